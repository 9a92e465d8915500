// What is owed, by the one rule (open-documents.service.ts): the dashboard's overdue and to-be-due figures
// and the to-do list's overdue sales read the same query.
import type { Queryable } from '@portal/db';
import { Params } from './list-filters';
import { openAmountSql, openSql, overdueSql } from './open-documents.service';

export type UnpaidStates = {
  direction: 'VENTA' | 'COMPRA';
  expired_count: number;
  expired_total: number;
  due_count: number;
  due_total: number;
};

/**
 * What is still owed on the documents of the periods, split at today by the one rule (invoices'
 * open-documents.service.ts): overdue, and to be due (the rest of what is owed). Amounts are what each
 * document still owes (its total less its credit notes).
 */
export async function unpaidStates(
  db: Queryable,
  businessId: number,
  from: number,
  to: number,
  today: string,
): Promise<UnpaidStates[]> {
  const p = new Params();
  const where = `i.business_id = ${p.add(businessId)} AND i.period BETWEEN ${p.add(from)} AND ${p.add(to)}`;
  const overdue = overdueSql(p, businessId, today);
  const { rows } = await db.query<UnpaidStates>(
    `SELECT i.direction,
            count(*) FILTER (WHERE ${overdue})::bigint AS expired_count,
            coalesce(sum(${openAmountSql()}) FILTER (WHERE ${overdue}), 0)::bigint AS expired_total,
            count(*) FILTER (WHERE NOT ${overdue})::bigint AS due_count,
            coalesce(sum(${openAmountSql()}) FILTER (WHERE NOT ${overdue}), 0)::bigint AS due_total
       FROM invoices i WHERE ${where} AND ${openSql(p, businessId)}
      GROUP BY i.direction`,
    p.values,
  );
  return rows;
}
