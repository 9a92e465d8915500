// Trust suite — the importer, given generated SII files (RCV, DTE, IECV) with their rows reordered,
// repeated, truncated and mutated. The server never answers 5xx; a refused import leaves the
// business as it was; a document repeated in a file is named with both of its places; a valid file
// imports the same figures whatever the order of its rows.
// Cases per property: FUZZ_RUNS (default 8 in `npm test`; `npm run test:fuzz` runs many more).
import { isKnownDocumentType } from '@portal/domain';
import { type SiiDocument, writeEnvioDte, writeLibroCompraVenta, writeRcvCsv } from '@portal/sii';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../features/invoice-imports/test-helpers';
import { generateInvoices } from '../seed/invoices';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish, tenantName } from './support/client';
import { changedTables, tenantDigest } from './support/digest';
import { createTrust, inTenant, type Trust } from './support/tenants';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
// A run imports a few files through the API (about 0.15 s on the shared 2-core machine): 1 s a run
// leaves six times that for a loaded one, and `npm run test:fuzz` needs no other setting.
const TIMEOUT = 10_000 + RUNS * 1_000;
const URL = '/api/v1/client/sii_invoice/imports';
const MONTH = '2021-04';

const t: Trust = await createTrust({ invoices: 4 });
const owner: AuthHeaders = await t.session('u1');
const business = { rut: t.a.rut, name: tenantName(t, t.a) };
afterAll(() => t.close());

type Format = 'rcv' | 'dte' | 'iecv';
const FORMATS: readonly Format[] = ['rcv', 'dte', 'iecv'];
/** The field a repeated document is named by, as each format calls the folio. */
const FOLIO: Record<Format, string> = { rcv: 'Folio', dte: 'Folio', iecv: 'NroDoc' };

/** The line of the file where each document starts: CSV rows after the header, <DTE>, <Detalle>. */
const rowLines = (format: Format, bytes: Buffer): number[] => {
  const lines = bytes.toString('latin1').split('\n');
  if (format === 'rcv') return lines.slice(1).flatMap((l, i) => (l.trim() === '' ? [] : [i + 2]));
  const tag = format === 'dte' ? '<DTE ' : '<Detalle>';
  return lines.flatMap((l, i) => (l.includes(tag) ? [i + 1] : []));
};

/**
 * Sales of tenant A in one month, folios from `base` up: one RCV line each (at most one other
 * tax), of types the portal imports.
 */
function sales(seed: number, base: number): SiiDocument[] {
  return generateInvoices({ seed, business, count: 40, salesShare: 1 })
    .filter(
      (d) =>
        d.direction === 'VENTA' && isKnownDocumentType(d.docType) && (d.otherTaxDetails ?? []).length <= 1,
    )
    .slice(0, 12)
    .map((d, i) => ({
      ...d,
      folio: base + i,
      issueDate: `${MONTH}-${String((i % 28) + 1).padStart(2, '0')}`,
      dueDate: null,
    }));
}

const write = (format: Format, docs: readonly SiiDocument[]): Buffer =>
  format === 'rcv'
    ? writeRcvCsv('VENTA', docs, { businessRut: business.rut })
    : format === 'dte'
      ? writeEnvioDte(docs.map(({ direction: _d, ...rest }) => rest))
      : writeLibroCompraVenta('VENTA', docs, { businessRut: business.rut, period: MONTH });

const send = (bytes: Buffer, mode?: 'valid_rows') => {
  const { payload, contentType } = multipart([{ name: 'archivo', bytes }]);
  return t.inject({
    method: 'POST',
    url: mode ? `${URL}?mode=${mode}` : URL,
    headers: { ...inTenant(owner, t.a.id), 'content-type': contentType },
    payload,
  });
};

/** Σ of the stored documents with folios in [from, from + 100). */
async function stored(from: number) {
  const { rows } = await t.h.db.query<{ count: number; net: number; iva: number; total: number }>(
    `SELECT count(*)::int AS count, COALESCE(sum(net_amount), 0)::bigint AS net,
            COALESCE(sum(iva_amount), 0)::bigint AS iva, COALESCE(sum(total_amount), 0)::bigint AS total
       FROM invoices WHERE business_id = $1 AND folio >= $2 AND folio < $2 + 100`,
    [t.a.id, from],
  );
  return rows[0];
}

const sums = (docs: readonly SiiDocument[]) => ({
  count: docs.length,
  net: docs.reduce((s, d) => s + d.netAmount, 0),
  iva: docs.reduce((s, d) => s + d.ivaAmount, 0),
  total: docs.reduce((s, d) => s + d.totalAmount, 0),
});

/** A refusal: a Spanish message and not a row of the business changed. */
async function refusedCleanly(
  res: Awaited<ReturnType<typeof send>>,
  before: Record<string, string>,
  what: string,
) {
  expect(isSpanish(errorBody(res)?.error), what).toBe(true);
  expect(changedTables(before, await tenantDigest(t.h.db, t.a.id)), what).toEqual([]);
}

describe('importer fuzz', () => {
  it(
    'a valid file imports the same figures whatever the order of its rows and its format',
    async () => {
      const docs = sales(501, 8_100_000);
      const expected = sums(docs);
      await fc.assert(
        fc.asyncProperty(
          fc.shuffledSubarray(docs, { minLength: docs.length }),
          fc.constantFrom(...FORMATS),
          async (order, format) => {
            const res = await send(write(format, order));
            const what = `${format} ${order.map((d) => d.folio).join(',')} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBe(200);
            const r = res.json().import;
            expect(r.new + r.updated + r.unchanged, what).toBe(docs.length);
            expect(await stored(8_100_000), what).toEqual(expected);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'a document repeated anywhere in a file: both places named; nothing written, or with valid_rows the rest',
    async () => {
      let run = 0;
      const arb = fc.record({
        format: fc.constantFrom(...FORMATS),
        from: fc.nat({ max: 11 }),
        to: fc.nat({ max: 12 }),
        // Sales of the same type and folio to another customer are the same document.
        otherCustomer: fc.boolean(),
        mode: fc.constantFrom(undefined, 'valid_rows' as const),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ format, from: at, to: into, otherCustomer, mode }) => {
          // Folios of their own per run, so what a run imports is its own.
          const base = 8_200_000 + 100 * run++;
          const docs = sales(502, base);
          const from = Math.min(at, docs.length - 1);
          const to = Math.min(into, docs.length);
          const copy = otherCustomer
            ? { ...docs[from], receiverRut: '12345678-5', receiverName: 'Otro Cliente' }
            : docs[from];
          const list = [...docs.slice(0, to), copy, ...docs.slice(to)];
          const first = to <= from ? from + 1 : from;
          const bytes = write(format, list);
          const starts = rowLines(format, bytes);
          expect(starts).toHaveLength(list.length);
          const places = [starts[Math.min(first, to)], starts[Math.max(first, to)]];
          const before = await tenantDigest(t.h.db, t.a.id);
          const res = await send(bytes, mode);
          const what = `${format} copy of ${from} at ${to} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          const message = `El documento tipo ${copy.docType} folio ${copy.folio} aparece dos veces: líneas ${places[0]} y ${places[1]}; no se importa ninguna copia`;
          if (mode === undefined) {
            expect(res.statusCode, what).toBe(422);
            expect(res.json().problems, what).toEqual(
              places.map((line) => ({ file: 'archivo', line, field: FOLIO[format], message })),
            );
            await refusedCleanly(res, before, what);
            return;
          }
          expect(res.statusCode, what).toBe(200);
          expect(
            res.json().import.skipped.map((p: { line: number }) => p.line),
            what,
          ).toEqual(places);
          expect(res.json().import.rejected, what).toBe(2);
          expect(await stored(base), what).toEqual(sums(docs.filter((_d, i) => i !== from)));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'truncated and mutated files: never a 5xx, a refusal writes nothing, an import writes what it counts',
    async () => {
      const mutation = fc.oneof(
        fc.record({ op: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
        fc.record({
          op: fc.constant('byte' as const),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
          value: fc.integer({ min: 0, max: 255 }),
        }),
        fc.record({ op: fc.constant('dropLine' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
        fc.record({
          op: fc.constant('cell' as const),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
          value: fc.constantFrom('', '-1', 'abc', '99999999999', '0', '1.5', '31/02/2024', 'K'),
        }),
      );
      const arb = fc.record({
        format: fc.constantFrom(...FORMATS),
        mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
        seed: fc.integer({ min: 0, max: 40 }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ format, mutations, seed }) => {
          let bytes = write(format, sales(600 + seed, 8_300_000 + seed * 100));
          for (const m of mutations) bytes = mutate(bytes, m, format);
          for (const mode of [undefined, 'valid_rows' as const]) {
            const before = await tenantDigest(t.h.db, t.a.id);
            const res = await send(bytes, mode);
            const what = `${format} ${JSON.stringify(mutations)} ${mode ?? 'all'} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            if (res.statusCode >= 400) await refusedCleanly(res, before, what);
            else {
              const r = res.json().import;
              const documents = r.files.reduce((s: number, f: { documents: number }) => s + f.documents, 0);
              expect(r.new + r.updated + r.unchanged, what).toBe(documents);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

type Mutation =
  | { op: 'truncate'; at: number }
  | { op: 'dropLine'; at: number }
  | { op: 'byte'; at: number; value: number }
  | { op: 'cell'; at: number; value: string };

/** One damage to a file: cut it, change a byte, drop a line, or replace a cell's (or a tag's) value. */
function mutate(bytes: Buffer, m: Mutation, format: Format): Buffer {
  const pos = Math.floor(m.at * bytes.length);
  if (m.op === 'truncate') return bytes.subarray(0, pos);
  if (m.op === 'byte') {
    const copy = Buffer.from(bytes);
    if (copy.length > 0) copy[Math.min(pos, copy.length - 1)] = m.value;
    return copy;
  }
  const text = bytes.toString('latin1');
  if (m.op === 'dropLine') {
    const lines = text.split('\n');
    lines.splice(Math.floor(m.at * lines.length), 1);
    return Buffer.from(lines.join('\n'), 'latin1');
  }
  // A cell of the CSV, or the text of an XML element.
  const cells = format === 'rcv' ? [...text.matchAll(/;([^;\n]*)(?=;)/g)] : [...text.matchAll(/>([^<>]+)</g)];
  if (cells.length === 0) return bytes;
  const hit = cells[Math.floor(m.at * cells.length) % cells.length];
  const start = (hit.index ?? 0) + 1;
  return Buffer.from(text.slice(0, start) + m.value + text.slice(start + hit[1].length), 'latin1');
}
