// SQL of the workers of a business (table employees, migration 0107). Every query is scoped by
// business_id: a worker's RUT, salary and bank account are never read outside their business.
import type { EmployeeFields, EmployeeListQuery } from '@portal/contracts';
import type { Queryable } from '@portal/db';

/** The stored fields, in the order the import's set-based upsert names them, with their SQL types. */
const FIELDS = [
  ['rut', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['mother_last_name', 'text'],
  ['gender', 'text'],
  ['nationality', 'text'],
  ['birth_date', 'date'],
  ['address', 'text'],
  ['commune', 'text'],
  ['contract_type', 'text'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['termination_cause', 'smallint'],
  ['weekly_hours', 'smallint'],
  ['position', 'text'],
  ['base_salary', 'bigint'],
  ['gratification', 'text'],
  ['pension_fund', 'text'],
  ['health_system', 'text'],
  ['health_money_type', 'text'],
  ['health_plan_amount', 'numeric'],
  ['unemployment_insurance', 'boolean'],
  ['family_charges', 'smallint'],
  ['family_tramo', 'text'],
  ['meal_allowance', 'bigint'],
  ['transport_allowance', 'bigint'],
  ['bank_code', 'text'],
  ['bank_account_type', 'text'],
  ['bank_account_number', 'text'],
  ['email', 'text'],
  ['status', 'text'],
] as const satisfies readonly (readonly [keyof EmployeeFields, string])[];

const NAMES = FIELDS.map(([n]) => n);
const EDITABLE = NAMES.filter((n) => n !== 'rut');

export type EmployeeRecord = EmployeeFields & {
  id: number;
  full_name: string;
  created_at: string;
  updated_at: string;
};

const SELECT = `SELECT e.id::int AS id, e.rut, e.first_name, e.last_name, e.mother_last_name,
  concat_ws(' ', e.first_name, e.last_name, e.mother_last_name) AS full_name,
  e.gender, e.nationality, to_char(e.birth_date, 'YYYY-MM-DD') AS birth_date, e.address, e.commune,
  e.contract_type, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
  e.termination_cause::int AS termination_cause,
  e.weekly_hours::int AS weekly_hours, e.position, e.base_salary::bigint AS base_salary, e.gratification,
  e.pension_fund, e.health_system, e.health_money_type, e.health_plan_amount::float8 AS health_plan_amount,
  e.unemployment_insurance, e.family_charges::int AS family_charges, e.family_tramo,
  e.meal_allowance::bigint AS meal_allowance, e.transport_allowance::bigint AS transport_allowance,
  e.bank_code, e.bank_account_type, e.bank_account_number, e.email, e.status,
  to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(e.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
  FROM employees e`;

/** Accents and case folded in SQL as the browser's foldForSearch does (the common Spanish letters). */
const fold = (col: string) => `translate(lower(${col}), 'áéíóúüñàèìòù', 'aeiouunaeiou')`;

type Filter = Pick<EmployeeListQuery, 'search' | 'status'>;

function whereOf(businessId: number, f: Filter): { where: string; params: unknown[] } {
  const params: unknown[] = [businessId];
  let where = 'e.business_id = $1';
  if (f.status) {
    params.push(f.status);
    where += ` AND e.status = $${params.length}`;
  }
  const s = f.search?.trim();
  if (s) {
    const words = s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[%_\\]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    const text = fold(`concat_ws(' ', e.first_name, e.last_name, e.mother_last_name, e.position)`);
    const parts = words.map((w) => {
      params.push(`%${w}%`);
      return `${text} LIKE $${params.length}`;
    });
    const rut = s.toLowerCase().replace(/[^0-9k]/g, '');
    let clause = parts.length ? `(${parts.join(' AND ')})` : 'false';
    if (rut.length >= 2) {
      params.push(`%${rut}%`);
      clause = `(${clause} OR replace(lower(e.rut), '-', '') LIKE $${params.length})`;
    }
    where += ` AND ${clause}`;
  }
  return { where, params };
}

const ORDER = 'ORDER BY e.last_name, e.mother_last_name NULLS FIRST, e.first_name, e.id';

export async function findEmployees(
  db: Queryable,
  businessId: number,
  f: Filter,
  page: { limit: number; offset: number },
): Promise<{ rows: EmployeeRecord[]; total: number }> {
  const { where, params } = whereOf(businessId, f);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM employees e WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<EmployeeRecord>(
    `${SELECT} WHERE ${where} ${ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export async function countByStatus(
  db: Queryable,
  businessId: number,
): Promise<{ working: number; settled: number }> {
  const { rows } = await db.query<{ working: number; settled: number }>(
    `SELECT count(*) FILTER (WHERE status = 'working')::int AS working,
            count(*) FILTER (WHERE status = 'settled')::int AS settled
       FROM employees WHERE business_id = $1`,
    [businessId],
  );
  return rows[0] ?? { working: 0, settled: 0 };
}

export async function findEmployee(
  db: Queryable,
  businessId: number,
  rut: string,
): Promise<EmployeeRecord | null> {
  const { rows } = await db.query<EmployeeRecord>(`${SELECT} WHERE e.business_id = $1 AND e.rut = $2`, [
    businessId,
    rut,
  ]);
  return rows[0] ?? null;
}

const values = (e: EmployeeFields) => NAMES.map((n) => e[n]);

/** Inserts a worker; false when the RUT is already one of the business. */
export async function insertEmployee(db: Queryable, businessId: number, e: EmployeeFields): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO employees (business_id, ${NAMES.join(', ')})
     VALUES ($1, ${NAMES.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT ON CONSTRAINT employees_rut_key DO NOTHING`,
    [businessId, ...values(e)],
  );
  return rowCount === 1;
}

/** Replaces a worker's fields (the RUT stays); false when the business has no such worker. */
export async function updateEmployee(db: Queryable, businessId: number, e: EmployeeFields): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE employees SET ${EDITABLE.map((n, i) => `${n} = $${i + 3}`).join(', ')}, updated_at = now()
      WHERE business_id = $1 AND rut = $2`,
    [businessId, e.rut, ...EDITABLE.map((n) => e[n])],
  );
  return rowCount === 1;
}

/**
 * The workers a month's payroll includes: working, or settled during or after the month, whose
 * contract started by the month's last day and had not ended before its first.
 */
export async function findEmployeesOfMonth(
  db: Queryable,
  businessId: number,
  first: string,
  last: string,
): Promise<EmployeeRecord[]> {
  const { rows } = await db.query<EmployeeRecord>(
    `${SELECT} WHERE e.business_id = $1 AND e.start_date <= $3::date
        AND (e.end_date IS NULL OR e.end_date >= $2::date)
        AND (e.status = 'working' OR e.end_date IS NOT NULL) ${ORDER}`,
    [businessId, first, last],
  );
  return rows;
}

/** The business's workers of these ids (another business's id reads nothing). */
export async function findEmployeesByIds(
  db: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<EmployeeRecord[]> {
  const { rows } = await db.query<EmployeeRecord>(
    `${SELECT} WHERE e.business_id = $1 AND e.id = ANY ($2::bigint[]) ${ORDER}`,
    [businessId, ids],
  );
  return rows;
}

/** Whether a worker has a computed payslip (the law keeps it: the worker cannot be deleted). */
export async function hasPayslips(db: Queryable, businessId: number, employeeId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM payslips WHERE business_id = $1 AND employee_id = $2 LIMIT 1',
    [businessId, employeeId],
  );
  return rows.length > 0;
}

export async function deleteEmployee(db: Queryable, businessId: number, rut: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM employees WHERE business_id = $1 AND rut = $2`, [
    businessId,
    rut,
  ]);
  return rowCount === 1;
}

/**
 * Inserts or updates many workers by RUT in one statement. A row equal to the stored one is not
 * written (its updated_at stays): importing the same file twice changes nothing.
 */
export async function upsertEmployees(
  db: Queryable,
  businessId: number,
  list: readonly EmployeeFields[],
): Promise<{ created: number; updated: number }> {
  if (list.length === 0) return { created: 0, updated: 0 };
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO employees (business_id, ${NAMES.join(', ')})
     SELECT $1, ${NAMES.map((n) => `r.${n}`).join(', ')}
       FROM jsonb_to_recordset($2::jsonb) AS r(${FIELDS.map(([n, t]) => `${n} ${t}`).join(', ')})
     ON CONFLICT ON CONSTRAINT employees_rut_key DO UPDATE
        SET ${EDITABLE.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}, updated_at = now()
      WHERE (${EDITABLE.map((n) => `employees.${n}`).join(', ')})
            IS DISTINCT FROM (${EDITABLE.map((n) => `EXCLUDED.${n}`).join(', ')})
     RETURNING (xmax = 0) AS inserted`,
    [businessId, JSON.stringify(list)],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}
