// SQL of the month's payroll process (migration 0110): quotations, their novedades, bonds and
// discounts, and the computed payslips. Every query is scoped by business_id first.
import type { PayrollStatus } from '@portal/domain';
import type { Queryable } from '@portal/db';

export type QuotationRow = {
  id: number;
  business_id: number;
  year: number;
  month: number;
  status: PayrollStatus;
  mutual: '00' | '01' | '02' | '03';
  /** Hundredths of a percent. */
  work_injury_additional_rate: number;
  workers: number;
  haberes: number;
  descuentos: number;
  liquido: number;
  impuesto_unico: number;
  costo_empleador: number;
  created_at: string;
  sent_at: string | null;
  ready_at: string | null;
  published_at: string | null;
};

const ts = (col: string) => `to_char(q.${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ${col}`;
const SELECT = `SELECT q.id::int AS id, q.business_id::int AS business_id, q.year::int AS year,
  q.month::int AS month, q.status, q.mutual, q.work_injury_additional_rate::int AS work_injury_additional_rate,
  q.workers::int AS workers, q.haberes::float8 AS haberes, q.descuentos::float8 AS descuentos,
  q.liquido::float8 AS liquido, q.impuesto_unico::float8 AS impuesto_unico,
  q.costo_empleador::float8 AS costo_empleador, ${ts('created_at')}, ${ts('sent_at')}, ${ts('ready_at')},
  ${ts('published_at')}
  FROM payroll_quotations q`;

export async function findQuotation(
  db: Queryable,
  businessId: number,
  id: number,
  forUpdate = false,
): Promise<QuotationRow | null> {
  const { rows } = await db.query<QuotationRow>(
    `${SELECT} WHERE q.business_id = $1 AND q.id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export async function findQuotationByPeriod(
  db: Queryable,
  businessId: number,
  year: number,
  month: number,
): Promise<QuotationRow | null> {
  const { rows } = await db.query<QuotationRow>(
    `${SELECT} WHERE q.business_id = $1 AND q.year = $2 AND q.month = $3`,
    [businessId, year, month],
  );
  return rows[0] ?? null;
}

/** The newest month not yet published, if any. */
export async function findOpenQuotation(db: Queryable, businessId: number): Promise<QuotationRow | null> {
  const { rows } = await db.query<QuotationRow>(
    `${SELECT} WHERE q.business_id = $1 AND q.status <> 'sent' ORDER BY q.year DESC, q.month DESC LIMIT 1`,
    [businessId],
  );
  return rows[0] ?? null;
}

/** The latest month before this one (its mutual and additional rate carry over). */
export async function findPreviousQuotation(
  db: Queryable,
  businessId: number,
  year: number,
  month: number,
): Promise<QuotationRow | null> {
  const { rows } = await db.query<QuotationRow>(
    `${SELECT} WHERE q.business_id = $1 AND (q.year * 100 + q.month) < $2
      ORDER BY q.year DESC, q.month DESC LIMIT 1`,
    [businessId, year * 100 + month],
  );
  return rows[0] ?? null;
}

export async function listQuotations(
  db: Queryable,
  businessId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: QuotationRow[]; total: number }> {
  const [count, list] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM payroll_quotations WHERE business_id = $1', [
      businessId,
    ]),
    db.query<QuotationRow>(
      `${SELECT} WHERE q.business_id = $1 ORDER BY q.year DESC, q.month DESC LIMIT $2 OFFSET $3`,
      [businessId, page.limit, page.offset],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/** Inserts the month with a novedad row per worker; null when the month already exists. */
export async function insertQuotation(
  db: Queryable,
  businessId: number,
  q: { year: number; month: number; mutual: string; rate: number; employeeIds: readonly number[] },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payroll_quotations (business_id, year, month, mutual, work_injury_additional_rate)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (business_id, year, month) DO NOTHING RETURNING id::int AS id`,
    [businessId, q.year, q.month, q.mutual, q.rate],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.query(
    `INSERT INTO payroll_novelties (quotation_id, business_id, employee_id)
     SELECT $1, $2, x FROM unnest($3::bigint[]) AS x`,
    [id, businessId, q.employeeIds],
  );
  return id;
}

export type NoveltyRow = {
  employee_id: number;
  included: boolean;
  absence_days: number;
  sick_leave_days: number;
  overtime_hours: number;
  advances: number;
};

export async function findNovelties(
  db: Queryable,
  businessId: number,
  quotationId: number,
): Promise<NoveltyRow[]> {
  const { rows } = await db.query<NoveltyRow>(
    `SELECT n.employee_id::int AS employee_id, n.included, n.absence_days::int AS absence_days,
            n.sick_leave_days::int AS sick_leave_days, n.overtime_hours::int AS overtime_hours,
            n.advances::float8 AS advances
       FROM payroll_novelties n WHERE n.business_id = $1 AND n.quotation_id = $2`,
    [businessId, quotationId],
  );
  return rows;
}

export type ItemRow = {
  employee_id: number;
  kind: 'bond' | 'discount';
  label: string;
  amount: number;
  taxable: boolean | null;
};

export async function findItems(db: Queryable, businessId: number, quotationId: number): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT employee_id::int AS employee_id, kind, label, amount::float8 AS amount, taxable
       FROM payroll_items WHERE business_id = $1 AND quotation_id = $2 ORDER BY kind, position`,
    [businessId, quotationId],
  );
  return rows;
}

/** Writes the month's novedades and replaces its bonds and discounts (one transaction, the caller's). */
export async function saveNovelties(
  db: Queryable,
  businessId: number,
  quotationId: number,
  s: { mutual: string; rate: number; novelties: NoveltyRow[]; items: Omit<ItemRow, 'kind'>[][] },
): Promise<void> {
  await db.query(
    `UPDATE payroll_quotations SET mutual = $3, work_injury_additional_rate = $4, updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, quotationId, s.mutual, s.rate],
  );
  await db.query(
    `UPDATE payroll_novelties n SET included = r.included, absence_days = r.absence_days,
            sick_leave_days = r.sick_leave_days, overtime_hours = r.overtime_hours, advances = r.advances
       FROM jsonb_to_recordset($3::jsonb) AS r(employee_id bigint, included boolean, absence_days smallint,
            sick_leave_days smallint, overtime_hours smallint, advances bigint)
      WHERE n.business_id = $1 AND n.quotation_id = $2 AND n.employee_id = r.employee_id`,
    [businessId, quotationId, JSON.stringify(s.novelties)],
  );
  await db.query('DELETE FROM payroll_items WHERE business_id = $1 AND quotation_id = $2', [
    businessId,
    quotationId,
  ]);
  const [bonds = [], discounts = []] = s.items;
  const rows = [
    ...bonds.map((b, i) => ({ ...b, kind: 'bond', position: i + 1 })),
    ...discounts.map((d, i) => ({ ...d, kind: 'discount', taxable: null, position: i + 1 })),
  ];
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO payroll_items (quotation_id, business_id, employee_id, kind, position, label, amount, taxable)
     SELECT $2, $1, r.employee_id, r.kind, r.position, r.label, r.amount, r.taxable
       FROM jsonb_to_recordset($3::jsonb) AS r(employee_id bigint, kind text, position integer, label text,
            amount bigint, taxable boolean)`,
    [businessId, quotationId, JSON.stringify(rows)],
  );
}

export type PayslipRow = {
  employee_id: number;
  employee_rut: string;
  full_name: string;
  position: string;
  email: string | null;
  days_worked: number;
  total_imponible: number;
  total_haberes: number;
  total_descuentos: number;
  impuesto_unico: number;
  liquido: number;
  costo_empleador: number;
  lines: unknown;
  rounding: string;
  worker: unknown;
  mailed_at: string | null;
};

export async function findPayslips(
  db: Queryable,
  businessId: number,
  quotationId: number,
): Promise<PayslipRow[]> {
  const { rows } = await db.query<PayslipRow>(
    `SELECT s.employee_id::int AS employee_id, s.employee_rut, s.full_name, s.position, s.email,
            s.days_worked::int AS days_worked, s.total_imponible::float8 AS total_imponible,
            s.total_haberes::float8 AS total_haberes, s.total_descuentos::float8 AS total_descuentos,
            s.impuesto_unico::float8 AS impuesto_unico, s.liquido::float8 AS liquido,
            s.costo_empleador::float8 AS costo_empleador, s.lines, s.rounding, s.worker,
            to_char(s.mailed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS mailed_at
       FROM payslips s WHERE s.business_id = $1 AND s.quotation_id = $2
      ORDER BY s.full_name, s.employee_rut`,
    [businessId, quotationId],
  );
  return rows;
}

export type PayslipInsert = Omit<PayslipRow, 'mailed_at' | 'lines' | 'worker'> & {
  lines: unknown;
  worker: unknown;
};

/** Stores the month's payslips and totals and moves it to received (En Progreso). */
export async function storeComputation(
  db: Queryable,
  businessId: number,
  quotationId: number,
  payslips: readonly PayslipInsert[],
): Promise<void> {
  await db.query(
    `INSERT INTO payslips (quotation_id, business_id, employee_id, employee_rut, full_name, position, email,
            days_worked, total_imponible, total_haberes, total_descuentos, impuesto_unico, liquido,
            costo_empleador, lines, rounding, worker)
     SELECT $2, $1, r.employee_id, r.employee_rut, r.full_name, r.position, r.email, r.days_worked,
            r.total_imponible, r.total_haberes, r.total_descuentos, r.impuesto_unico, r.liquido,
            r.costo_empleador, r.lines, r.rounding, r.worker
       FROM jsonb_to_recordset($3::jsonb) AS r(employee_id bigint, employee_rut text, full_name text,
            position text, email text, days_worked smallint, total_imponible bigint, total_haberes bigint,
            total_descuentos bigint, impuesto_unico bigint, liquido bigint, costo_empleador bigint,
            lines jsonb, rounding text, worker jsonb)`,
    [businessId, quotationId, JSON.stringify(payslips)],
  );
  await db.query(
    `UPDATE payroll_quotations q SET status = 'received', sent_at = now(), updated_at = now(),
            workers = t.workers, haberes = t.haberes, descuentos = t.descuentos, liquido = t.liquido,
            impuesto_unico = t.impuesto_unico, costo_empleador = t.costo_empleador
       FROM (SELECT count(*) AS workers, coalesce(sum(total_haberes), 0) AS haberes,
                    coalesce(sum(total_descuentos), 0) AS descuentos, coalesce(sum(liquido), 0) AS liquido,
                    coalesce(sum(impuesto_unico), 0) AS impuesto_unico,
                    coalesce(sum(costo_empleador), 0) AS costo_empleador
               FROM payslips WHERE business_id = $1 AND quotation_id = $2) t
      WHERE q.business_id = $1 AND q.id = $2`,
    [businessId, quotationId],
  );
}

/** Back to created: the payslips go, the novedades stay. */
export async function reopenQuotation(db: Queryable, businessId: number, quotationId: number): Promise<void> {
  await db.query('DELETE FROM payslips WHERE business_id = $1 AND quotation_id = $2', [
    businessId,
    quotationId,
  ]);
  await db.query(
    `UPDATE payroll_quotations SET status = 'created', sent_at = NULL, ready_at = NULL, workers = 0, haberes = 0,
            descuentos = 0, liquido = 0, impuesto_unico = 0, costo_empleador = 0, updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, quotationId],
  );
}

export async function setStatus(
  db: Queryable,
  businessId: number,
  quotationId: number,
  status: 'ready' | 'sent',
): Promise<void> {
  const moment = status === 'ready' ? 'ready_at' : 'published_at';
  await db.query(
    `UPDATE payroll_quotations SET status = $3, ${moment} = now(), updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, quotationId, status],
  );
}

export async function markMailed(
  db: Queryable,
  businessId: number,
  quotationId: number,
  employeeIds: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE payslips SET mailed_at = now()
      WHERE business_id = $1 AND quotation_id = $2 AND employee_id = ANY ($3::bigint[])`,
    [businessId, quotationId, employeeIds],
  );
}

/** Confirmed UF of a day and UTM of a month from indicator_values (they win only where the tables lack them). */
export async function confirmedIndicators(
  db: Queryable,
  ufDate: string,
  utmMonth: string,
): Promise<{ uf: number | null; utm: number | null; ufSource: string; utmSource: string }> {
  const { rows } = await db.query<{ indicator: 'UF' | 'UTM'; value: number; source: string }>(
    `SELECT indicator, value::float8 AS value, source FROM indicator_values
      WHERE confirmed AND ((indicator = 'UF' AND on_date = $1::date) OR (indicator = 'UTM' AND on_date = $2::date))`,
    [ufDate, utmMonth],
  );
  const uf = rows.find((r) => r.indicator === 'UF');
  const utm = rows.find((r) => r.indicator === 'UTM');
  return {
    uf: uf?.value ?? null,
    utm: utm?.value ?? null,
    ufSource: uf?.source ?? '',
    utmSource: utm?.source ?? '',
  };
}

export type BusinessIdentity = { name: string; rut: string; address: string | null };

export async function businessIdentity(db: Queryable, businessId: number): Promise<BusinessIdentity> {
  const { rows } = await db.query<BusinessIdentity>(
    'SELECT name, rut, address FROM businesses WHERE id = $1',
    [businessId],
  );
  return rows[0] ?? { name: '', rut: '', address: null };
}
