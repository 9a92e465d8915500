import type { SiiDocument } from '@portal/sii';
import { describe, expect, it } from 'vitest';
import { detectFileKind, displayFileName } from './file-kind';
import { buildSearchText, toInvoiceRow } from './invoice-rows';

const BUSINESS = { rut: '76354771-K', name: 'Ingeniería Enacon SpA' };

const doc = (over: Partial<SiiDocument> = {}): SiiDocument => ({
  direction: 'VENTA',
  docType: 33,
  folio: 1001,
  issuerRut: '',
  issuerName: '',
  receiverRut: '12345678-5',
  receiverName: 'Compañía Ñandú Ltda.',
  issueDate: '2024-02-29',
  receptionDate: '2024-03-01',
  acknowledgedAt: null,
  dueDate: null,
  netAmount: 100000,
  exemptAmount: 0,
  ivaAmount: 19000,
  otherTaxes: 0,
  totalAmount: 119000,
  ivaRate: 19,
  references: [],
  items: [],
  sourceLine: 2,
  ...over,
});

describe('buildSearchText', () => {
  it('is folio, RUT digits (and k) and the name without accents, lowercase', () => {
    expect(buildSearchText(170, '76.354.771-K', 'Ingeniería Ñandú S.A.')).toBe(
      '170 76354771k ingenieria nandu s.a.',
    );
    expect(buildSearchText('9', '12345678-5', '  O’Higgins   Ltda ')).toBe('9 123456785 ohiggins ltda');
  });
});

describe('toInvoiceRow', () => {
  it('an RCV venta: the business is the issuer, the client the counterpart; period of the issue date', () => {
    const row = toInvoiceRow(doc(), BUSINESS, 'rcv');
    expect(row).toMatchObject({
      issuerRut: BUSINESS.rut,
      issuerName: BUSINESS.name,
      receiverRut: '12345678-5',
      counterpartRut: '12345678-5',
      counterpartName: 'Compañía Ñandú Ltda.',
      period: 202402,
      signedTotal: 119000,
      estado: null,
      accuseType: null,
      searchText: '1001 123456785 compania nandu ltda.',
    });
  });

  it('an RCV compra: the business is the receiver, the provider the counterpart; the acknowledgment', () => {
    const compra = doc({
      direction: 'COMPRA',
      issuerRut: '96790240-3',
      issuerName: 'Minera SpA',
      receiverRut: '',
      receiverName: '',
      acknowledgedAt: '2024-03-05',
    });
    expect(toInvoiceRow(compra, BUSINESS, 'rcv', 'RCD')).toMatchObject({
      receiverRut: BUSINESS.rut,
      counterpartRut: '96790240-3',
      counterpartName: 'Minera SpA',
      estado: 'Rechazada',
      accuseType: 'RCD',
      acknowledgedAt: '2024-03-05',
    });
    expect(toInvoiceRow(compra, BUSINESS, 'rcv', 'ACD')).toMatchObject({
      estado: 'Aceptada',
      accuseType: 'ACD',
    });
    // No date in the column: no acknowledgment, whatever the layout.
    expect(toInvoiceRow({ ...compra, acknowledgedAt: null }, BUSINESS, 'rcv', 'ACD')).toMatchObject({
      estado: null,
    });
  });

  it('a factura de compra (46) keys on its writer, the buyer, whether it came from the RCV or its XML', () => {
    // The RCV compras row names the seller in "RUT Proveedor"; the DTE XML names the buyer as issuer.
    const fromRcv = toInvoiceRow(
      doc({
        direction: 'COMPRA',
        docType: 46,
        issuerRut: '11111111-1',
        issuerName: 'Vendedor',
        receiverRut: '',
        receiverName: '',
      }),
      BUSINESS,
      'rcv',
    );
    const fromXml = toInvoiceRow(
      doc({
        direction: 'COMPRA',
        docType: 46,
        issuerRut: BUSINESS.rut,
        issuerName: BUSINESS.name,
        receiverRut: '11111111-1',
        receiverName: 'Vendedor',
      }),
      BUSINESS,
      'dte',
    );
    for (const row of [fromRcv, fromXml]) {
      expect([row.issuerRut, row.receiverRut, row.counterpartRut]).toEqual([
        BUSINESS.rut,
        '11111111-1',
        '11111111-1',
      ]);
    }
    // The seller's side: its RCV ventas row names the buyer as "Rut cliente"; the buyer wrote it.
    const sold = toInvoiceRow(
      doc({ docType: 46, receiverRut: '11111111-1', receiverName: 'Comprador' }),
      BUSINESS,
      'rcv',
    );
    expect([sold.issuerRut, sold.receiverRut, sold.counterpartRut]).toEqual([
      '11111111-1',
      BUSINESS.rut,
      '11111111-1',
    ]);
  });

  it('credit notes (60, 61, 112) count negative; debit notes do not', () => {
    expect(toInvoiceRow(doc({ docType: 61 }), BUSINESS, 'dte').signedTotal).toBe(-119000);
    expect(toInvoiceRow(doc({ docType: 112 }), BUSINESS, 'dte').signedTotal).toBe(-119000);
    expect(toInvoiceRow(doc({ docType: 56 }), BUSINESS, 'dte').signedTotal).toBe(119000);
  });

  it('the content hash changes with the SII data only', () => {
    const a = toInvoiceRow(doc(), BUSINESS, 'rcv');
    expect(toInvoiceRow(doc(), BUSINESS, 'rcv').contentHash).toBe(a.contentHash);
    expect(toInvoiceRow(doc({ netAmount: 100001 }), BUSINESS, 'rcv').contentHash).not.toBe(a.contentHash);
    expect(toInvoiceRow(doc({ sourceLine: 99 }), BUSINESS, 'rcv').contentHash).toBe(a.contentHash);
  });
});

describe('detectFileKind', () => {
  const kind = (s: string | number[]) =>
    detectFileKind(typeof s === 'string' ? Buffer.from(s) : Buffer.from(s));
  it('reads the content: XML after a BOM or blanks, otherwise text is an RCV', () => {
    expect(kind('<?xml version="1.0"?><DTE/>')).toEqual({ kind: 'dte' });
    expect(kind([0xef, 0xbb, 0xbf, 0x0a, 0x20, 0x3c, 0x44])).toEqual({ kind: 'dte' });
    expect(kind('Nro;Tipo Doc;\n')).toEqual({ kind: 'rcv' });
  });
  it('names what it is not', () => {
    expect(kind('')).toEqual({ error: 'el archivo está vacío' });
    expect(kind([0xff, 0xfe, 0x4e, 0])).toMatchObject({ error: expect.stringContaining('UTF-16') });
    expect(kind('%PDF-1.4')).toMatchObject({ error: expect.stringContaining('PDF') });
  });
});

describe('displayFileName', () => {
  it('keeps the last segment, drops control characters, has a fallback', () => {
    expect(displayFileName('C:\\Users\\ana\\ventas.csv')).toBe('ventas.csv');
    expect(displayFileName('../../x/\u0000ventas\n.csv')).toBe('ventas.csv');
    expect(displayFileName('')).toBe('archivo');
    expect(displayFileName(`${'a'.repeat(200)}.csv`)).toHaveLength(120);
  });
});
