import type { SiiDocument } from '@portal/sii';
import { writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import { addBusiness, storedSums, tableCounts, upload } from './test-helpers';

// The user's choice when rows break the rules: the first upload imports nothing and lists every
// problem; the same files sent again with mode=valid_rows import the others, in one transaction,
// and sending them once more changes nothing.
let h: Harness;
let owner: AuthHeaders;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  owner = await h.signInAs('u1');
});
afterAll(() => h?.close());

const BUSINESS = { rut: '76543210-3', name: 'Panadería La Espiga Ltda' };
const docs = generateInvoices({ seed: 77, business: BUSINESS, count: 60 });
const sales = docs.filter((d) => d.direction === 'VENTA');
const purchases = docs.filter((d) => d.direction === 'COMPRA');

/** Sales with the 3rd document's total off by 5 pesos and the 6th's folio out of range. */
const broken: SiiDocument[] = sales.map((d, i) =>
  i === 2 ? { ...d, totalAmount: d.totalAmount + 5 } : i === 5 ? { ...d, folio: 10_000_000_000 } : d,
);
const valid = sales.filter((_d, i) => i !== 2 && i !== 5);
const sumsOf = (list: readonly SiiDocument[]) => ({
  count: list.length,
  net: list.reduce((s, d) => s + d.netAmount, 0),
  iva: list.reduce((s, d) => s + d.ivaAmount, 0),
  total: list.reduce((s, d) => s + d.totalAmount, 0),
});

describe('rows that break the rules: import nothing, or only the valid rows', () => {
  const ventas = writeRcvCsv('VENTA', broken, { businessRut: BUSINESS.rut });
  const compras = writeRcvCsv('COMPRA', purchases, { businessRut: BUSINESS.rut });
  const files = [
    { name: 'ventas.csv', bytes: ventas },
    { name: 'compras.csv', bytes: compras },
  ];
  let b: { id: number };
  beforeAll(async () => {
    b = await addBusiness(h, BUSINESS.rut, BUSINESS.name);
  });

  it('the default answers 422 with every problem by file, line and field, and writes nothing', async () => {
    const before = await tableCounts(h.db);
    const res = await upload(h, owner, b.id, files);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    // Line 1 is the header: the n-th document (one line each, no other-tax rows) is line n + 1.
    expect(body.problems).toEqual([
      {
        file: 'ventas.csv',
        line: 4,
        field: 'Monto total',
        message: expect.stringMatching(new RegExp(`^el total \\(${broken[2].totalAmount}\\) no es`)),
      },
      {
        file: 'ventas.csv',
        line: 7,
        field: 'Folio',
        message: 'folio fuera de rango (10000000000; debe estar entre 1 y 9999999999)',
      },
    ]);
    expect(body.valid_rows).toBe(valid.length + purchases.length);
    expect(body.error).toMatch(/^El archivo ventas\.csv tiene 2 filas que no cumplen las reglas del SII/);
    expect(await tableCounts(h.db)).toEqual(before);
  });

  it('mode=valid_rows imports the others and lists what was left out', async () => {
    const res = await upload(h, owner, b.id, files, 'valid_rows');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().import;
    expect(result).toMatchObject({ new: valid.length + purchases.length, updated: 0, unchanged: 0 });
    expect(result.skipped.map((p: { file: string; line: number }) => `${p.file}:${p.line}`)).toEqual([
      'ventas.csv:4',
      'ventas.csv:7',
    ]);
    expect(await storedSums(h.db, b.id)).toEqual(sumsOf([...valid, ...purchases]));
    // The months written, per register, for the lists to open on.
    // A sale's month is its issue month; a purchase's its Registro de Compras month (docs/cifras.md): a
    // supplier's factura by its acuse (the buyer's, else 8 days after the SII received it), any other
    // purchase by its reception.
    const plus8 = (iso: string) =>
      new Date(Date.parse(`${iso.slice(0, 10)}T12:00:00Z`) + 8 * 86_400_000).toISOString();
    const monthOf = (d: SiiDocument) => {
      if (d.direction === 'VENTA' || !d.receptionDate) return d.issueDate.slice(0, 7);
      const acuse = d.purchaseRegister === 'RECLAMADO' ? null : d.acknowledgedAt;
      const when = [30, 32, 33, 34].includes(d.docType) ? (acuse ?? plus8(d.receptionDate)) : d.receptionDate;
      return when.slice(0, 7) > d.issueDate.slice(0, 7) ? when.slice(0, 7) : d.issueDate.slice(0, 7);
    };
    const months = new Set([...valid, ...purchases].map((d) => `${d.direction}|${monthOf(d)}`));
    expect(
      result.periods.map((p: { direction: string; period: string }) => `${p.direction}|${p.period}`).sort(),
    ).toEqual([...months].sort());
  });

  it('sending the same files again with the same choice changes nothing', async () => {
    const before = await storedSums(h.db, b.id);
    const res = await upload(h, owner, b.id, files, 'valid_rows');
    expect(res.statusCode).toBe(200);
    expect(res.json().import).toMatchObject({
      new: 0,
      updated: 0,
      unchanged: valid.length + purchases.length,
    });
    expect(await storedSums(h.db, b.id)).toEqual(before);
  });

  it('a repeated document: both copies named, and valid_rows imports the rest of the file', async () => {
    // Documents not stored yet: the first appears twice (lines 2 and 4 of the RCV, after its header).
    const fresh = [sales[0], sales[1]].map((d, i) => ({ ...d, folio: 900_000 + i }));
    const rcv = writeRcvCsv('VENTA', [fresh[0], fresh[1], fresh[0]], { businessRut: BUSINESS.rut });
    const before = await tableCounts(h.db);
    const refused = await upload(h, owner, b.id, [{ name: 'ventas.csv', bytes: rcv }]);
    expect(refused.statusCode).toBe(422);
    const message = `El documento tipo ${fresh[0].docType} folio ${fresh[0].folio} aparece dos veces: líneas 2 y 4; no se importa ninguna copia`;
    expect(refused.json().problems).toEqual([
      { file: 'ventas.csv', line: 2, field: 'Folio', message },
      { file: 'ventas.csv', line: 4, field: 'Folio', message },
    ]);
    expect(await tableCounts(h.db)).toEqual(before);
    const res = await upload(h, owner, b.id, [{ name: 'ventas.csv', bytes: rcv }], 'valid_rows');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 1, updated: 0, rejected: 2 });
    expect(res.json().import.skipped.map((p: { line: number }) => p.line)).toEqual([2, 4]);
    const { rows } = await h.db.query<{ folio: number }>(
      'SELECT folio FROM invoices WHERE business_id = $1 AND folio >= 900000 ORDER BY folio',
      [b.id],
    );
    expect(rows.map((r) => Number(r.folio))).toEqual([fresh[1].folio]);
  });

  it('a repeated document in an EnvioDTE written on one line: the other documents of that line still import', async () => {
    const fresh = [sales[2], sales[3]].map((d, i) => ({ ...d, folio: 910_000 + i }));
    const oneLine = writeEnvioDte([fresh[0], fresh[1], fresh[0]].map(({ direction: _d, ...rest }) => rest))
      .toString('latin1')
      .replace(/\n(?!$)/g, '');
    const res = await upload(
      h,
      owner,
      b.id,
      [{ name: 'envio.xml', bytes: Buffer.from(oneLine, 'latin1') }],
      'valid_rows',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 1, rejected: 1 });
    const { rows } = await h.db.query<{ folio: number }>(
      'SELECT folio FROM invoices WHERE business_id = $1 AND folio >= 910000 ORDER BY folio',
      [b.id],
    );
    expect(rows.map((r) => Number(r.folio))).toEqual([fresh[1].folio]);
  });

  it('an unknown mode is a 400, not an import', async () => {
    const res = await upload(h, owner, b.id, files, 'todo' as 'all');
    expect(res.statusCode).toBe(400);
  });
});
