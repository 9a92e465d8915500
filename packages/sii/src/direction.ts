import { normalizeRut, registerDirection } from '@portal/domain';
import type { DteDocument, SiiDirection, SiiDocument } from './types';

/**
 * Direction of a DTE for the portal's business: the register it goes in by the domain's table
 * (`registerDirection`): usually 'VENTA' when the business issued it and 'COMPRA' when it received
 * it, the other way round for the types the buyer or the agent writes (factura de compra 46,
 * liquidación-factura 43). Null when the business is neither party (the caller rejects the
 * document) or when `businessRut` is not a valid RUT. A document the business sends to itself
 * counts on its issuer's side.
 */
export const assignDirection = (
  doc: Pick<DteDocument, 'docType' | 'issuerRut' | 'receiverRut'>,
  businessRut: string,
): SiiDirection | null => {
  const business = normalizeRut(businessRut);
  if (business === null) return null;
  const issuer = normalizeRut(doc.issuerRut) === business;
  return registerDirection(doc.docType, issuer, !issuer && normalizeRut(doc.receiverRut) === business);
};

/** Convenience: the document with its direction, or null when it does not involve the business. */
export const withDirection = (doc: DteDocument, businessRut: string): SiiDocument | null => {
  const direction = assignDirection(doc, businessRut);
  return direction === null ? null : { ...doc, direction };
};
