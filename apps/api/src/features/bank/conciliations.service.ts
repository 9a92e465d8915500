// Reconciliation of bank movements with documents (platform spec §4 "Reconciliation", §5 matching
// tolerance). Invoices are reconciled here; expenses, other accounting records and honorarium
// tickets plug in when their areas exist. Reconciling pays the invoices (invoices' payInvoices).
import type { ConciliationType, EndpointBody, bankEndpoints } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { MATCH_AMOUNT_TOLERANCE, documentTypeName, formatCLP } from '@portal/domain';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { lockForPayment, payInvoices, unpayInvoices } from '../invoices/invoices.service';
import {
  type ConciliationRow,
  deleteConciliations,
  insertConciliations,
  linkedMovements,
} from './conciliations.repository';
import { type MovementRow, findMovement, refreshMovementState, setMarked } from './movements.repository';
import { conciliateExpenses } from './expense-conciliations.service';

export const CONCILIATION_MSG = {
  movementNotFound: 'No encontramos ese movimiento bancario.',
  typeNotYet: (type: ConciliationType) =>
    type === 'Entry'
      ? 'Un movimiento se concilia con otro registro contable al crearlo desde el movimiento (nueva entrada o salida de dinero por conciliación).'
      : `Aún no puedes conciliar ${type === 'Expense' ? 'gastos' : 'boletas de honorarios'} con movimientos: esa sección todavía no está disponible.`,
  notCLP: 'Solo los movimientos de cuentas en pesos se concilian con facturas.',
  documentNotFound: 'Uno de los documentos elegidos no existe en esta empresa.',
  wrongDirection: (credit: boolean) =>
    credit ? 'Un abono se concilia con facturas de venta.' : 'Un cargo se concilia con facturas de compra.',
  notOwed: (folio: string) => `El documento ${folio} ya está pagado: no tiene saldo por conciliar.`,
  tooMuch: (folio: string, owed: number) =>
    `El documento ${folio} tiene un saldo de ${formatCLP(owed)}; no puedes conciliar más que eso.`,
  already: 'Ese documento ya está conciliado con este movimiento.',
  full: 'El movimiento ya está conciliado por completo.',
  overMovement: (left: number) =>
    `Los montos superan lo que queda por conciliar del movimiento (${formatCLP(left)}).`,
  amounts: 'Indica un monto por cada documento, en el mismo orden.',
  noneToUndo: 'Esas conciliaciones no son de este movimiento.',
} as const;

/** The label a reconciliation shows: 'Factura electrónica N° 1234 · Comercial Sur'. */
export const documentLabel = (d: { doc_type: number; folio: number; counterpart_name: string }) =>
  `${documentTypeName(d.doc_type) ?? `Documento ${d.doc_type}`} N° ${d.folio}${d.counterpart_name ? ` · ${d.counterpart_name}` : ''}`;

export type ReconcilePlan = {
  movement: { id: number; amount: number; date: string };
  documents: { id: number; amount: number }[];
  automatic: boolean;
  confidence: number | null;
};

/**
 * Writes reconciliations of invoices (several movements at once: the import's automatic matching)
 * and pays the invoices: one whose payment reaches what it owes, or falls short by at most the
 * tolerance (the bank's fee, spec §5), is paid on the movement's date; less is a partial payment.
 * The caller has checked the plan; amounts here are at most what each invoice owes.
 */
export async function reconcileInvoices(
  tx: Queryable,
  businessId: number,
  plans: readonly ReconcilePlan[],
  userId: number | null,
): Promise<void> {
  const ids = [...new Set(plans.flatMap((p) => p.documents.map((d) => d.id)))];
  const owed = new Map((await lockForPayment(tx, businessId, ids)).map((r) => [r.id, r.owed]));
  const payments: Parameters<typeof payInvoices>[2][number][] = [];
  const rows: Parameters<typeof insertConciliations>[2][number][] = [];
  for (const plan of plans) {
    for (const d of plan.documents) {
      const left = owed.get(d.id) ?? 0;
      const settle = d.amount >= left - MATCH_AMOUNT_TOLERANCE;
      owed.set(d.id, left - d.amount);
      payments.push({
        id: d.id,
        amount: d.amount,
        settle,
        date: plan.movement.date,
        movementId: plan.movement.id,
      });
      rows.push({
        movementId: plan.movement.id,
        type: 'Invoice',
        documentId: d.id,
        amount: d.amount,
        automatic: plan.automatic,
        confidence: plan.confidence,
        settled: settle,
        userId,
      });
    }
  }
  await insertConciliations(tx, businessId, rows);
  // An invoice paid by two movements of one batch: the second payment adds, the first settles.
  await payInvoices(tx, businessId, mergePayments(payments), userId);
  const movementIds = plans.map((p) => p.movement.id);
  await refreshMovementState(tx, businessId, movementIds, MATCH_AMOUNT_TOLERANCE);
}

function mergePayments<
  T extends { id: number; amount: number; settle: boolean; date: string; movementId: number },
>(list: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const p of list) {
    const seen = byId.get(p.id);
    byId.set(p.id, seen ? { ...p, amount: seen.amount + p.amount, settle: seen.settle || p.settle } : p);
  }
  return [...byId.values()];
}

/**
 * Reconciles a movement with an accounting record created for it (the entries area's "nueva
 * entrada/salida de dinero por conciliación"), for the record's amount: at most what the movement
 * has left to reconcile.
 */
export async function reconcileEntry(
  tx: Queryable,
  businessId: number,
  r: { movementId: number; entryId: number; amount: number; userId: number | null },
): Promise<void> {
  const m = await requireMovement(tx, businessId, r.movementId);
  if (m.currency !== 'CLP') throw unprocessable(CONCILIATION_MSG.notCLP);
  const left = Math.abs(m.amount) - m.conciliated_amount;
  if (left <= 0) throw unprocessable(CONCILIATION_MSG.full);
  if (r.amount > left) throw unprocessable(CONCILIATION_MSG.overMovement(left));
  await insertConciliations(tx, businessId, [
    {
      movementId: m.id,
      type: 'Entry',
      documentId: r.entryId,
      amount: r.amount,
      automatic: false,
      confidence: null,
      settled: true,
      userId: r.userId,
    },
  ]);
  await refreshMovementState(tx, businessId, [m.id], MATCH_AMOUNT_TOLERANCE);
}

/** Undoes the reconciliations of an accounting record (before it is deleted). */
export async function undoEntryConciliations(
  tx: Queryable,
  businessId: number,
  entryId: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: number; m: number }>(
    `SELECT id::int AS id, bm_movement_id::int AS m FROM bm_conciliations
      WHERE business_id = $1 AND conciliation_type = 'Entry' AND conciliation_id = $2`,
    [businessId, entryId],
  );
  if (rows.length === 0) return;
  await undoConciliations(
    tx,
    businessId,
    [...new Set(rows.map((r) => r.m))],
    rows.map((r) => r.id),
  );
}

async function requireMovement(tx: Queryable, businessId: number, id: number): Promise<MovementRow> {
  const m = await findMovement(tx, businessId, id, true);
  if (!m) throw notFound(CONCILIATION_MSG.movementNotFound);
  return m;
}

/** The user's reconciliation of a movement with chosen documents (POST …/conciliate). */
export async function conciliate(
  db: Db,
  ctx: { businessId: number; userId: number },
  movementId: number,
  body: EndpointBody<typeof bankEndpoints.conciliate>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await requireMovement(tx, ctx.businessId, movementId);
    // Expenses.
    if (body.conciliation_type === 'Expense') {
      await conciliateExpenses(tx, ctx, m, body);
      return;
    }
    if (body.conciliation_type !== 'Invoice')
      throw unprocessable(CONCILIATION_MSG.typeNotYet(body.conciliation_type));
    if (m.currency !== 'CLP') throw unprocessable(CONCILIATION_MSG.notCLP);
    if (body.amounts && body.amounts.length !== body.conciliation_ids.length)
      throw unprocessable(CONCILIATION_MSG.amounts);
    const ids = [...new Set(body.conciliation_ids)];
    const locked = new Map((await lockForPayment(tx, ctx.businessId, ids)).map((r) => [r.id, r]));
    const credit = m.amount > 0;
    let left = Math.abs(m.amount) - m.conciliated_amount;
    if (left <= 0) throw unprocessable(CONCILIATION_MSG.full);
    const linked = await linkedMovementsOf(tx, ctx.businessId, movementId, ids);
    const documents: { id: number; amount: number }[] = [];
    for (const [i, id] of ids.entries()) {
      const inv = locked.get(id);
      if (!inv) throw unprocessable(CONCILIATION_MSG.documentNotFound);
      // Only a refusal names the folio.
      const folio = () => folioOf(tx, ctx.businessId, id);
      if (inv.direction !== (credit ? 'VENTA' : 'COMPRA'))
        throw unprocessable(CONCILIATION_MSG.wrongDirection(credit));
      if (linked.has(id)) throw conflict(CONCILIATION_MSG.already);
      if (inv.payed || inv.owed <= 0) throw unprocessable(CONCILIATION_MSG.notOwed(await folio()));
      const wanted = body.amounts?.[i] ?? Math.min(inv.owed, left);
      if (wanted > inv.owed) throw unprocessable(CONCILIATION_MSG.tooMuch(await folio(), inv.owed));
      if (wanted <= 0 || wanted > left + MATCH_AMOUNT_TOLERANCE)
        throw unprocessable(CONCILIATION_MSG.overMovement(Math.max(left, 0)));
      documents.push({ id, amount: wanted });
      left -= wanted;
    }
    await reconcileInvoices(
      tx,
      ctx.businessId,
      [
        {
          movement: { id: m.id, amount: m.amount, date: m.post_date },
          documents,
          automatic: false,
          confidence: null,
        },
      ],
      ctx.userId,
    );
  });
}

async function linkedMovementsOf(
  tx: Queryable,
  businessId: number,
  movementId: number,
  ids: readonly number[],
) {
  const { rows } = await tx.query<{ d: number }>(
    `SELECT conciliation_id::int AS d FROM bm_conciliations WHERE business_id = $1 AND bm_movement_id = $2
        AND conciliation_type = 'Invoice' AND conciliation_id = ANY($3::bigint[])`,
    [businessId, movementId, ids],
  );
  return new Set(rows.map((r) => r.d));
}

async function folioOf(tx: Queryable, businessId: number, id: number): Promise<string> {
  const { rows } = await tx.query<{ folio: string }>(
    'SELECT folio::text FROM invoices WHERE business_id = $1 AND id = $2',
    [businessId, id],
  );
  return `N° ${rows[0]?.folio ?? id}`;
}

/**
 * Undoes reconciliations (all of the movements', or those of `ids`): the invoices get back what
 * those payments changed, and stay linked to another movement still reconciled with them.
 */
export async function undoConciliations(
  tx: Queryable,
  businessId: number,
  movementIds: readonly number[],
  ids: readonly number[] | 'all',
): Promise<ConciliationRow[]> {
  const gone = await deleteConciliations(tx, businessId, movementIds, ids);
  const invoices = gone.filter((c) => c.conciliation_type === 'Invoice');
  const still = await linkedMovements(
    tx,
    businessId,
    'Invoice',
    invoices.map((c) => c.conciliation_id),
  );
  const byInvoice = new Map<
    number,
    { id: number; amount: number; unsettle: boolean; movementId: number | null }
  >();
  for (const c of invoices) {
    const seen = byInvoice.get(c.conciliation_id);
    byInvoice.set(c.conciliation_id, {
      id: c.conciliation_id,
      amount: (seen?.amount ?? 0) + c.amount,
      unsettle: (seen?.unsettle ?? false) || c.settled,
      movementId: still.get(c.conciliation_id) ?? null,
    });
  }
  await unpayInvoices(tx, businessId, [...byInvoice.values()]);
  await refreshMovementState(tx, businessId, movementIds, MATCH_AMOUNT_TOLERANCE);
  return gone;
}

export async function unconciliate(
  db: Db,
  businessId: number,
  movementId: number,
  body: { all?: boolean; bm_conciliation_ids?: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireMovement(tx, businessId, movementId);
    const ids = body.all ? 'all' : (body.bm_conciliation_ids ?? []);
    const gone = await undoConciliations(tx, businessId, [movementId], ids);
    if (ids !== 'all' && gone.length !== new Set(ids).size) throw unprocessable(CONCILIATION_MSG.noneToUndo);
  });
}

/** PUT …/bm_movements/:id: reconciled without documents, or back to not reconciled (undoing all). */
export async function markMovement(
  db: Db,
  businessId: number,
  movementId: number,
  conciliated: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireMovement(tx, businessId, movementId);
    if (!conciliated) await undoConciliations(tx, businessId, [movementId], 'all');
    await setMarked(tx, businessId, movementId, conciliated);
    await refreshMovementState(tx, businessId, [movementId], MATCH_AMOUNT_TOLERANCE);
  });
}
