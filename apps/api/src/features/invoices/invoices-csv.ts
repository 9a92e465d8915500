// format=csv of the invoice list: every row matching the filters, in the list's order, streamed.
// Keyset batches ((sort key, id) after the last row sent) walk the sort's index, so each batch costs
// the same however deep it is; the stream asks for the next batch only when the client has taken
// the previous one (Readable.from pulls the generator), so memory stays flat for any row count.
import { Readable } from 'node:stream';
import { INVOICE_CSV_HEADERS } from '@portal/contracts';
import type { DbKind, Queryable } from '@portal/db';
import { formatRut } from '@portal/domain';
import { CSV_BOM, CSV_EOL, csvCell, csvLine } from '../../lib/csv';
import { docTypeName } from './invoice-mappers';
import { type ListFilter, Params, type Sort, orderSql, whereSql } from './list-filters';
import { openAmountSql, openSql, overdueSql } from './open-documents.service';

/**
 * Rows per batch, after a first small one that starts the download at once. Measured (200,000 rows,
 * 2 vCPUs, quiet): 2,000 → ~340k rows/s, 5,000 → ~365k, 10,000 → ~350k.
 */
export const CSV_BATCH_SIZE = 5000;
const FIRST_BATCH_SIZE = 500;
const BOM = CSV_BOM;
const EOL = CSV_EOL;
/** Between the parts of a row when the database joins them (US: stripped from text cells). */
const SEP = '\x1f';

/**
 * The parts of a row as the database sends them: what needs the portal's own formatting (document
 * type name, RUT with dots, text cells) apart; the rest already joined with ';' (folio and dates
 * 'folio;DD/MM/YYYY;DD/MM/YYYY', amounts and paid 'net;exempt;iva;total;Sí'). Decoding fields is
 * most of what an export costs this process. PostgreSQL sends the parts as columns; PGlite joins
 * them into one (its decoding costs ~1 µs a field: 200,000 rows, 64,000 → 76,000–112,000 rows/s), which
 * on PostgreSQL costs more in the database than it saves here (docs/benchmarks.md).
 */
function rowSql(f: ListFilter, sort: Sort, joined: boolean, p: Params): string {
  // Joined, text may not hold the separator (the formatter strips it on both databases alike).
  const text = (v: string) => (joined ? `translate(${v}, E'${SEP}', '')` : v);
  const key =
    joined && sort.column === 'issue_date' ? `to_char(i.issue_date, 'YYYY-MM-DD')` : `i.${sort.column}`;
  const parts = [
    'i.id',
    key,
    'i.doc_type',
    `i.folio || ';' || to_char(i.issue_date, 'DD/MM/YYYY') || ';' || coalesce(to_char(i.internal_due_date, 'DD/MM/YYYY'), '')`,
    'i.counterpart_rut',
    text('i.counterpart_name'),
    // Signed as they count (a credit note's amounts negative), so the column sums to the list's figures.
    `${signed('i.net_amount')} || ';' || ${signed('i.exempt_amount')} || ';' || ${signed('i.iva_amount')} || ';' || i.signed_total || ';' || CASE WHEN i.payed THEN 'Sí' ELSE 'No' END`,
    f.direction === 'VENTA' ? saleStateSql(f, p) : `coalesce(${text('i.estado')}, '')`,
  ];
  return joined ? `${parts.join(` || E'${SEP}' || `)} AS l` : parts.map((p, n) => `${p} AS p${n}`).join(', ');
}

const signed = (col: string) => `(CASE WHEN i.signed_total < 0 THEN -${col} ELSE ${col} END)`;

/**
 * "Estado" of a sale: where its collection stands, by the rule every figure uses (open-documents.service.ts):
 * paid, overdue, to be due, paid at issue (boletas), not a sale (guides), nothing owed (a credit
 * note, or an invoice its notes cancel), or before the business's "gestión de cobranza desde".
 */
function saleStateSql(f: ListFilter, p: Params): string {
  return `CASE WHEN i.payed THEN 'Pagada'
    WHEN NOT i.in_register THEN 'No es venta'
    WHEN NOT i.collectible THEN 'Pagada al emitirse'
    WHEN ${overdueSql(p, f.businessId, f.today)} THEN 'Vencida'
    WHEN ${openSql(p, f.businessId)} THEN 'Por vencer'
    WHEN i.signed_total < 0 OR ${openAmountSql()} <= 0 THEN 'Sin saldo'
    ELSE 'Antes de gestión de cobranza' END`;
}

/** A row's parts, in rowSql's order. */
type Parts = string[];
const partsOf = (joined: boolean) =>
  joined
    ? (r: Record<string, unknown>): Parts => (r.l as string).split(SEP)
    : (r: Record<string, unknown>): Parts => [
        String(r.p0),
        String(r.p1),
        String(r.p2),
        r.p3 as string,
        r.p4 as string,
        r.p5 as string,
        r.p6 as string,
        r.p7 as string,
      ];

const KEY_CAST: Record<Sort['column'], string> = {
  issue_date: 'date',
  signed_total: 'bigint',
  folio: 'bigint',
  payed: 'boolean',
};

/** A text cell, by the one rule of every export (lib/csv.ts). */
export const csvText = csvCell;

/** A tiny memo for values that repeat across rows (a business has far fewer counterparts than documents). */
function memo(fn: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size > 50_000) cache.clear();
      value = fn(key);
      cache.set(key, value);
    }
    return value;
  };
}

type After = { key: string; id: number };

/** Text cells never carry the separator, whichever database sent them (it has no place in a sheet). */
const withoutSep = (v: string): string => (v.includes(SEP) ? v.replaceAll(SEP, '') : v);

/** The keyset position after a batch: its last row's id and sort key. */
const lastOf = (rows: Parts[]): After => ({
  id: Number(rows[rows.length - 1][0]),
  key: rows[rows.length - 1][1],
});

/** One export's formatter of a batch: memoised RUTs, names and document types. */
function batchFormat(): (rows: Parts[]) => string {
  const rut = memo(formatRut);
  const name = memo((v) => csvText(withoutSep(v)));
  const type = memo((code) => csvText(docTypeName(Number(code))));
  return (rows) => {
    let text = '';
    for (const [, , docType, dates, counterpartRut, counterpartName, amounts, estado] of rows) {
      text += `${type(docType)};${dates};${rut(counterpartRut)};${name(counterpartName)};${amounts};${estado ? csvText(withoutSep(estado)) : ''}${EOL}`;
    }
    return text;
  };
}

type Source = Queryable & { kind?: DbKind };

function readBatch(
  db: Source,
  f: ListFilter,
  sort: Sort,
  size: number,
  after: After | null,
): Promise<Parts[]> {
  const joined = db.kind === 'pglite';
  const p = new Params();
  let where = whereSql(f, p);
  if (after) {
    const cast = KEY_CAST[sort.column];
    where += ` AND (i.${sort.column}, i.id) ${sort.desc ? '<' : '>'} (${p.add(after.key)}::${cast}, ${p.add(after.id)}::bigint)`;
  }
  return db
    .query<Record<string, unknown>>(
      `SELECT ${rowSql(f, sort, joined, p)} FROM invoices i WHERE ${where} ORDER BY ${orderSql(sort)} LIMIT ${p.add(size)}`,
      p.values,
    )
    .then((r) => r.rows.map(partsOf(joined)));
}

/**
 * The next batch, read while the current one is formatted and sent. A database in another process
 * (PostgreSQL) starts on it at once and works beside this one. One in this thread (PGlite) would
 * hold the thread from the call: it starts after this turn's I/O, so the current chunk reaches
 * the socket first. A client that hangs up leaves the batch unawaited: its failure must not go
 * unhandled.
 */
function nextBatch(
  db: Source,
  f: ListFilter,
  sort: Sort,
  size: number,
  after: After | null,
): Promise<Parts[]> {
  const rows =
    db.kind === 'pglite'
      ? new Promise<void>((resolve) => setImmediate(resolve)).then(() => readBatch(db, f, sort, size, after))
      : readBatch(db, f, sort, size, after);
  rows.catch(() => {});
  return rows;
}

async function* csvChunks(db: Source, f: ListFilter, sort: Sort, batchSize: number): AsyncGenerator<string> {
  yield BOM + csvLine(INVOICE_CSV_HEADERS) + EOL;
  const format = batchFormat();
  let size = Math.min(FIRST_BATCH_SIZE, batchSize);
  let pending: Promise<Parts[]> | null = nextBatch(db, f, sort, size, null);
  while (pending) {
    const rows: Parts[] = await pending;
    const full = rows.length === size;
    size = Math.min(size * 2, batchSize);
    pending = full ? nextBatch(db, f, sort, size, lastOf(rows)) : null;
    if (rows.length > 0) yield format(rows);
  }
}

/** The CSV as a byte stream (UTF-8 with BOM, ';'-separated, CRLF). */
export function invoicesCsv(db: Source, f: ListFilter, sort: Sort, batchSize = CSV_BATCH_SIZE): Readable {
  return Readable.from(csvChunks(db, f, sort, batchSize), { objectMode: false });
}
