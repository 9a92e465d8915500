// What the cash flow reads: what is still owed (the one rule, invoices' open-documents.service.ts) grouped
// by internal due date.
import type { Queryable } from '@portal/db';
import { Params, openAmountSql, openSql } from '../invoices/invoices.service';

export type DueDay = { direction: 'VENTA' | 'COMPRA'; due: string; count: number; total: number };

/**
 * Owed documents of the periods [from, to] per due date up to `to`, overdue ones included; each
 * counts what it still owes (its total less its credit notes), so a note never shows as money in.
 */
export async function unpaidByDueDate(
  db: Queryable,
  businessId: number,
  periods: { from: number; to: number },
  to: string,
): Promise<DueDay[]> {
  const p = new Params();
  const { rows } = await db.query<DueDay>(
    `SELECT i.direction, i.internal_due_date AS due, count(*)::bigint AS count,
            sum(${openAmountSql()})::bigint AS total
       FROM invoices i
      WHERE i.business_id = ${p.add(businessId)} AND i.period BETWEEN ${p.add(periods.from)} AND ${p.add(periods.to)}
        AND ${openSql(p, businessId)} AND i.internal_due_date <= ${p.add(to)}::date
      GROUP BY i.direction, i.internal_due_date`,
    p.values,
  );
  return rows;
}
