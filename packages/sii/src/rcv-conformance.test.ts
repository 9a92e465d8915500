import { describe, expect, it } from 'vitest';
import { RCV_COMPRA_HEADER, RCV_VENTA_HEADER } from './rcv-columns';
import { parseRcv } from './rcv-parse';
import { readSharedFixture, requireSharedFixtures } from './test-fixtures';
import type { SiiDocument } from './types';

// Real SII RCV exports from ../shared/fixtures/rcv (see SOURCES.md there). Never copied here.
const exists = requireSharedFixtures('rcv', 'RCV conformance (packages/sii)');

const parse = (file: string) => parseRcv(readSharedFixture('rcv', file));

const sums = (rows: SiiDocument[]) => ({
  count: rows.length,
  net: rows.reduce((s, d) => s + d.netAmount, 0),
  iva: rows.reduce((s, d) => s + d.ivaAmount, 0),
  total: rows.reduce((s, d) => s + d.totalAmount, 0),
});

const headerOf = (file: string): string[] =>
  readSharedFixture('rcv', file).toString('latin1').split('\n')[0].split(';');

describe.skipIf(!exists)('RCV conformance (real SII exports in ../shared/fixtures/rcv)', () => {
  it('RCV-compra-registro-rz_leading_trailing_whitespace.csv: 2 documents, 27-column layout', () => {
    const r = parse('RCV-compra-registro-rz_leading_trailing_whitespace.csv');
    expect(r.direction).toBe('COMPRA');
    expect(r.errors).toEqual([]);
    expect(r.rows.map((d) => d.purchaseRegister)).toEqual(['REGISTRO', 'REGISTRO']);
    expect(r.warnings).toEqual([]);
    expect(sums(r.rows)).toEqual({ count: 2, net: 267525, iva: 50830, total: 318355 });
    expect(r.rows.map((d) => d.issuerName)).toEqual(['Fake Company S.A.', 'Fake Company S.A.']);
    expect(r.rows[1]).toMatchObject({
      docType: 33,
      folio: 31000097,
      issuerRut: '12345678-5',
      receiverRut: '',
      issueDate: '2019-07-02',
      receptionDate: '2019-07-03',
      acknowledgedAt: null,
      sourceLine: 3,
    });
  });

  it('RCV-compra-reclamado.csv: 3 documents imported, row Nro 4 rejected, the Nro-only row skipped', () => {
    const r = parse('RCV-compra-reclamado.csv');
    expect(r.direction).toBe('COMPRA');
    // SOURCES.md: Σ net 3594628, Σ IVA 682980, Σ total 4277608 (rows Nro 1–3; "4 valid" there
    // counts row Nro 5, which has nothing but its Nro and cannot be a document).
    expect(sums(r.rows)).toEqual({ count: 3, net: 3594628, iva: 682980, total: 4277608 });
    // Row Nro 4 is line 5 of the file: one rejected row, every bad cell named.
    expect(r.errors).toEqual([]);
    expect([...new Set(r.problems.map((e) => e.line))]).toEqual([5]);
    const fields = r.problems.map((e) => `${e.field}: ${e.message}`);
    expect(fields).toContain(
      "RUT Proveedor: RUT inválido (dígito verificador o formato) en 'RUT Proveedor' ('INVALID-RUT')",
    );
    expect(fields).toContain("Folio: folio no numérico en 'Folio' ('notanumber')");
    expect(fields).toContain("Fecha Docto: fecha inválida en 'Fecha Docto' ('invalid-date')");
    expect(fields).toContain("Fecha Recepcion: fecha inválida en 'Fecha Recepcion' ('invalid-datetime')");
    expect(fields).toContain("Monto Neto: monto no numérico en 'Monto Neto' ('notanumber')");
    expect(fields).toContain("Monto Total: monto no numérico en 'Monto Total' ('notanumber')");
    // The reclamado tab: 'Fecha Reclamo' in the header.
    expect(r.rows.map((d) => d.purchaseRegister)).toEqual(['RECLAMADO', 'RECLAMADO', 'RECLAMADO']);
    expect(r.rows[0].ivaBreakdown).toEqual({
      recoverable: 184470,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 0,
      retainedPartial: 0,
    });
    expect(r.warnings).toEqual([{ line: 6, message: 'Línea 6: fila sin datos, se omite' }]);
    // The "other tax" 12000 (code 23) is not part of that document's total.
    const first = r.rows[0];
    expect(first).toMatchObject({
      folio: 1000055,
      otherTaxes: 12000,
      totalAmount: 1155364,
      acknowledgedAt: '2019-06-12',
    });
    expect(first.otherTaxDetails).toEqual([{ code: '23', amount: 12000, rate: '2.967999999' }]);
    expect(first.netAmount + first.exemptAmount + first.ivaAmount).toBe(first.totalAmount);
    // 'null' in 'Fecha Reclamo' is empty.
    expect(r.rows[1]).toMatchObject({
      docType: 61,
      folio: 70013,
      acknowledgedAt: null,
      issuerName: 'Fake Company S.A.',
    });
  });

  it('RCV-venta-rz_leading_trailing_whitespace.csv: 2 documents', () => {
    const r = parse('RCV-venta-rz_leading_trailing_whitespace.csv');
    expect(r.direction).toBe('VENTA');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(sums(r.rows)).toEqual({ count: 2, net: 3959778, iva: 752357, total: 4712135 });
    expect(r.rows.map((d) => [d.issuerRut, d.receiverRut, d.receiverName])).toEqual([
      ['', '12345678-5', 'Fake Company S.A.'],
      ['', '12345678-5', 'Fake Company S.A.'],
    ]);
    // 'Tipo Docto. Referencia' 0 with no folio is no reference.
    expect(r.rows[1].references).toEqual([]);
  });

  it('RCV-venta-multiple-dte-referencias.csv: 3 documents, split references, the inconsistent one refused', () => {
    const r = parse('RCV-venta-multiple-dte-referencias.csv');
    expect(r.errors).toEqual([]);
    // SOURCES.md: Σ of the 3 rows net 2313360, IVA 4336985, total 33212436; the deliberately
    // inconsistent row (line 4: net 9999, IVA 3899347, total 30471437, other taxes 6049210 + 701395)
    // breaks net + exempt + IVA + other taxes = total, so it is a problem, not a document.
    expect(r.problems).toEqual([
      {
        line: 4,
        field: 'Monto total',
        message: `el total (30471437) no es neto + exento + IVA + otros impuestos (${9999 + 3899347 + 6049210 + 701395}) ni neto + exento + IVA (${9999 + 3899347})`,
      },
    ]);
    expect(sums(r.rows)).toEqual({
      count: 2,
      net: 2313360 - 9999,
      iva: 4336985 - 3899347,
      total: 33212436 - 30471437,
    });
    expect(r.rows[1].references.map((x) => `${x.docType}:${x.folio}`)).toEqual(['52:10370', '52:10371']);
    expect(r.warnings).toEqual([]);
  });

  it('RCV-venta-validation-errors.csv: 6 document rows, the out-of-range folio rejected', () => {
    const r = parse('RCV-venta-validation-errors.csv');
    // SOURCES.md sums the 6 document rows: Σ net 8241749, Σ IVA 5463382, Σ total 40267222.
    // Folio 10258123456 (line 7, Nro 5: 1646350 / 312807 / 1959157) is out of range, so it is
    // reported and the other five are imported.
    // The inconsistent row (line 2, folio 3210: 9999 / 3899347 / 30471437) is refused too.
    expect(r.errors).toEqual([]);
    expect(r.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'Monto total'],
      [7, 'Folio'],
    ]);
    expect(r.problems[1].message).toBe('folio fuera de rango (10258123456; debe estar entre 1 y 9999999999)');
    const s = sums(r.rows);
    expect(s.count + 2).toBe(6);
    expect(s.net + 1646350 + 9999).toBe(8241749);
    expect(s.iva + 312807 + 3899347).toBe(5463382);
    expect(s.total + 1959157 + 30471437).toBe(40267222);
    expect(r.rows.map((d) => d.folio)).toEqual([14395, 14396, 14397, 14398]);
    // Odd references: trailing space, type without folio, non-numeric part, 11-digit folio.
    expect(r.rows.map((d) => d.references.map((x) => x.folio))).toEqual([
      ['10489'],
      [],
      ['1057539-304-SE26'],
      ['45000105543'],
    ]);
    expect(r.warnings.map((w) => w.line)).toEqual([5, 6, 8]);
  });

  it('the writer uses the same header texts as the SII', () => {
    expect(headerOf('RCV-venta-multiple-dte-referencias.csv')).toEqual(RCV_VENTA_HEADER);
    const registro27 = headerOf('RCV-compra-registro-rz_leading_trailing_whitespace.csv');
    expect(registro27.filter((h) => !h.startsWith('Tabacos'))).toEqual(RCV_COMPRA_HEADER);
    const reclamado = headerOf('RCV-compra-reclamado.csv');
    expect(reclamado.map((h) => (h === 'Fecha Reclamo' ? 'Fecha Acuse' : h))).toEqual(RCV_COMPRA_HEADER);
  });
});
