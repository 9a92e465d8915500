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
    expect(assignDirection({ issuerRut: '', receiverRut: '' }, '12345678-5')).toBeNull();
  });

  it('withDirection returns a full SiiDocument', () => {
    expect(withDirection(doc, '96790240-3')).toEqual({ ...doc, direction: 'COMPRA' });
    expect(withDirection(doc, '12345678-5')).toBeNull();
  });
});
