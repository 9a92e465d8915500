// Bank movements as the screens read them: the list with its filters, one movement with its
// reconciliations, its stored proposals (still open documents only) and the reconciliation progress.
import type { BmConciliation, BmMovement, MovementSearchBy, Suggestion } from '@portal/contracts';
import type { Db } from '@portal/db';
import { findBank, todayInChile } from '@portal/domain';
import { notFound } from '../../lib/errors';
import { invoiceBriefs } from '../invoices/invoices.service';
import { type ConciliationRow, conciliationsOf, entryNames } from './conciliations.repository';
import { CONCILIATION_MSG, documentLabel } from './conciliations.service';
import { expenseNames } from './expense-conciliations.service';
import {
  type MovementRow,
  findMovement,
  listMovements,
  progress,
  readSuggestions,
} from './movements.repository';

const bankName = (code: string) => findBank(code)?.shortName ?? code;

async function labelsOf(db: Db, businessId: number, rows: readonly ConciliationRow[]) {
  const idsOf = (type: ConciliationRow['conciliation_type']) =>
    rows.filter((c) => c.conciliation_type === type).map((c) => c.conciliation_id);
  const briefs = await invoiceBriefs(db, businessId, idsOf('Invoice'));
  const entries = await entryNames(db, businessId, idsOf('Entry'));
  const expenses = await expenseNames(db, businessId, idsOf('Expense'));
  return (c: ConciliationRow): string => {
    const b = c.conciliation_type === 'Invoice' ? briefs.get(c.conciliation_id) : undefined;
    if (b) return documentLabel(b);
    // Expenses.
    const expense = c.conciliation_type === 'Expense' ? expenses.get(c.conciliation_id) : undefined;
    if (expense) return `Gasto · ${expense}`;
    const entry = c.conciliation_type === 'Entry' ? entries.get(c.conciliation_id) : undefined;
    return entry ? `Registro contable · ${entry}` : `${c.conciliation_type} ${c.conciliation_id}`;
  };
}

function toMovement(m: MovementRow, conciliations: BmConciliation[]): BmMovement {
  return {
    id: m.id,
    bm_account_id: m.bm_account_id,
    bm_account: {
      id: m.bm_account_id,
      bank_name: bankName(m.bank_code),
      number: m.account_number,
      currency: m.currency,
    },
    post_date: m.post_date,
    value_date: m.value_date,
    amount: m.amount,
    description: m.description,
    counterparty_name: m.counterparty_name,
    reference: m.reference,
    movement_type: m.movement_type,
    balance: m.balance,
    conciliated: m.conciliated,
    conciliated_amount: m.conciliated_amount,
    with_expense: m.with_expense,
    bm_conciliations: conciliations,
    suggestions_count: m.conciliated ? 0 : m.suggestions_count,
  };
}

async function withConciliations(
  db: Db,
  businessId: number,
  rows: readonly MovementRow[],
): Promise<BmMovement[]> {
  const all = await conciliationsOf(
    db,
    businessId,
    rows.map((m) => m.id),
  );
  const label = await labelsOf(db, businessId, all);
  return rows.map((m) =>
    toMovement(
      m,
      all
        .filter((c) => c.bm_movement_id === m.id)
        .map((c) => ({
          id: c.id,
          conciliation_id: c.conciliation_id,
          conciliation_type: c.conciliation_type,
          amount: c.amount,
          automatic: c.automatic,
          confidence: c.confidence,
          label: label(c),
          created_at: c.created_at,
        })),
    ),
  );
}

export async function movementsPage(
  db: Db,
  businessId: number,
  q: { page: number; page_size: number; search_by: MovementSearchBy },
) {
  const { rows, total } = await listMovements(
    db,
    businessId,
    q.search_by,
    { page: q.page, pageSize: q.page_size },
    todayInChile(),
  );
  const { rows: last } = await db.query<{ at: string | null }>(
    'SELECT max(downloaded_at) AS at FROM bm_accounts WHERE business_id = $1',
    [businessId],
  );
  return {
    data: await withConciliations(db, businessId, rows),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
    downloaded_at: last[0]?.at ? new Date(last[0].at).toISOString() : null,
    // Statements come by file: there is no scheduled download (a bank aggregator would set it).
    next_downloaded: null,
  };
}

export async function movementDetail(db: Db, businessId: number, id: number): Promise<BmMovement> {
  const m = await findMovement(db, businessId, id);
  if (!m) throw notFound(CONCILIATION_MSG.movementNotFound);
  return (await withConciliations(db, businessId, [m]))[0]!;
}

/** The stored proposals whose documents still owe what each proposal applies to them. */
export async function movementSuggestions(db: Db, businessId: number, id: number): Promise<Suggestion[]> {
  const m = await findMovement(db, businessId, id);
  if (!m) throw notFound(CONCILIATION_MSG.movementNotFound);
  if (m.conciliated) return [];
  const stored = await readSuggestions(db, businessId, id);
  const briefs = await invoiceBriefs(
    db,
    businessId,
    stored.flatMap((s) => s.documents.map((d) => d.id)),
  );
  return stored
    .filter((s) => s.documents.every((d) => (briefs.get(d.id)?.open ?? 0) >= d.amount))
    .map((s) => ({
      confidence: s.confidence,
      reasons: s.reasons,
      partial: s.partial,
      documents: s.documents.map((d) => {
        const b = briefs.get(d.id)!;
        return {
          id: d.id,
          conciliation_type: 'Invoice' as const,
          amount: d.amount,
          label: documentLabel(b),
          open: b.open,
          due_date: b.due,
        };
      }),
    }));
}

export async function conciliationProgress(db: Db, businessId: number) {
  const p = await progress(db, businessId);
  return { ...p, percent: p.total === 0 ? 0 : Math.round((p.conciliated / p.total) * 1000) / 10 };
}
