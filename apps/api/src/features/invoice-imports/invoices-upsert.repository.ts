import type { Queryable } from '@portal/db';
import { CREDIT_NOTE_CODES, DEFAULT_PAYMENT_DAYS, formatRut } from '@portal/domain';
import { type ColumnBatch, KEY_COLUMNS, columnBatches } from './invoice-columns';
import type { InvoiceRow, InvoiceSource } from './invoice-rows';
import { outranking, SOURCE_NAMES, SOURCE_ORDER, storedWinsSql } from './source-precedence';

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };
export type UpsertOptions = {
  importId: number | null;
  /**
   * The business's "gestión de cobranza desde" when it has none yet (the demo's seed); without it an
   * import leaves the business managing every unpaid document (domain receivables.ts).
   */
  collectionsSince?: string;
  /** Collects what the written batches touched for settleDeferredWork: counterparts and search keys. */
  touched?: Touched;
  /** Collects a note per document another source told with other figures (which one stays). */
  conflicts?: string[];
};

/** A batch's source: every row of a file comes from one. */
const sourceOf = (batch: ColumnBatch): InvoiceSource => {
  const m = /^\{"?([a-z]+)/.exec(batch.columns[KEY_COLUMNS.source]);
  return (m?.[1] ?? 'rcv') as InvoiceSource;
};
export { UPSERT_BATCH_SIZE } from './invoice-columns';

// One statement per batch: the rows travel as one array per column and are unnested in SQL.
// A document already stored (invoices_document_key) is updated only when its SII content hash
// differs from the one its source (rcv, dte, seed) told last time, and then only its SII fields: the user's own (payed, estado/accuse_type once set,
// internal_due_date once the user changed it, invoicing_account_id, conciliation, comments) stay.
// `xmax = 0` tells an inserted row from an updated one; unchanged rows are not returned; the
// statement answers the two counts, not a row per document.
/** True when a source richer than the incoming one already told the document (its fields stay). */
const DOCUMENT_KEPT = storedWinsSql('document', 'EXCLUDED.source');
const keep = (column: string): string =>
  `${column} = CASE WHEN ${DOCUMENT_KEPT} THEN i.${column} ELSE EXCLUDED.${column} END`;

/** What a source says of the IVA split, as one jsonb entry of source_splits (`row`: u or EXCLUDED). */
const SPLIT_OF = (row: string): string =>
  `jsonb_build_object('iva', ${row}.iva_amount, 'rec', ${row}.iva_recoverable, 'nonrec', ${row}.iva_non_recoverable,
    'details', ${row}.iva_non_recoverable_details${row === 'u' ? '::jsonb' : ''}, 'shared', ${row}.iva_shared_use,
    'ret_total', ${row}.iva_retained_total, 'ret_partial', ${row}.iva_retained_partial, 'reg', ${row}.purchase_register)`;

/** [column, its key in a source_splits entry, the cast of its value]. */
const SPLIT_COLUMNS: readonly [string, string, 'text' | 'bigint' | 'jsonb'][] = [
  ['purchase_register', 'reg', 'text'],
  ['iva_recoverable', 'rec', 'bigint'],
  ['iva_non_recoverable', 'nonrec', 'bigint'],
  ['iva_non_recoverable_details', 'details', 'jsonb'],
  ['iva_shared_use', 'shared', 'bigint'],
  ['iva_retained_total', 'ret_total', 'bigint'],
  ['iva_retained_partial', 'ret_partial', 'bigint'],
];

const MERGED_SPLITS = `(i.source_splits || EXCLUDED.source_splits)`;
/** The document's IVA as the update leaves it (the document's fields' precedence). */
const FINAL_IVA = `(CASE WHEN ${DOCUMENT_KEPT} THEN i.iva_amount ELSE EXCLUDED.iva_amount END)`;
const REGISTER_ORDER = `ARRAY[${SOURCE_ORDER.register.map((s) => `'${s}'`).join(', ')}]`;

/**
 * The value `key` of the split chosen: the first source in the register's order whose IVA is the
 * document's; the stored value when none is (a document stored before source_splits existed).
 */
const chosenSplit = (column: string, key: string, cast: string): string => {
  const raw = `(e.value -> '${key}')`;
  const typed = cast === 'jsonb' ? raw : cast === 'text' ? `${raw} #>> '{}'` : `(${raw} #>> '{}')::bigint`;
  return `SELECT c.v FROM (
      SELECT ${typed} AS v, o.n FROM jsonb_each(${MERGED_SPLITS}) e
        JOIN unnest(${REGISTER_ORDER}::text[]) WITH ORDINALITY o(s, n) ON o.s = e.key
       WHERE (e.value ->> 'iva')::bigint = ${FINAL_IVA}
      UNION ALL SELECT i.${column}, 1000) c ORDER BY c.n LIMIT 1`;
};

const UPSERT_SQL = /* sql */ `
WITH written AS (
INSERT INTO invoices AS i (
  business_id, direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut, receiver_name,
  counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date, internal_due_date,
  net_amount, exempt_amount, iva_amount, other_taxes, total_amount, signed_total,
  payed, payed_at, estado, accuse_type, acknowledged_at,
  items, doc_references, other_tax_details, source, content_hash, source_hashes, last_import_id, search_text,
  in_register, collectible, purchase_register, iva_recoverable, iva_non_recoverable, iva_non_recoverable_details,
  iva_shared_use, iva_retained_total, iva_retained_partial, source_splits, rcv_fixed_asset)
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
  u.iva_non_recoverable_details::jsonb, u.iva_shared_use, u.iva_retained_total, u.iva_retained_partial,
  jsonb_build_object(u.source, ${SPLIT_OF('u')}), u.rcv_fixed_asset
FROM unnest(
  $3::text[], $4::int[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
  $10::text[], $11::text[], $12::date[], $13::date[], $14::int[], $15::date[],
  $16::bigint[], $17::bigint[], $18::bigint[], $19::bigint[], $20::bigint[], $21::bigint[],
  $22::boolean[], $23::timestamptz[], $24::text[], $25::text[], $26::date[],
  $27::text[], $28::text[], $29::text[], $30::text[], $31::text[], $32::text[],
  $33::boolean[], $34::boolean[], $35::text[], $36::bigint[], $37::bigint[], $38::text[],
  $39::bigint[], $40::bigint[], $41::bigint[], $42::boolean[]
) WITH ORDINALITY AS u(direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut, receiver_name,
  counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date,
  net_amount, exempt_amount, iva_amount, other_taxes, total_amount, signed_total,
  payed, payed_at, estado, accuse_type, acknowledged_at,
  items, doc_references, other_tax_details, source, content_hash, search_text,
  in_register, collectible, purchase_register, iva_recoverable, iva_non_recoverable, iva_non_recoverable_details,
  iva_shared_use, iva_retained_total, iva_retained_partial, rcv_fixed_asset, k)
WHERE u.k <> ALL($43::int[])
-- Ids in the file's order, whatever join the planner picks for the counterparts' terms.
ORDER BY u.k
ON CONFLICT ON CONSTRAINT invoices_document_key DO UPDATE SET
  -- Each field from the richest source that told the document (source-precedence.ts), so the
  -- result does not depend on the order the files arrive in.
  ${keep('issuer_name')},
  ${keep('receiver_rut')},
  ${keep('receiver_name')},
  ${keep('counterpart_rut')},
  ${keep('counterpart_name')},
  ${keep('issue_date')},
  ${keep('period')},
  -- An RCV has no due date and a DTE no reception date: keep what another source told.
  reception_date = COALESCE(EXCLUDED.reception_date, i.reception_date),
  sii_due_date = COALESCE(EXCLUDED.sii_due_date, i.sii_due_date),
  internal_due_date = CASE
    WHEN NOT EXCLUDED.collectible THEN NULL
    WHEN EXISTS (SELECT 1 FROM invoice_due_date_changes c WHERE c.invoice_id = i.id) THEN i.internal_due_date
    ELSE COALESCE(EXCLUDED.sii_due_date, i.sii_due_date,
      CASE WHEN ${DOCUMENT_KEPT} THEN i.issue_date ELSE EXCLUDED.issue_date END + ${DEFAULT_PAYMENT_DAYS}) END,
  in_register = EXCLUDED.in_register,
  collectible = EXCLUDED.collectible,
  -- The register's fields: the split of the highest-ranked source (RCV > book > DTE) whose IVA is
  -- the document's IVA as it ends (each source's split is kept in source_splits).
  ${SPLIT_COLUMNS.map(([column, key, cast]) => `${column} = (${chosenSplit(column, key, cast)})`).join(',\n  ')},
  source_splits = ${MERGED_SPLITS},
  -- Only the RCV characterises a purchase as activo fijo: another source keeps what it said.
  rcv_fixed_asset = CASE WHEN EXCLUDED.source = 'rcv' THEN EXCLUDED.rcv_fixed_asset ELSE i.rcv_fixed_asset END,
  -- Its references may have changed: linkCreditNotes finds the referenced invoice again.
  referenced_invoice_id = NULL,
  ${keep('net_amount')},
  ${keep('exempt_amount')},
  ${keep('iva_amount')},
  ${keep('other_taxes')},
  ${keep('total_amount')},
  ${keep('signed_total')},
  -- The acknowledgment an RCV states fills an empty one; never replaces the user's (or an earlier) one.
  estado = COALESCE(i.estado, EXCLUDED.estado),
  accuse_type = COALESCE(i.accuse_type, EXCLUDED.accuse_type),
  acknowledged_at = COALESCE(i.acknowledged_at, EXCLUDED.acknowledged_at),
  -- An RCV carries no items and only type/folio of references, a book neither: a DTE's stay.
  ${keep('items')},
  ${keep('doc_references')},
  ${keep('other_tax_details')},
  -- source and content_hash: the richest source that told it.
  ${keep('source')},
  ${keep('content_hash')},
  source_hashes = i.source_hashes || EXCLUDED.source_hashes,
  last_import_id = EXCLUDED.last_import_id,
  ${keep('search_text')},
  updated_at = now()
WHERE (i.source_hashes ->> EXCLUDED.source) IS DISTINCT FROM EXCLUDED.content_hash
RETURNING (i.xmax = 0) AS inserted)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM written`;

// The batch's documents already stored, by position (1-based): `same` when their source told them
// with this hash already (they are left out of the upsert, which would otherwise lock each of them
// for nothing), and the figures a conflict note compares when another source told them.
const STORED_SQL = `
SELECT u.k::int AS k, (i.source_hashes ->> u.source) IS NOT DISTINCT FROM u.content_hash AS same,
       i.source AS stored_source, i.source_hashes, i.direction, i.doc_type, i.folio,
       i.counterpart_rut AS stored_rut, u.counterpart_rut AS rut,
       i.counterpart_name AS stored_name, u.counterpart_name AS name,
       i.issue_date::text AS stored_date, u.issue_date AS date,
       i.total_amount::bigint AS stored_total, u.total_amount::bigint AS total
  FROM unnest($2::text[], $3::int[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
              $10::text[], $11::bigint[])
       WITH ORDINALITY AS u(direction, doc_type, issuer_rut, folio, source, content_hash, counterpart_rut,
                            counterpart_name, issue_date, total_amount, k)
  JOIN invoices i ON i.business_id = $1 AND i.direction = u.direction AND i.doc_type = u.doc_type
                 AND i.issuer_rut = u.issuer_rut AND i.folio = u.folio`;

type StoredRow = {
  k: number;
  same: boolean;
  stored_source: InvoiceSource;
  source_hashes: Record<string, string>;
  direction: 'VENTA' | 'COMPRA';
  doc_type: number;
  folio: number;
  stored_rut: string;
  rut: string;
  stored_name: string;
  name: string;
  stored_date: string;
  date: string;
  stored_total: number;
  total: number;
};

const probeParams = (businessId: number, c: readonly string[]): unknown[] => [
  businessId,
  c[KEY_COLUMNS.direction],
  c[KEY_COLUMNS.docType],
  c[KEY_COLUMNS.issuerRut],
  c[KEY_COLUMNS.folio],
  c[KEY_COLUMNS.source],
  c[KEY_COLUMNS.contentHash],
  c[KEY_COLUMNS.counterpartRut],
  c[KEY_COLUMNS.counterpartName],
  c[KEY_COLUMNS.issueDate],
  c[KEY_COLUMNS.totalAmount],
];

const pesos = (n: number): string => `$${Number(n).toLocaleString('es-CL')}`;

/**
 * A document another source told with other figures: which source's stay (source-precedence.ts)
 * and what the other said. Null when the figures agree.
 */
function conflictNote(r: StoredRow, incoming: InvoiceSource): string | null {
  const told = Object.keys(r.source_hashes).filter((s) => s !== incoming) as InvoiceSource[];
  if (told.length === 0) return null;
  const who = r.direction === 'VENTA' ? 'cliente' : 'proveedor';
  const stored: string[] = [];
  const given: string[] = [];
  if (r.stored_rut !== r.rut || r.stored_name !== r.name) {
    stored.push(`${who} ${formatRut(r.stored_rut)} «${r.stored_name}»`);
    given.push(`${who} ${formatRut(r.rut)} «${r.name}»`);
  }
  if (r.stored_date !== r.date) {
    stored.push(`fecha ${r.stored_date}`);
    given.push(`fecha ${r.date}`);
  }
  if (Number(r.stored_total) !== Number(r.total)) {
    stored.push(`total ${pesos(r.stored_total)}`);
    given.push(`total ${pesos(r.total)}`);
  }
  if (stored.length === 0) return null;
  const doc = `documento tipo ${r.doc_type} folio ${r.folio}`;
  const richer = outranking('document', incoming).find((s) => told.includes(s));
  return richer !== undefined
    ? `${doc}: se mantiene lo que dice ${SOURCE_NAMES[richer]} (${stored.join(', ')}); ${SOURCE_NAMES[incoming]} dice ${given.join(', ')}`
    : `${doc}: ${SOURCE_NAMES[incoming]} reemplaza lo que decía ${SOURCE_NAMES[r.stored_source]} (${stored.join(', ')}) por ${given.join(', ')}`;
}

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
    const stored: StoredRow[] = probe
      ? (await tx.query<StoredRow>(STORED_SQL, probeParams(businessId, batch.columns))).rows
      : [];
    const same: number[] = stored.filter((r) => r.same).map((r) => r.k);
    if (opts.conflicts) {
      const incoming = sourceOf(batch);
      for (const r of stored) {
        const note = r.same ? null : conflictNote(r, incoming);
        if (note !== null) opts.conflicts.push(note);
      }
    }
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
    // Keep looking while the file's documents are already stored (a second source of them).
    probe = n < batch.count || stored.length > 0;
    await yieldTurn();
  }
  if (counts.inserted + counts.updated > 0) await linkCreditNotes(tx, businessId);
  if (opts.collectionsSince !== undefined)
    await tx.query(
      'UPDATE businesses SET collections_since = $2 WHERE id = $1 AND collections_since IS NULL',
      [businessId, opts.collectionsSince],
    );
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
 * The work an import leaves to its end: while it writes, the statements whose every document carries
 * its id (last_import_id) only mark the counterparts an update or a delete moved and add no search
 * keys; settleDeferredWork then recomputes the figures of every counterpart touched and adds the
 * distinct search keys, once. The deferral is the import's own row (invoice_imports.settling), not
 * a setting of the session: another statement of the transaction, or one that mixes the import's
 * documents with older ones, keeps the triggers' deltas, and the database refuses to commit an
 * import still settling. Both run in the import's transaction, so a failed import leaves neither
 * marks, figures nor keys.
 */
export async function deferImportWork(tx: Queryable, importId: number): Promise<void> {
  await tx.query('UPDATE invoice_imports SET settling = true WHERE id = $1', [importId]);
}

export async function settleDeferredWork(
  tx: Queryable,
  businessId: number,
  importId: number,
  touched: Touched,
): Promise<void> {
  await tx.query('UPDATE invoice_imports SET settling = false WHERE id = $1 AND business_id = $2', [
    importId,
    businessId,
  ]);
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
