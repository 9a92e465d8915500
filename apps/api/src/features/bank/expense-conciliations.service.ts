// A charge (money out) reconciled with expenses (spec platform §4: document types
// include expense; bm_conciliations.conciliation_type 'Expense'). Each expense takes at most what it
// has not been reconciled for yet; a rejected expense is not a spending and is refused. The expense's
// journal entry then credits Banco instead of Caja (migration 0063's trigger).
import type { Queryable } from '@portal/db';
import { MATCH_AMOUNT_TOLERANCE, formatCLP } from '@portal/domain';
import { conflict, unprocessable } from '../../lib/errors';
import { insertConciliations } from './conciliations.repository';
import { type MovementRow, refreshMovementState } from './movements.repository';

export const EXPENSE_CONCILIATION_MSG = {
  notCLP: 'Solo los movimientos de cuentas en pesos se concilian con gastos.',
  credit: 'Un abono no se concilia con gastos: un gasto es una salida de dinero (un cargo).',
  notFound: 'Uno de los gastos elegidos no existe en esta empresa.',
  rejected: (d: string) => `El gasto "${d}" está rechazado: no se concilia.`,
  done: (d: string) => `El gasto "${d}" ya está conciliado por completo.`,
  tooMuch: (d: string, left: number) =>
    `Al gasto "${d}" le quedan ${formatCLP(left)} por conciliar; no puedes conciliar más.`,
  already: 'Ese gasto ya está conciliado con este movimiento.',
  full: 'El movimiento ya está conciliado por completo.',
  over: (left: number) =>
    `Los montos superan lo que queda por conciliar del movimiento (${formatCLP(left)}).`,
} as const;

type ExpenseRow = {
  id: number;
  description: string;
  status: string;
  amount: number;
  reconciled: number;
  here: boolean;
};

async function lockExpenses(tx: Queryable, businessId: number, movementId: number, ids: readonly number[]) {
  const { rows } = await tx.query<ExpenseRow>(
    `SELECT e.id::int AS id, e.description, e.status, e.amount::bigint AS amount,
            coalesce((SELECT sum(c.amount) FROM bm_conciliations c WHERE c.business_id = e.business_id
                        AND c.conciliation_type = 'Expense' AND c.conciliation_id = e.id), 0)::bigint AS reconciled,
            EXISTS (SELECT 1 FROM bm_conciliations c WHERE c.business_id = e.business_id AND c.bm_movement_id = $3
                      AND c.conciliation_type = 'Expense' AND c.conciliation_id = e.id) AS here
       FROM expenses e WHERE e.business_id = $1 AND e.id = ANY($2::bigint[]) ORDER BY e.id FOR UPDATE OF e`,
    [businessId, ids, movementId],
  );
  return new Map(
    rows.map((r) => [r.id, { ...r, amount: Number(r.amount), reconciled: Number(r.reconciled) }]),
  );
}

export async function conciliateExpenses(
  tx: Queryable,
  ctx: { businessId: number; userId: number },
  m: MovementRow,
  body: { conciliation_ids: number[]; amounts?: number[] },
): Promise<void> {
  if (m.currency !== 'CLP') throw unprocessable(EXPENSE_CONCILIATION_MSG.notCLP);
  if (m.amount > 0) throw unprocessable(EXPENSE_CONCILIATION_MSG.credit);
  const ids = [...new Set(body.conciliation_ids)];
  const locked = await lockExpenses(tx, ctx.businessId, m.id, ids);
  let left = Math.abs(m.amount) - m.conciliated_amount;
  if (left <= 0) throw unprocessable(EXPENSE_CONCILIATION_MSG.full);
  const rows: Parameters<typeof insertConciliations>[2][number][] = [];
  for (const [i, id] of ids.entries()) {
    const e = locked.get(id);
    if (!e) throw unprocessable(EXPENSE_CONCILIATION_MSG.notFound);
    if (e.here) throw conflict(EXPENSE_CONCILIATION_MSG.already);
    if (e.status === 'rejected') throw unprocessable(EXPENSE_CONCILIATION_MSG.rejected(e.description));
    const owed = e.amount - e.reconciled;
    if (owed <= 0) throw unprocessable(EXPENSE_CONCILIATION_MSG.done(e.description));
    const wanted = body.amounts?.[i] ?? Math.min(owed, left);
    if (wanted > owed) throw unprocessable(EXPENSE_CONCILIATION_MSG.tooMuch(e.description, owed));
    if (wanted <= 0 || wanted > left + MATCH_AMOUNT_TOLERANCE)
      throw unprocessable(EXPENSE_CONCILIATION_MSG.over(Math.max(left, 0)));
    rows.push({
      movementId: m.id,
      type: 'Expense',
      documentId: id,
      amount: wanted,
      automatic: false,
      confidence: null,
      settled: true,
      userId: ctx.userId,
    });
    left -= wanted;
  }
  await insertConciliations(tx, ctx.businessId, rows);
  await refreshMovementState(tx, ctx.businessId, [m.id], MATCH_AMOUNT_TOLERANCE);
}

/** The descriptions of expenses, for the labels of a movement's reconciliations. */
export async function expenseNames(db: Queryable, businessId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const { rows } = await db.query<{ id: number; description: string }>(
    'SELECT id::int AS id, description FROM expenses WHERE business_id = $1 AND id = ANY($2::bigint[])',
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.description]));
}
