// The labelled data set on a business's real books (the bench): its open invoices read as the import's
// matcher reads them, a statement generated from them as a bank file would carry it, and the
// reconciliations an import wrote compared with the labels (quality measured end to end).
import type { StatementAccount } from '@portal/bank';
import type { Queryable } from '@portal/db';
import type { OpenDocument } from '@portal/domain';
import { openInvoices } from '../../features/invoices/invoices.service';
import { type MovementLabel, generateLabelledMovements } from './movements';
import type { ReconciliationQuality } from './quality';

/** The business's open invoices, exactly as the statement import's matcher receives them. */
export async function openDocumentsOf(db: Queryable, businessId: number): Promise<OpenDocument[]> {
  const rows = await openInvoices(db, businessId, ['VENTA', 'COMPRA']);
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    docType: r.doc_type,
    folio: r.folio,
    rut: r.counterpart_rut,
    name: r.counterpart_name,
    open: r.open,
    issueDate: r.issue_date,
    dueDate: r.internal_due_date,
  }));
}

export type LabelledStatement = {
  /** One account, ready for writeOfx / writeCamt053 / writeCsv. */
  account: StatementAccount;
  /** The documents each movement pays, by the movement's bank reference (null: none). */
  labels: Map<string, MovementLabel>;
};

/**
 * `count` labelled movements over `documents` (generateLabelledMovements) as one statement of the
 * account `accountNumber`: balances that add up, the bank's reference on every entry.
 */
export function labelledStatement(
  documents: readonly OpenDocument[],
  opts: { seed: number; count: number; start: string; end: string; accountNumber: string },
): LabelledStatement {
  const { movements, labels } = generateLabelledMovements(documents, opts);
  const byRef = new Map<string, MovementLabel>();
  const first = movements[0];
  const opening = first ? (first.runningBalance ?? 0) - first.amount : 0;
  const account: StatementAccount = {
    accountNumber: opts.accountNumber,
    bankId: null,
    currency: 'CLP',
    openingBalance: opening,
    closingBalance: movements.length ? (movements[movements.length - 1].runningBalance ?? opening) : opening,
    periodStart: opts.start,
    periodEnd: opts.end,
    entries: movements.map((m) => {
      byRef.set(m.bankRef, labels.get(m.id) ?? null);
      return {
        bankRef: m.bankRef,
        bookingDate: m.date,
        valueDate: null,
        amount: m.amount,
        description: m.description,
        counterpartyName: m.counterpartyName,
        counterpartyAccount: null,
        reference: m.reference,
        runningBalance: m.runningBalance ?? null,
        type: null,
      };
    }),
  };
  return { account, labels: byRef };
}

const labelKey = (docs: readonly { id: number; amount: number }[]) =>
  docs
    .map((d) => `${d.id}:${d.amount}`)
    .sort()
    .join(',');

/**
 * What an import into `accountId` reconciled on its own, against the labels: the same figures as
 * measureReconciliationQuality, read from bm_conciliations (automatic ones) and the suggestions kept
 * for the rest. Top 3: the label is the automatic reconciliation or among the stored proposals.
 */
export async function importQuality(
  db: Queryable,
  businessId: number,
  accountId: number,
  labels: ReadonlyMap<string, MovementLabel>,
): Promise<ReconciliationQuality> {
  const { rows } = await db.query<{
    bank_ref: string;
    auto: { id: number; amount: number }[] | null;
    suggestions: { documents: { id: number; amount: number }[] }[];
  }>(
    `SELECT m.bank_ref,
            (SELECT json_agg(json_build_object('id', c.conciliation_id, 'amount', c.amount))
               FROM bm_conciliations c
              WHERE c.business_id = m.business_id AND c.bm_movement_id = m.id AND c.automatic) AS auto,
            m.suggestions
       FROM bm_movements m WHERE m.business_id = $1 AND m.bm_account_id = $2`,
    [businessId, accountId],
  );
  let matchable = 0;
  let automatic = 0;
  let correct = 0;
  let top3 = 0;
  for (const r of rows) {
    const label = labels.get(r.bank_ref) ?? null;
    const auto = r.auto?.map((d) => ({ id: Number(d.id), amount: Number(d.amount) })) ?? null;
    const right = (docs: readonly { id: number; amount: number }[]) =>
      label !== null && labelKey(docs) === labelKey(label);
    if (auto) {
      automatic++;
      if (right(auto)) correct++;
    }
    if (label) {
      matchable++;
      if ((auto && right(auto)) || r.suggestions.some((s) => right(s.documents))) top3++;
    }
  }
  return {
    matchable,
    automatic,
    correct,
    recall: matchable ? correct / matchable : 0,
    precision: automatic ? correct / automatic : 1,
    suggestedTop3: matchable ? top3 / matchable : 0,
  };
}
