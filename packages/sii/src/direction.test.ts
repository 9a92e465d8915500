import { describe, expect, it } from 'vitest';
import { assignDirection, withDirection } from './direction';
import type { DteDocument } from './types';

const doc: DteDocument = {
  docType: 33,
  folio: 170,
  issuerRut: '76354771-K',
  issuerName: 'INGENIERIA ENACON SPA',
  receiverRut: '96790240-3',
  receiverName: 'MINERA LOS PELAMBRES',
  issueDate: '2019-04-01',
  receptionDate: null,
  acknowledgedAt: null,
  dueDate: null,
  netAmount: 2517900,
  exemptAmount: 0,
  ivaAmount: 478401,
  otherTaxes: 0,
  totalAmount: 2996301,
  ivaRate: 19,
  references: [],
  items: [],
  sourceLine: 1,
};

describe('assignDirection', () => {
  it('is VENTA for the issuer and COMPRA for the receiver, whatever the RUT spelling', () => {
    expect(assignDirection(doc, '76.354.771-k')).toBe('VENTA');
    expect(assignDirection(doc, '96790240-3')).toBe('COMPRA');
  });

  it('is null for a third party or an invalid business RUT', () => {
    expect(assignDirection(doc, '12345678-5')).toBeNull();
    expect(assignDirection(doc, 'nope')).toBeNull();
    expect(assignDirection({ docType: 33, issuerRut: '', receiverRut: '' }, '12345678-5')).toBeNull();
  });

  it('puts a factura de compra (46) and a liquidación-factura (43) in the register the table says', () => {
    // 46 is written by the buyer: the issuer's purchase, the receiver's sale.
    expect(assignDirection({ ...doc, docType: 46 }, '76354771-K')).toBe('COMPRA');
    expect(assignDirection({ ...doc, docType: 46 }, '96790240-3')).toBe('VENTA');
    // 43 is written by the agent (mandatario) to the principal (mandante), whose sale it is.
    expect(assignDirection({ ...doc, docType: 43 }, '76354771-K')).toBe('COMPRA');
    expect(assignDirection({ ...doc, docType: 43 }, '96790240-3')).toBe('VENTA');
    // A guide follows the usual side (listed, never counted).
    expect(assignDirection({ ...doc, docType: 52 }, '76354771-K')).toBe('VENTA');
  });

  it('withDirection returns a full SiiDocument', () => {
    expect(withDirection(doc, '96790240-3')).toEqual({ ...doc, direction: 'COMPRA' });
    expect(withDirection(doc, '12345678-5')).toBeNull();
  });
});
