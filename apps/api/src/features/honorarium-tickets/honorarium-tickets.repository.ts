// Honorarium tickets (honorarium_tickets) and the log of imported informes (honorarium_imports).
// Every query is scoped by businessId. The journal follows the tickets by its own trigger (0060).
import type { HonorariumKind, HonorariumStatus } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type TicketRow = {
  id: number;
  kind: HonorariumKind;
  number: number;
  issue_date: string;
  status: HonorariumStatus;
  counterpart_rut: string;
  counterpart_name: string;
  professional_society: boolean;
  gross_amount: number;
  retention_amount: number;
  net_amount: number;
  retention_by: 'receiver' | 'issuer';
  cancelled_on: string | null;
  notes: string | null;
  updated_at: string;
};

const COLUMNS = `t.id::int AS id, t.kind, t.number, to_char(t.issue_date, 'YYYY-MM-DD') AS issue_date, t.status,
  t.counterpart_rut, t.counterpart_name, t.professional_society, t.gross_amount, t.retention_amount,
  t.net_amount, t.retention_by, to_char(t.cancelled_on, 'YYYY-MM-DD') AS cancelled_on, t.notes,
  to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

export type TicketFilter = {
  kind?: HonorariumKind;
  year?: number;
  status?: HonorariumStatus;
  search?: string;
};

function where(f: TicketFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    let out = sql;
    for (const v of values) {
      params.push(v);
      out = out.replace('?', `$${params.length + 1}`);
    }
    parts.push(out);
  };
  if (f.kind) add('t.kind = ?', f.kind);
  if (f.year !== undefined && f.year !== -1)
    add(
      't.issue_date >= make_date(?::int, 1, 1) AND t.issue_date < make_date(?::int + 1, 1, 1)',
      f.year,
      f.year,
    );
  if (f.status) add('t.status = ?', f.status);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    // A RUT is searched without its dots, as it is stored.
    const rut = `%${f.search.replace(/\./g, '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    add(
      '(t.number::text = ? OR t.counterpart_rut ILIKE ? OR t.counterpart_name ILIKE ?)',
      f.search,
      rut,
      like,
    );
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

export async function listTickets(
  db: Queryable,
  businessId: number,
  f: TicketFilter,
  page: { page: number; pageSize: number },
): Promise<TicketRow[]> {
  const w = where(f);
  const { rows } = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM honorarium_tickets t WHERE t.business_id = $1${w.sql}
      ORDER BY t.issue_date DESC, t.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    [businessId, ...w.params],
  );
  return rows;
}

/** How many tickets match, and the sums of those that count (annulled ones aside). */
export async function ticketTotals(db: Queryable, businessId: number, f: TicketFilter) {
  const w = where(f);
  const { rows } = await db.query<{ total: number; gross: number; retention: number; net: number }>(
    `SELECT count(*)::int AS total,
            coalesce(sum(t.gross_amount) FILTER (WHERE t.status <> 'ANUL'), 0)::bigint AS gross,
            coalesce(sum(t.retention_amount) FILTER (WHERE t.status <> 'ANUL'), 0)::bigint AS retention,
            coalesce(sum(t.net_amount) FILTER (WHERE t.status <> 'ANUL'), 0)::bigint AS net
       FROM honorarium_tickets t WHERE t.business_id = $1${w.sql}`,
    [businessId, ...w.params],
  );
  return rows[0]!;
}

/** The years that have tickets (of a kind), newest first. */
export async function ticketYears(
  db: Queryable,
  businessId: number,
  kind?: HonorariumKind,
): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT date_part('year', issue_date)::int AS year FROM honorarium_tickets
      WHERE business_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY 1 DESC`,
    [businessId, kind ?? null],
  );
  return rows.map((r) => r.year);
}

export async function findTicket(
  db: Queryable,
  businessId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TicketRow | null> {
  const { rows } = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM honorarium_tickets t WHERE t.business_id = $1 AND t.id = $2${opts.lock ? ' FOR UPDATE' : ''}`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function updateTicket(
  db: Queryable,
  businessId: number,
  id: number,
  change: { status: HonorariumStatus; notes: string | null },
): Promise<void> {
  await db.query(
    `UPDATE honorarium_tickets SET status = $3, notes = $4, updated_at = now()
      WHERE business_id = $1 AND id = $2 AND (status, notes) IS DISTINCT FROM ($3, $4)`,
    [businessId, id, change.status, change.notes],
  );
}

/** A ticket as an import writes it. */
export type TicketInput = {
  number: number;
  issueDate: string;
  status: HonorariumStatus;
  counterpartRut: string;
  counterpartName: string;
  professionalSociety: boolean;
  gross: number;
  retention: number;
  retentionBy: 'receiver' | 'issuer';
  cancelledOn: string | null;
};

export type StoredKey = { id: number; counterpart_rut: string; number: number } & Pick<
  TicketRow,
  | 'issue_date'
  | 'status'
  | 'counterpart_name'
  | 'professional_society'
  | 'gross_amount'
  | 'retention_amount'
  | 'retention_by'
  | 'cancelled_on'
>;

/** The stored tickets of a kind with these (RUT, number) keys, locked for the import. */
export async function ticketsByKey(
  db: Queryable,
  businessId: number,
  kind: HonorariumKind,
  keys: readonly { rut: string; number: number }[],
): Promise<StoredKey[]> {
  const { rows } = await db.query<StoredKey>(
    `SELECT t.id::int AS id, t.counterpart_rut, t.number, to_char(t.issue_date, 'YYYY-MM-DD') AS issue_date,
            t.status, t.counterpart_name, t.professional_society, t.gross_amount, t.retention_amount,
            t.retention_by, to_char(t.cancelled_on, 'YYYY-MM-DD') AS cancelled_on
       FROM honorarium_tickets t
       JOIN unnest($3::text[], $4::bigint[]) AS k(rut, number) ON k.rut = t.counterpart_rut AND k.number = t.number
      WHERE t.business_id = $1 AND t.kind = $2
      ORDER BY t.id FOR UPDATE OF t`,
    [businessId, kind, keys.map((k) => k.rut), keys.map((k) => k.number)],
  );
  return rows;
}

const columnsOf = (tickets: readonly TicketInput[]) => [
  tickets.map((t) => t.number),
  tickets.map((t) => t.issueDate),
  tickets.map((t) => t.status),
  tickets.map((t) => t.counterpartRut),
  tickets.map((t) => t.counterpartName),
  tickets.map((t) => t.professionalSociety),
  tickets.map((t) => t.gross),
  tickets.map((t) => t.retention),
  tickets.map((t) => t.retentionBy),
  tickets.map((t) => t.cancelledOn),
];
const UNNEST = `unnest($3::bigint[], $4::date[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::bigint[],
  $10::bigint[], $11::text[], $12::date[]) AS x(number, issue_date, status, rut, name, society, gross, retention,
  retention_by, cancelled_on)`;

/** One statement for every new ticket, so the journal trigger posts them together. */
export async function insertTickets(
  db: Queryable,
  businessId: number,
  kind: HonorariumKind,
  tickets: readonly TicketInput[],
): Promise<void> {
  if (tickets.length === 0) return;
  await db.query(
    `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut, counterpart_name,
       professional_society, gross_amount, retention_amount, net_amount, retention_by, cancelled_on)
     SELECT $1, $2, x.number, x.issue_date, x.status, x.rut, x.name, x.society, x.gross, x.retention,
            x.gross - x.retention, x.retention_by, x.cancelled_on
       FROM ${UNNEST}`,
    [businessId, kind, ...columnsOf(tickets)],
  );
}

/** One statement for every changed ticket (found by its key). */
export async function updateTickets(
  db: Queryable,
  businessId: number,
  kind: HonorariumKind,
  tickets: readonly TicketInput[],
): Promise<void> {
  if (tickets.length === 0) return;
  await db.query(
    `UPDATE honorarium_tickets t SET issue_date = x.issue_date, status = x.status, counterpart_name = x.name,
            professional_society = x.society, gross_amount = x.gross, retention_amount = x.retention,
            net_amount = x.gross - x.retention, retention_by = x.retention_by, cancelled_on = x.cancelled_on,
            updated_at = now()
       FROM ${UNNEST}
      WHERE t.business_id = $1 AND t.kind = $2 AND t.counterpart_rut = x.rut AND t.number = x.number`,
    [businessId, kind, ...columnsOf(tickets)],
  );
}

export type ImportRow = {
  id: number;
  kind: HonorariumKind;
  file_name: string;
  row_count: number;
  created: number;
  updated: number;
  unchanged: number;
  created_at: string;
};
const IMPORT_COLUMNS = `id::int AS id, kind, file_name, row_count, created_count AS created, updated_count AS updated,
  unchanged_count AS unchanged, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/**
 * Claims a file for an import: a new log row, or null when the same file (by hash) was imported
 * before. The unique key makes two imports of one file at once wait for each other.
 */
export async function claimImport(
  db: Queryable,
  businessId: number,
  v: { kind: HonorariumKind; fileName: string; hash: string; userId: number | null },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO honorarium_imports (business_id, kind, file_name, file_hash, row_count, created_count,
       updated_count, unchanged_count, created_by)
     VALUES ($1, $2, $3, $4, 0, 0, 0, 0, $5)
     ON CONFLICT (business_id, kind, file_hash) DO NOTHING RETURNING id::int AS id`,
    [businessId, v.kind, v.fileName, v.hash, v.userId],
  );
  return rows[0]?.id ?? null;
}

export async function importByHash(
  db: Queryable,
  businessId: number,
  kind: HonorariumKind,
  hash: string,
): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(
    `SELECT ${IMPORT_COLUMNS} FROM honorarium_imports WHERE business_id = $1 AND kind = $2 AND file_hash = $3`,
    [businessId, kind, hash],
  );
  return rows[0]!;
}

export async function finishImport(
  db: Queryable,
  businessId: number,
  id: number,
  counts: { created: number; updated: number; unchanged: number },
): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(
    `UPDATE honorarium_imports SET row_count = $3::int + $4::int + $5::int, created_count = $3, updated_count = $4,
            unchanged_count = $5
      WHERE business_id = $1 AND id = $2 RETURNING ${IMPORT_COLUMNS}`,
    [businessId, id, counts.created, counts.updated, counts.unchanged],
  );
  return rows[0]!;
}
