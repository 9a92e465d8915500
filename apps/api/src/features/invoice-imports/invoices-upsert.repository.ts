import type { Queryable } from '@portal/db';
import { CREDIT_NOTE_CODES, DEFAULT_PAYMENT_DAYS, collectionsSinceAt, todayInChile } from '@portal/domain';
import { type ColumnBatch, KEY_COLUMNS, columnBatches } from './invoice-columns';
import type { InvoiceRow } from './invoice-rows';

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };
export type UpsertOptions = {
  importId: number | null;
  /** The business's "gestión de cobranza desde" when it has none yet; default collectionsSinceAt(today). */
  collectionsSince?: string;
  /** Collects what the written batches touched for settleDeferredWork: counterparts and search keys. */
  touched?: Touched;
};
export { UPSERT_BATCH_SIZE } from './invoice-columns';

// One statement per batch: the rows travel as one array per column and are unnested in SQL.
// A document already stored (invoices_document_key) is updated only when its SII content hash
// differs from the one its source (rcv, dte, seed) told last time, and then only its SII fields: the user's own (payed, estado/accuse_type once set,
// internal_due_date once the user changed it, invoicing_account_id, conciliation, comments) stay.
// `xmax = 0` tells an inserted row from an updated one; unchanged rows are not returned; the
// statement answers the two counts, not a row per document.
const UPSERT_SQL = /* sql */ `
WITH written AS (
INSERT INTO invoices AS i (
  business_id, direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut, receiver_name,
  counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date, internal_due_date,
  net_amount, exempt_amount, iva_amount, other_taxes, total_amount, signed_total,
  payed, payed_at, estado, accuse_type, acknowledged_at,
  items, doc_references, other_tax_details, source, content_hash, source_hashes, last_import_id, search_text,
  in_register, collectible, purchase_register, iva_recoverable, iva_non_recoverable, iva_non_recoverable_details,
  iva_shared_use, iva_retained_total, iva_retained_partial)
SELECT $1::bigint, u.direction, u.doc_type, u.folio, u.issuer_rut, u.issuer_name, u.receiver_rut, u.receiver_name,
  u.counterpart_rut, u.counterpart_name, u.issue_date, u.reception_date, u.period, u.sii_due_date,
  -- Documents paid at issue (boletas) and guides have no due date (domain's tax table). A new
  -- document without the SII's due date falls due the counterpart's days_to_pay after its issue
  -- (the client's or provider's term set in Mis clientes / Mis proveedores), else the law's 30.
  -- A look-up by the counterparts' key per row: as a join, stale statistics right after a bulk
  -- insert let the planner scan every counterpart for every row (an import at half its speed).
  CASE WHEN u.collectible THEN COALESCE(u.sii_due_date, u.issue_date + COALESCE(
    (SELECT cp.days_to_pay FROM counterparts cp WHERE cp.business_id = $1::bigint
        AND cp.kind = CASE u.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AND cp.rut = u.counterpart_rut),
    ${DEFAULT_PAYMENT_DAYS})) END,
  u.net_amount, u.exempt_amount, u.iva_amount, u.other_taxes, u.total_amount, u.signed_total,
  COALESCE(u.payed, false), u.payed_at, u.estado, u.accuse_type, u.acknowledged_at::timestamptz,
  u.items::jsonb, u.doc_references::jsonb, u.other_tax_details::jsonb, u.source, u.content_hash,
  jsonb_build_object(u.source, u.content_hash), $2::bigint, u.search_text,
  u.in_register, u.collectible, u.purchase_register, u.iva_recoverable, u.iva_non_recoverable,
  u.iva_non_recoverable_details::jsonb, u.iva_shared_use, u.iva_retained_total, u.iva_retained_partial
FROM unnest(
  $3::text[], $4::int[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
  $10::text[], $11::text[], $12::date[], $13::date[], $14::int[], $15::date[],
  $16::bigint[], $17::bigint[], $18::bigint[], $19::bigint[], $20::bigint[], $21::bigint[],
  $22::boolean[], $23::timestamptz[], $24::text[], $25::text[], $26::date[],
  $27::text[], $28::text[], $29::text[], $30::text[], $31::text[], $32::text[],
  $33::boolean[], $34::boolean[], $35::text[], $36::bigint[], $37::bigint[], $38::text[],
  $39::bigint[], $40::bigint[], $41::bigint[]
) WITH ORDINALITY AS u(direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut, receiver_name,
  counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date,
  net_amount, exempt_amount, iva_amount, other_taxes, total_amount, signed_total,
  payed, payed_at, estado, accuse_type, acknowledged_at,
  items, doc_references, other_tax_details, source, content_hash, search_text,
  in_register, collectible, purchase_register, iva_recoverable, iva_non_recoverable, iva_non_recoverable_details,
  iva_shared_use, iva_retained_total, iva_retained_partial, k)
WHERE u.k <> ALL($42::int[])
-- Ids in the file's order, whatever join the planner picks for the counterparts' terms.
ORDER BY u.k
ON CONFLICT ON CONSTRAINT invoices_document_key DO UPDATE SET
  issuer_name = EXCLUDED.issuer_name,
  receiver_rut = EXCLUDED.receiver_rut,
  receiver_name = EXCLUDED.receiver_name,
  counterpart_rut = EXCLUDED.counterpart_rut,
  counterpart_name = EXCLUDED.counterpart_name,
  issue_date = EXCLUDED.issue_date,
  period = EXCLUDED.period,
  -- An RCV has no due date and a DTE no reception date: keep what another source told.
  reception_date = COALESCE(EXCLUDED.reception_date, i.reception_date),
  sii_due_date = COALESCE(EXCLUDED.sii_due_date, i.sii_due_date),
  internal_due_date = CASE
    WHEN NOT EXCLUDED.collectible THEN NULL
    WHEN EXISTS (SELECT 1 FROM invoice_due_date_changes c WHERE c.invoice_id = i.id) THEN i.internal_due_date
    ELSE COALESCE(EXCLUDED.sii_due_date, i.sii_due_date, EXCLUDED.issue_date + ${DEFAULT_PAYMENT_DAYS}) END,
  in_register = EXCLUDED.in_register,
  collectible = EXCLUDED.collectible,
  -- A DTE does not say which RCV tab a purchase is in, nor split its IVA: keep what an RCV told.
  purchase_register = COALESCE(EXCLUDED.purchase_register, i.purchase_register),
  iva_recoverable = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv' THEN i.iva_recoverable
    ELSE EXCLUDED.iva_recoverable END,
  iva_non_recoverable = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv' THEN i.iva_non_recoverable
    ELSE EXCLUDED.iva_non_recoverable END,
  iva_non_recoverable_details = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv'
    THEN i.iva_non_recoverable_details ELSE EXCLUDED.iva_non_recoverable_details END,
  iva_shared_use = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv' THEN i.iva_shared_use
    ELSE EXCLUDED.iva_shared_use END,
  iva_retained_total = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv' THEN i.iva_retained_total
    ELSE EXCLUDED.iva_retained_total END,
  iva_retained_partial = CASE WHEN EXCLUDED.source = 'dte' AND i.source_hashes ? 'rcv' THEN i.iva_retained_partial
    ELSE EXCLUDED.iva_retained_partial END,
  -- Its references may have changed: linkCreditNotes finds the referenced invoice again.
  referenced_invoice_id = NULL,
  net_amount = EXCLUDED.net_amount,
  exempt_amount = EXCLUDED.exempt_amount,
  iva_amount = EXCLUDED.iva_amount,
  other_taxes = EXCLUDED.other_taxes,
  total_amount = EXCLUDED.total_amount,
  signed_total = EXCLUDED.signed_total,
  -- The acknowledgment an RCV states fills an empty one; never replaces the user's (or an earlier) one.
  estado = COALESCE(i.estado, EXCLUDED.estado),
  accuse_type = COALESCE(i.accuse_type, EXCLUDED.accuse_type),
  acknowledged_at = COALESCE(i.acknowledged_at, EXCLUDED.acknowledged_at),
  -- An RCV carries no items and only type/folio of references: keep the DTE's richer ones.
  items = CASE WHEN EXCLUDED.source = 'rcv' AND i.items <> '[]'::jsonb THEN i.items ELSE EXCLUDED.items END,
  doc_references = CASE WHEN EXCLUDED.source = 'rcv' AND i.source = 'dte' THEN i.doc_references
    ELSE EXCLUDED.doc_references END,
  other_tax_details = EXCLUDED.other_tax_details,
  source = CASE WHEN EXCLUDED.source = 'rcv' AND i.source = 'dte' THEN i.source ELSE EXCLUDED.source END,
  content_hash = EXCLUDED.content_hash,
  source_hashes = i.source_hashes || EXCLUDED.source_hashes,
  last_import_id = EXCLUDED.last_import_id,
  search_text = EXCLUDED.search_text,
  updated_at = now()
WHERE (i.source_hashes ->> EXCLUDED.source) IS DISTINCT FROM EXCLUDED.content_hash
RETURNING (i.xmax = 0) AS inserted)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM written`;

// Positions (1-based) of the batch's documents already stored with the same hash from the same
// source: they are left out of the upsert, which would otherwise lock each of them for nothing.
const UNCHANGED_SQL = `
SELECT u.k::int AS k
  FROM unnest($2::text[], $3::int[], $4::text[], $5::bigint[], $6::text[], $7::text[])
       WITH ORDINALITY AS u(direction, doc_type, issuer_rut, folio, source, content_hash, k)
  JOIN invoices i ON i.business_id = $1 AND i.direction = u.direction AND i.doc_type = u.doc_type
                 AND i.issuer_rut = u.issuer_rut AND i.folio = u.folio
 WHERE i.source_hashes ->> u.source = u.content_hash`;

const probeParams = (businessId: number, c: readonly string[]): unknown[] => [
  businessId,
  c[KEY_COLUMNS.direction],
  c[KEY_COLUMNS.docType],
  c[KEY_COLUMNS.issuerRut],
  c[KEY_COLUMNS.folio],
  c[KEY_COLUMNS.source],
  c[KEY_COLUMNS.contentHash],
];

/** Gives other work on this thread (other tenants' requests) a turn between two statements. */
const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Inserts new documents and updates changed ones of one business, set-based, one statement per
 * batch, yielding between statements. The one writer of SII documents: the importer (uploads,
 * command line, SII inbox) and the data generator both go through it. Documents must be unique
 * by (direction, doc_type, issuer_rut, folio); run it inside the caller's transaction to make a
 * whole import all-or-nothing. A batch may come from an iterator that builds it while the
 * database writes the previous one.
 */
export async function upsertColumnBatches(
  tx: Queryable,
  businessId: number,
  batches: Iterable<ColumnBatch> | AsyncIterable<ColumnBatch>,
  opts: UpsertOptions,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // Look for unchanged documents while there are some: a first import skips the look-up after
  // its first batch; a re-import skips the upsert of what did not change.
  let probe = true;
  const it: Iterator<ColumnBatch> | AsyncIterator<ColumnBatch> =
    Symbol.asyncIterator in batches ? batches[Symbol.asyncIterator]() : batches[Symbol.iterator]();
  let next = it.next();
  for (let step = await next; !step.done; step = await next) {
    const batch = step.value;
    const same: number[] = probe
      ? (await tx.query<{ k: number }>(UNCHANGED_SQL, probeParams(businessId, batch.columns))).rows.map(
          (r) => r.k,
        )
      : [];
    if (same.length === batch.count) {
      counts.unchanged += batch.count;
      next = it.next();
      await yieldTurn();
      continue;
    }
    const written = tx.query<{ inserted: number; written: number }>(UPSERT_SQL, [
      businessId,
      opts.importId,
      ...batch.columns,
      `{${same.join(',')}}`,
    ]);
    // A failed write must not go unhandled while the next batch is being built.
    written.catch(() => {});
    next = it.next();
    const { rows: out } = await written;
    const { inserted, written: n } = out[0];
    if (opts.touched) {
      for (const c of batch.counterparts) opts.touched.counterparts.add(c);
      for (const k of batch.searchKeys) opts.touched.searchKeys.add(k);
    }
    counts.inserted += inserted;
    counts.updated += n - inserted;
    counts.unchanged += batch.count - n;
    probe = n < batch.count;
    await yieldTurn();
  }
  if (counts.inserted + counts.updated > 0) await linkCreditNotes(tx, businessId);
  // The business's "gestión de cobranza desde" is set once, by its first import.
  await tx.query('UPDATE businesses SET collections_since = $2 WHERE id = $1 AND collections_since IS NULL', [
    businessId,
    opts.collectionsSince ?? collectionsSinceAt(todayInChile()),
  ]);
  return counts;
}

// A credit note's referenced invoice: the business's document of the same direction and issuer
// whose type and folio a reference names (the first one that matches). Notes still without one are
// looked at again after every import, so the invoice may arrive before or after its note.
// The notes come from invoices_unlinked_notes_idx (its predicate is repeated here so the planner can
// use it) and each reference is looked up by the document key. Right after a bulk insert the
// statistics say the table is nearly empty and the planner would scan it instead, once per note:
// linkCreditNotes turns sequential scans off for this statement.
const LINK_NOTES_SQL = `
WITH refs AS MATERIALIZED (
  SELECT c.id AS note_id, c.direction, c.issuer_rut,
         CASE WHEN btrim(e ->> 'doc_type') ~ '^[0-9]{1,4}$' THEN btrim(e ->> 'doc_type')::int END AS doc_type,
         CASE WHEN btrim(e ->> 'folio') ~ '^[0-9]{1,18}$' THEN btrim(e ->> 'folio')::bigint END AS folio
    FROM invoices c CROSS JOIN LATERAL jsonb_array_elements(c.doc_references) e
   WHERE c.business_id = $1 AND c.referenced_invoice_id IS NULL AND c.signed_total < 0
     AND c.doc_references <> '[]'::jsonb AND c.doc_type = ANY($2::int[]))
SELECT coalesce(array_agg(m.note_id), '{}') AS notes, coalesce(array_agg(m.invoice_id), '{}') AS invoices FROM (
  SELECT refs.note_id, min(r.id) AS invoice_id
    FROM refs JOIN invoices r ON r.business_id = $1 AND r.direction = refs.direction
     AND r.issuer_rut = refs.issuer_rut AND r.doc_type = refs.doc_type AND r.folio = refs.folio
     AND r.id <> refs.note_id
   GROUP BY refs.note_id) m`;

const SET_LINKS_SQL = `
UPDATE invoices n SET referenced_invoice_id = u.invoice_id
  FROM unnest($2::bigint[], $3::bigint[]) AS u(note_id, invoice_id)
 WHERE n.id = u.note_id AND n.business_id = $1`;

// Each invoice's credited_amount: Σ of the totals of the notes that reference it (0 when none).
// Read first, from the two partial indexes (invoices_referenced_idx, invoices_credited_idx: the few
// rows with a note), then set by primary key: one UPDATE joined to the business's documents took
// 0.5–0.8 s on PGlite after a 10,000-row import, a pause for every tenant on that thread.
const CREDITED_CHANGES_SQL = `
WITH c AS (
  SELECT referenced_invoice_id AS id, sum(total_amount)::bigint AS credited FROM invoices
   WHERE business_id = $1 AND referenced_invoice_id IS NOT NULL GROUP BY 1),
cur AS (SELECT id, credited_amount FROM invoices WHERE business_id = $1 AND credited_amount <> 0)
SELECT coalesce(array_agg(coalesce(c.id, cur.id)), '{}') AS ids,
       coalesce(array_agg(coalesce(c.credited, 0)), '{}') AS amounts
  FROM c FULL JOIN cur ON cur.id = c.id
 WHERE coalesce(c.credited, 0) <> coalesce(cur.credited_amount, 0)`;

const SET_CREDITED_SQL = `
UPDATE invoices r SET credited_amount = u.credited
  FROM unnest($2::bigint[], $3::bigint[]) AS u(id, credited)
 WHERE r.id = u.id AND r.business_id = $1`;

/** Links the business's credit notes to the invoices they reference and updates what each invoice owes. */
export async function linkCreditNotes(tx: Queryable, businessId: number): Promise<void> {
  await tx.query('SET LOCAL enable_seqscan = off');
  const { rows } = await tx.query<{ notes: number[]; invoices: number[] }>(LINK_NOTES_SQL, [
    businessId,
    CREDIT_NOTE_CODES,
  ]);
  await tx.query('SET LOCAL enable_seqscan = on');
  // Short statements with a turn for other work between them, as the upsert's batches.
  for (let i = 0; i < rows[0].notes.length; i += LINK_BATCH) {
    await yieldTurn();
    await tx.query(SET_LINKS_SQL, [
      businessId,
      rows[0].notes.slice(i, i + LINK_BATCH),
      rows[0].invoices.slice(i, i + LINK_BATCH),
    ]);
  }
  await yieldTurn();
  const { rows: changes } = await tx.query<{ ids: number[]; amounts: number[] }>(CREDITED_CHANGES_SQL, [
    businessId,
  ]);
  for (let i = 0; i < changes[0].ids.length; i += LINK_BATCH) {
    await yieldTurn();
    await tx.query(SET_CREDITED_SQL, [
      businessId,
      changes[0].ids.slice(i, i + LINK_BATCH),
      changes[0].amounts.slice(i, i + LINK_BATCH),
    ]);
  }
}

/** What an import's written batches touched, `direction|value` once each. */
export type Touched = { counterparts: Set<string>; searchKeys: Set<string> };
export const nothingTouched = (): Touched => ({ counterparts: new Set(), searchKeys: new Set() });

const split = (keys: ReadonlySet<string>): [string[], string[]] => {
  const pairs = [...keys].map((k) => [k.slice(0, k.indexOf('|')), k.slice(k.indexOf('|') + 1)]);
  return [pairs.map(([d]) => d), pairs.map(([, v]) => v)];
};

/**
 * The work an import leaves to its end (migration 0042): while it writes, its statements only mark
 * the counterparts an update or a delete moved and add no search keys; settleDeferredWork then
 * recomputes the figures of every counterpart touched and adds the distinct search keys, once. Both
 * run in the import's transaction, so a failed import leaves neither marks, figures nor keys.
 */
export async function deferImportWork(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('portal.import_deferred', 'on', true)");
}

export async function settleDeferredWork(tx: Queryable, businessId: number, touched: Touched): Promise<void> {
  await tx.query("SELECT set_config('portal.import_deferred', 'off', true)");
  // Short statements with a turn between them, as the upsert's batches: on PGlite one statement
  // over a whole import's counterparts held every other tenant for a third of a second.
  const [directions, ruts] = split(touched.counterparts);
  // The first statement also takes the marks; an import that touched none still clears them.
  for (let i = 0; i === 0 || i < ruts.length; i += SETTLE_BATCH) {
    await yieldTurn();
    await tx.query('SELECT counterparts_recompute($1, $2::text[], $3::text[])', [
      businessId,
      directions.slice(i, i + SETTLE_BATCH),
      ruts.slice(i, i + SETTLE_BATCH),
    ]);
  }
  const [keyDirections, keys] = split(touched.searchKeys);
  for (let i = 0; i < keys.length; i += SETTLE_BATCH * 4) {
    await yieldTurn();
    await tx.query(
      `INSERT INTO invoice_search_keys (business_id, direction, search_key)
       SELECT $1, d, k FROM unnest($2::text[], $3::text[]) AS u(d, k) ORDER BY 2, 3
       ON CONFLICT DO NOTHING`,
      [businessId, keyDirections.slice(i, i + SETTLE_BATCH * 4), keys.slice(i, i + SETTLE_BATCH * 4)],
    );
  }
  await analyzeCounterpartsIfGrown(tx, ruts.length);
}

/**
 * Autovacuum's rule for analyzing a table (50 changed rows plus 10 % of it), applied by the import
 * to counterparts: PGlite has no autovacuum, and a server's may not have looked yet. Without
 * statistics every index of counterparts that starts with (business_id, kind) costs the same as
 * its key to the planner, which then answers the key look-up of every imported row (its payment
 * term, the counterparts' triggers) by reading all of the business's clients or providers (the
 * large bench build, ~20,000 counterparts, wrote ~280 rows/s). In the import's transaction, so a
 * refused import leaves the statistics as they were.
 */
async function analyzeCounterpartsIfGrown(tx: Queryable, touched: number): Promise<void> {
  if (touched < ANALYZE_THRESHOLD) return;
  const { rows } = await tx.query<{ n: number }>(
    "SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'counterparts'::regclass",
  );
  const known = rows[0]?.n ?? -1;
  if (known < 0 || touched > ANALYZE_THRESHOLD + ANALYZE_SCALE * known)
    await tx.query('ANALYZE counterparts');
}

const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** Counterparts recomputed by one statement (~10 documents each in a generated book). */
const SETTLE_BATCH = 250;

/** Rows a link statement sets at most (~15 ms on PGlite). */
const LINK_BATCH = 250;

/** upsertInvoices for rows in memory (the data generator, the SII inbox, tests). */
export function upsertInvoices(
  tx: Queryable,
  businessId: number,
  rows: readonly InvoiceRow[],
  opts: UpsertOptions & { batchSize?: number },
): Promise<UpsertCounts> {
  return upsertColumnBatches(tx, businessId, columnBatches(rows, opts.batchSize), opts);
}
