import { normalizeRut } from '@portal/domain';
import type { DteDocument, SiiDirection, SiiDocument } from './types';

/**
 * Direction of a DTE for the portal's business: 'VENTA' when the business issued it, 'COMPRA'
 * when it received it, null when it is neither (the caller rejects the document) or when
 * `businessRut` is not a valid RUT. A document the business sends to itself counts as a VENTA.
 */
export const assignDirection = (
  doc: Pick<DteDocument, 'issuerRut' | 'receiverRut'>,
  businessRut: string,
): SiiDirection | null => {
  const business = normalizeRut(businessRut);
  if (business === null) return null;
  if (normalizeRut(doc.issuerRut) === business) return 'VENTA';
  if (normalizeRut(doc.receiverRut) === business) return 'COMPRA';
  return null;
};

/** Convenience: the document with its direction, or null when it does not involve the business. */
export const withDirection = (doc: DteDocument, businessRut: string): SiiDocument | null => {
  const direction = assignDirection(doc, businessRut);
  return direction === null ? null : { ...doc, direction };
};
