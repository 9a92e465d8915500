import { type SiiDocument, writeLibroCompraVenta, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import { addBusiness, storedSums, tableCounts, upload } from './test-helpers';

// IECV books (EnvioLibro/LibroCompraVenta) through the upload, written by the project's generator.
let h: Harness;
let owner: AuthHeaders;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  owner = await h.signInAs('u1');
});
afterAll(() => h?.close());

const BUSINESS = { rut: '76198765-8', name: 'Servicios Australes SpA' };
const docs = generateInvoices({ seed: 313, business: BUSINESS, count: 300 });
/** The month with the most purchases: one book per register and month. */
const month = (() => {
  const counts = new Map<string, number>();
  for (const d of docs)
    if (d.direction === 'COMPRA')
      counts.set(d.issueDate.slice(0, 7), (counts.get(d.issueDate.slice(0, 7)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
})();
const purchases = docs.filter((d) => d.direction === 'COMPRA' && d.issueDate.startsWith(month));
const sums = (list: readonly SiiDocument[]) => ({
  count: list.length,
  net: list.reduce((s, d) => s + d.netAmount, 0),
  iva: list.reduce((s, d) => s + d.ivaAmount, 0),
  total: list.reduce((s, d) => s + d.totalAmount, 0),
});
const book = (list: readonly SiiDocument[], bookType?: 'RECTIFICA') =>
  writeLibroCompraVenta('COMPRA', list, { businessRut: BUSINESS.rut, period: month, bookType });

describe('IECV books through the import', () => {
  let b: { id: number };
  beforeAll(async () => {
    b = await addBusiness(h, BUSINESS.rut, BUSINESS.name);
  });

  it('imports a purchase book: each Detalle a purchase, Σ as generated, the month to look at', async () => {
    expect(purchases.length).toBeGreaterThan(3);
    const res = await upload(h, owner, b.id, [
      { name: `LIBRO_COMPRAS_${month}.xml`, bytes: book(purchases) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().import;
    expect(result).toMatchObject({ new: purchases.length, updated: 0, unchanged: 0 });
    expect(result.files).toEqual([
      { name: `LIBRO_COMPRAS_${month}.xml`, kind: 'iecv', documents: purchases.length },
    ]);
    expect(result.periods).toEqual([{ direction: 'COMPRA', period: month, documents: purchases.length }]);
    expect(await storedSums(h.db, b.id)).toEqual(sums(purchases));
    const again = await upload(h, owner, b.id, [{ name: 'otra-vez.xml', bytes: book(purchases) }]);
    expect(again.json().import).toMatchObject({ new: 0, updated: 0, unchanged: purchases.length });
  });

  it('a RECTIFICA book replaces the month: what only the earlier book told and it lacks is removed', async () => {
    // The first purchase is also in an RCV: it stays even though the rectified book drops it.
    const rcv = writeRcvCsv('COMPRA', [purchases[0]], { businessRut: BUSINESS.rut });
    expect((await upload(h, owner, b.id, [{ name: 'compras.csv', bytes: rcv }])).statusCode).toBe(200);
    const kept = purchases.slice(2);
    const res = await upload(h, owner, b.id, [{ name: 'rectifica.xml', bytes: book(kept, 'RECTIFICA') }]);
    expect(res.statusCode, res.body).toBe(200);
    const dropped = purchases[1];
    expect(res.json().import.warnings[0]).toBe(
      `rectifica.xml: libro rectificatorio; se quitaron 1 documentos que solo traía un libro anterior del mismo período: tipo ${dropped.docType} folio ${dropped.folio}`,
    );
    expect(await storedSums(h.db, b.id)).toEqual(sums([purchases[0], ...kept]));
  });

  it('a summary that does not match its detail: imported from the detail, the deviation said in the answer', async () => {
    const b2 = await addBusiness(h, '76086428-5', 'Comercial Tolerante SpA');
    const first = purchases[0];
    const count = purchases.filter((d) => d.docType === first.docType).length;
    const text = writeLibroCompraVenta('COMPRA', purchases, { businessRut: '76086428-5', period: month })
      .toString('latin1')
      .replace(`<TpoDoc>${first.docType}</TpoDoc><TotDoc>`, `<TpoDoc>${first.docType}</TpoDoc><TotDoc>9`);
    const res = await upload(h, owner, b2.id, [{ name: 'libro.xml', bytes: Buffer.from(text, 'latin1') }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: purchases.length, rejected: 0 });
    expect(res.json().import.warnings).toContain(
      `libro.xml: se toleró: el resumen del libro no cuadra con su detalle: tipo ${first.docType}: documentos ${Number(`9${count}`).toLocaleString('es-CL')} en el resumen (<TotDoc>) y ${count} en el detalle; se importa el detalle`,
    );
    expect(await storedSums(h.db, b2.id)).toEqual(sums(purchases));
  });

  it('the same document twice in a book: both lines named, valid_rows imports the rest', async () => {
    const b3 = await addBusiness(h, '77123456-9', 'Libros Repetidos SpA');
    const [d0, d1] = purchases;
    const bytes = writeLibroCompraVenta('COMPRA', [d0, d1, d0], { businessRut: '77123456-9', period: month });
    // The lines of the file where each <Detalle> starts.
    const at = bytes
      .toString('latin1')
      .split('\n')
      .flatMap((l, i) => (l.includes('<Detalle>') ? [i + 1] : []));
    expect(at).toHaveLength(3);
    const refused = await upload(h, owner, b3.id, [{ name: 'doble.xml', bytes }]);
    expect(refused.statusCode).toBe(422);
    const message = `El documento tipo ${d0.docType} folio ${d0.folio} aparece dos veces: líneas ${at[0]} y ${at[2]}; no se importa ninguna copia`;
    expect(refused.json().problems).toEqual([
      { file: 'doble.xml', line: at[0], field: 'NroDoc', message },
      { file: 'doble.xml', line: at[2], field: 'NroDoc', message },
    ]);
    const res = await upload(h, owner, b3.id, [{ name: 'doble.xml', bytes }], 'valid_rows');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import).toMatchObject({ new: 1, rejected: 2 });
    expect(await storedSums(h.db, b3.id)).toEqual(sums([d1]));
  });

  it('the book of another business: 422, nothing written', async () => {
    const before = await tableCounts(h.db);
    const foreign = writeLibroCompraVenta('COMPRA', purchases, { businessRut: '12345678-5', period: month });
    const other = await upload(h, owner, b.id, [{ name: 'ajeno.xml', bytes: foreign }]);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toContain(
      'el libro es de la empresa 12.345.678-5 (<RutEmisorLibro>), no de 76.198.765-8',
    );
    expect(await tableCounts(h.db)).toEqual(before);
  });
});
