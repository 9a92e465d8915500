import { describe, expect, it } from 'vitest';
import { RCV_COMPRA_HEADER, RCV_VENTA_HEADER } from './rcv-columns';
import { parseRcv } from './rcv-parse';
import { writeRcvCsv } from './rcv-write';
import { asSales, BUSINESS_RUT, handMadePurchases, handMadeSales } from './test-docs';
import type { SiiDocument } from './types';

/** What an RCV row can carry: no items, due date, IVA rate or reference details. */
const rcvView = (d: SiiDocument) => ({
  direction: d.direction,
  docType: d.docType,
  folio: d.folio,
  counterpartRut: d.direction === 'VENTA' ? d.receiverRut : d.issuerRut,
  counterpartName: (d.direction === 'VENTA' ? d.receiverName : d.issuerName).trim(),
  issueDate: d.issueDate,
  receptionDate: d.receptionDate,
  acknowledgedAt: d.acknowledgedAt,
  amounts: [d.netAmount, d.exemptAmount, d.ivaAmount, d.otherTaxes, d.totalAmount],
  otherTaxDetails: d.otherTaxDetails ?? [],
  references: d.direction === 'VENTA' ? d.references.map((r) => `${r.docType}:${r.folio}`) : [],
});

describe('writeRcvCsv', () => {
  it('writes the SII ventas layout: 43 columns, trailing ;, DD/MM/YYYY, Latin-1 bytes', () => {
    const bytes = writeRcvCsv('VENTA', asSales(handMadeSales), { businessRut: BUSINESS_RUT });
    const lines = bytes.toString('latin1').split('\n');
    expect(lines[0]).toBe(RCV_VENTA_HEADER.join(';'));
    expect(lines[1].split(';')).toHaveLength(44);
    expect(lines[1].endsWith(';')).toBe(true);
    expect(lines[1]).toContain(';12345678-5;Compañía Ñandú & Asociados "Limitada";1001;29/02/2024;');
    expect(bytes.includes(Buffer.from('Compañía', 'latin1'))).toBe(true);
    // The second other tax goes on an extra row with an empty Nro, as the SII writes it.
    expect(lines[5]).toMatch(/^;33;Del Giro;77908275-K;Café, Robots y Galletas SpA;1002;31\/03\/2024;/);
    expect(lines[5].split(';').slice(40, 43)).toEqual(['271', '1800', '18']);
    expect(lines.at(-1)).toBe('');
  });

  it('round-trips ventas: write → parse gives the same documents', () => {
    const docs = asSales(handMadeSales);
    const parsed = parseRcv(writeRcvCsv('VENTA', docs, { businessRut: BUSINESS_RUT }));
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.direction).toBe('VENTA');
    expect(parsed.rows.map(rcvView)).toEqual(docs.map(rcvView));
    expect(parsed.rows.map((d) => d.issuerRut)).toEqual(['', '', '', '']);
  });

  it('round-trips compras in the 24-column registro layout', () => {
    const bytes = writeRcvCsv('COMPRA', handMadePurchases, { businessRut: '76.354.771-k' });
    const lines = bytes.toString('latin1').split('\n');
    expect(lines[0]).toBe(RCV_COMPRA_HEADER.join(';'));
    expect(lines[1].split(';')).toHaveLength(25);
    const parsed = parseRcv(bytes, { direction: 'COMPRA' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map(rcvView)).toEqual(handMadePurchases.map(rcvView));
    expect(parsed.rows[2].issuerName).toBe('Distribuidora Peñalolén');
  });

  it('writes an other-tax total without breakdown on the document row', () => {
    const doc: SiiDocument = { ...asSales(handMadeSales)[0], otherTaxes: 500, totalAmount: 119500 };
    const parsed = parseRcv(writeRcvCsv('VENTA', [doc], { businessRut: BUSINESS_RUT }));
    expect(parsed.rows[0]).toMatchObject({
      otherTaxes: 500,
      otherTaxDetails: [{ code: '', amount: 500, rate: null }],
    });
  });

  it('keeps the format intact: separators and line breaks in names become spaces, non-Latin-1 becomes ?', () => {
    const doc: SiiDocument = { ...asSales(handMadeSales)[0], receiverName: 'A;B\nC €' };
    const parsed = parseRcv(writeRcvCsv('VENTA', [doc], { businessRut: BUSINESS_RUT }));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0].receiverName).toBe('A B C ?');
  });

  it('refuses documents of another business, invalid RUTs and non-integer amounts', () => {
    const sales = asSales(handMadeSales);
    expect(() => writeRcvCsv('VENTA', sales, { businessRut: '12345678-5' })).toThrow(/no es la empresa/);
    expect(() => writeRcvCsv('VENTA', sales, { businessRut: 'x' })).toThrow(/RUT de la empresa inválido/);
    expect(() =>
      writeRcvCsv('VENTA', [{ ...sales[0], receiverRut: '1.234-5' }], { businessRut: BUSINESS_RUT }),
    ).toThrow(/RUT no canónico/);
    expect(() =>
      writeRcvCsv('VENTA', [{ ...sales[0], netAmount: 1.5 }], { businessRut: BUSINESS_RUT }),
    ).toThrow(/monto no entero/);
    expect(() =>
      writeRcvCsv('VENTA', [{ ...sales[3], otherTaxes: 1 }], { businessRut: BUSINESS_RUT }),
    ).toThrow(/otherTaxDetails suma 4950/);
  });

  it('refuses an impossible date instead of writing it', () => {
    const sales = asSales(handMadeSales);
    expect(() =>
      writeRcvCsv('VENTA', [{ ...sales[0], issueDate: '2023-02-29' }], { businessRut: BUSINESS_RUT }),
    ).toThrow(/fecha inválida '2023-02-29'/);
    expect(() =>
      writeRcvCsv('VENTA', [{ ...sales[0], acknowledgedAt: 'Por definir' }], { businessRut: BUSINESS_RUT }),
    ).toThrow(/fecha inválida/);
  });
});

describe('writeRcvCsv: IVA breakdown and register tabs', () => {
  const breakdown = {
    recoverable: 10000,
    nonRecoverable: [{ code: 2, amount: 5000 }],
    sharedUse: 4000,
    retainedTotal: 0,
    retainedPartial: 0,
  };
  const purchase: SiiDocument = {
    ...handMadePurchases[0],
    netAmount: 100000,
    ivaAmount: 19000,
    exemptAmount: 0,
    otherTaxes: 0,
    otherTaxDetails: undefined,
    totalAmount: 119000,
    ivaBreakdown: breakdown,
  };

  it('writes and reads back the breakdown of a purchase', () => {
    const parsed = parseRcv(writeRcvCsv('COMPRA', [purchase], { businessRut: BUSINESS_RUT }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0].ivaAmount).toBe(19000);
    expect(parsed.rows[0].ivaBreakdown).toEqual(breakdown);
  });

  it('writes each register in its layout: reclamado, pendiente (23 columns), registro', () => {
    for (const register of ['REGISTRO', 'RECLAMADO', 'PENDIENTE'] as const) {
      const bytes = writeRcvCsv('COMPRA', [purchase], { businessRut: BUSINESS_RUT, register });
      const header = bytes.toString('latin1').split('\n')[0].split(';');
      expect(header).toHaveLength(register === 'PENDIENTE' ? 23 : 24);
      const parsed = parseRcv(bytes);
      expect(parsed.warnings).toEqual([]);
      expect(parsed.rows[0].purchaseRegister).toBe(register);
    }
  });

  it('writes the IVA a buyer retained on a sale', () => {
    const retained = {
      recoverable: 19000,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 0,
      retainedPartial: 9000,
    };
    const sale: SiiDocument = { ...asSales(handMadeSales)[0], ivaBreakdown: retained, totalAmount: 110000 };
    const parsed = parseRcv(writeRcvCsv('VENTA', [sale], { businessRut: BUSINESS_RUT }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0].ivaBreakdown).toEqual(retained);
  });
});
