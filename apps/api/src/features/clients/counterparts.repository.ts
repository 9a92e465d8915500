// SQL of clients and providers (table counterparts, migrations 0030 and 0031) and of their
// registries (the invoices of one counterpart). Every query is scoped by business_id.
import type { Queryable } from '@portal/db';
import { openAmountSql } from '../invoices/open-documents.service';

export type Kind = 'client' | 'provider';
export const DIRECTION: Record<Kind, 'VENTA' | 'COMPRA'> = { client: 'VENTA', provider: 'COMPRA' };

export type CounterpartRow = {
  id: number;
  rut: string;
  business_name: string;
  fantasy_name: string | null;
  activity: string | null;
  address: string | null;
  commune: string | null;
  days_to_pay: number | null;
  needs_buy_order: boolean;
  num_documents: number;
  last_doc_date: string | null;
  total_amount: number;
  debt: number;
};

const COLUMNS = `c.id::int AS id, c.rut, c.business_name, c.fantasy_name, c.activity, c.address, c.commune,
  c.days_to_pay, c.needs_buy_order, c.num_documents, to_char(c.last_doc_date, 'YYYY-MM-DD') AS last_doc_date,
  c.total_amount::bigint AS total_amount, c.debt::bigint AS debt`;

/**
 * What a document still owes, by domain's openAmount (packages/domain receivables.ts) over the
 * stored columns, as features/invoices/open-documents.service.ts and the counterparts trigger state it:
 * unpaid, collectible, counted, not rejected, not a credit note, issued since the business's
 * "gestión de cobranza desde", its saldo (openAmountSql). `since` is a parameter placeholder.
 */
export const openAmountExpr = (since: string) => `CASE WHEN NOT i.payed AND i.collectible AND i.counted
  AND i.estado IS DISTINCT FROM 'Rechazada' AND i.signed_total > 0 AND ${openAmountSql('i')} > 0
  AND i.issue_date >= ${since} THEN ${openAmountSql('i')} ELSE 0 END`;

const SINCE = `coalesce((SELECT b.collections_since FROM businesses b WHERE b.id = $1), '-infinity'::date)`;

export const SORT_COLUMNS = {
  rut: 'c.rut',
  business_name: 'c.business_name',
  fantasy_name: 'c.fantasy_name',
  last_doc_date: 'c.last_doc_date',
  days_to_pay: 'c.days_to_pay',
  total_debt: 'c.debt',
  num_documents: 'c.num_documents',
} as const;
export type SortKey = keyof typeof SORT_COLUMNS;

export type ListSpec = {
  kind: Kind;
  search?: string;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number | null;
};

/** Accents and case folded in SQL as foldForSearch does in the browser (the common Spanish letters). */
const foldSql = (col: string) => `translate(lower(${col}), 'áéíóúüñàèìòù', 'aeiouunaeiou')`;

function whereOf(spec: ListSpec, params: unknown[]): string {
  let where = 'c.business_id = $1 AND c.kind = $2';
  const s = spec.search?.trim();
  if (s) {
    params.push(
      `%${s
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .replace(/[%_\\]/g, '')}%`,
    );
    const byName = `(${foldSql('c.business_name')} LIKE $${params.length} OR ${foldSql("coalesce(c.fantasy_name, '')")} LIKE $${params.length})`;
    const rut = s.toLowerCase().replace(/[^0-9k]/g, '');
    if (rut.length >= 2) {
      params.push(`%${rut}%`);
      where += ` AND (${byName} OR replace(lower(c.rut), '-', '') LIKE $${params.length})`;
    } else where += ` AND ${byName}`;
  }
  return where;
}

export async function listCounterparts(
  q: Queryable,
  businessId: number,
  spec: ListSpec,
): Promise<{ rows: CounterpartRow[]; total: number }> {
  const params: unknown[] = [businessId, spec.kind];
  const where = whereOf(spec, params);
  const dir = spec.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = spec.order === 'asc' ? 'NULLS FIRST' : 'NULLS LAST';
  const order = `${SORT_COLUMNS[spec.sort]} ${dir} ${nulls}, c.id ${dir}`;
  let limit = '';
  if (spec.pageSize !== null) {
    params.push(spec.pageSize, (spec.page - 1) * spec.pageSize);
    limit = ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const countParams = params.slice(0, spec.pageSize !== null ? params.length - 2 : params.length);
  const [rows, count] = await Promise.all([
    q.query<CounterpartRow>(
      `SELECT ${COLUMNS} FROM counterparts c WHERE ${where} ORDER BY ${order}${limit}`,
      params,
    ),
    spec.pageSize === null
      ? Promise.resolve(null)
      : q.query<{ n: number }>(`SELECT count(*)::int AS n FROM counterparts c WHERE ${where}`, countParams),
  ]);
  return { rows: rows.rows.map(num), total: count ? count.rows[0].n : rows.rows.length };
}

const num = (r: CounterpartRow): CounterpartRow => ({
  ...r,
  total_amount: Number(r.total_amount),
  debt: Number(r.debt),
});

/** Σ over every counterpart of the kind: the documents' signed totals and what is open. */
export async function counterpartTotals(
  q: Queryable,
  businessId: number,
  kind: Kind,
): Promise<{ total: number; debt: number }> {
  const { rows } = await q.query<{ total: string; debt: string }>(
    `SELECT coalesce(sum(total_amount), 0)::bigint AS total, coalesce(sum(debt), 0)::bigint AS debt
       FROM counterparts WHERE business_id = $1 AND kind = $2`,
    [businessId, kind],
  );
  return { total: Number(rows[0].total), debt: Number(rows[0].debt) };
}

/**
 * The open amounts already overdue (internal due date before today) and falling due in the next
 * `nextDays` days (today included), over the unpaid documents (invoices_unpaid_due_idx, or
 * invoices_counterpart_idx for one counterpart).
 */
export async function dueFigures(
  q: Queryable,
  businessId: number,
  kind: Kind,
  today: string,
  nextDays: number,
  rut?: string,
): Promise<{ overdue: number; next: number }> {
  const params: unknown[] = [businessId, DIRECTION[kind], today, nextDays];
  let byRut = '';
  if (rut !== undefined) {
    params.push(rut);
    byRut = ` AND i.counterpart_rut = $${params.length}`;
  }
  const open = openAmountExpr(SINCE);
  const { rows } = await q.query<{ overdue: string; next: string }>(
    `SELECT coalesce(sum(${open}) FILTER (WHERE i.internal_due_date < $3::date), 0)::bigint AS overdue,
            coalesce(sum(${open}) FILTER (WHERE i.internal_due_date >= $3::date
              AND i.internal_due_date < $3::date + $4::int), 0)::bigint AS next
       FROM invoices i
      WHERE i.business_id = $1 AND i.direction = $2 AND NOT i.payed${byRut}`,
    params,
  );
  return { overdue: Number(rows[0].overdue), next: Number(rows[0].next) };
}

export async function findCounterpart(
  q: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
): Promise<CounterpartRow | null> {
  const { rows } = await q.query<CounterpartRow>(
    `SELECT ${COLUMNS} FROM counterparts c WHERE c.business_id = $1 AND c.kind = $2 AND c.rut = $3`,
    [businessId, kind, rut],
  );
  return rows[0] ? num(rows[0]) : null;
}

export type CounterpartWrite = {
  business_name?: string;
  fantasy_name?: string | null;
  activity?: string | null;
  address?: string | null;
  commune?: string | null;
  days_to_pay?: number | null;
  needs_buy_order?: boolean;
};

const EDITABLE = [
  'business_name',
  'fantasy_name',
  'activity',
  'address',
  'commune',
  'days_to_pay',
  'needs_buy_order',
] as const;

/** Inserts a counterpart not yet known; null when the RUT is already one of the business's (kind). */
export async function insertCounterpart(
  q: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
  fields: CounterpartWrite,
): Promise<number | null> {
  const cols = EDITABLE.filter((k) => fields[k] !== undefined);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO counterparts (business_id, kind, rut, name_edited${cols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, true${cols.map((_, n) => `, $${n + 4}`).join('')})
     ON CONFLICT ON CONSTRAINT counterparts_key DO NOTHING RETURNING id::int AS id`,
    [businessId, kind, rut, ...cols.map((c) => fields[c])],
  );
  return rows[0]?.id ?? null;
}

/** Changes the given fields; a changed business_name is kept from then on (name_edited). */
export async function updateCounterpart(
  q: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
  fields: CounterpartWrite,
): Promise<boolean> {
  const cols = EDITABLE.filter((k) => fields[k] !== undefined);
  const sets = cols.map((c, n) => `${c} = $${n + 4}`);
  if (fields.business_name !== undefined)
    sets.push(
      `name_edited = name_edited OR business_name IS DISTINCT FROM $${cols.indexOf('business_name') + 4}`,
    );
  sets.push('updated_at = now()');
  const { rows } = await q.query<{ id: number }>(
    `UPDATE counterparts SET ${sets.join(', ')} WHERE business_id = $1 AND kind = $2 AND rut = $3 RETURNING id`,
    [businessId, kind, rut, ...cols.map((c) => fields[c])],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Registry

export type RegistryRow = {
  id: number;
  counterpart_name: string;
  counterpart_rut: string;
  issue_date: string;
  folio: number;
  doc_type: number;
  internal_due_date: string | null;
  sii_due_date: string | null;
  open_amount: string;
  net_amount: string;
  other_taxes: string;
  iva_amount: string;
  iva_recoverable: string;
  total_amount: string;
  payed: boolean;
  collectible: boolean;
  estado: string | null;
  period: number;
  reception_date: string | null;
  purchase_register: string | null;
};

/** One page of a counterpart's documents, newest first (invoices_counterpart_idx). */
export async function registryPage(
  q: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
  page: number,
  pageSize: number,
): Promise<RegistryRow[]> {
  const { rows } = await q.query<RegistryRow>(
    `SELECT i.id::int AS id, i.counterpart_name, i.counterpart_rut, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date,
            i.folio::bigint AS folio, i.doc_type, to_char(i.internal_due_date, 'YYYY-MM-DD') AS internal_due_date,
            to_char(i.sii_due_date, 'YYYY-MM-DD') AS sii_due_date, (${openAmountExpr(SINCE)})::bigint AS open_amount,
            i.net_amount, i.other_taxes, i.iva_amount, i.iva_recoverable, i.total_amount, i.payed, i.collectible,
            i.estado, i.period, to_char(i.reception_date, 'YYYY-MM-DD') AS reception_date, i.purchase_register
       FROM invoices i
      WHERE i.business_id = $1 AND i.direction = $2 AND i.counterpart_rut = $3
      ORDER BY i.issue_date DESC, i.id DESC
      LIMIT $4 OFFSET $5`,
    [businessId, DIRECTION[kind], rut, pageSize, (page - 1) * pageSize],
  );
  return rows;
}
