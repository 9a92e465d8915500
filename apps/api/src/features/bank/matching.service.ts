// Automatic reconciliation of newly imported movements: the domain's matcher over the
// business's open invoices; a proposal at or above its threshold is reconciled (automatic, undoable),
// the others are kept as the movement's top 3 suggestions.
import type { Queryable } from '@portal/db';
import { type MatchProposal, type OpenDocument, createMatcher, isAutomatic } from '@portal/domain';
import { type OpenInvoiceRow, openInvoices } from '../invoices/invoices.service';
import { type ReconcilePlan, reconcileInvoices } from './conciliations.service';
import {
  type MovementRow,
  type NewMovement,
  type StoredSuggestion,
  findMovement,
  storeSuggestions,
} from './movements.repository';

export const SUGGESTIONS_KEPT = 3;

const toStored = (p: MatchProposal): StoredSuggestion => ({
  confidence: Math.round(p.confidence * 1000) / 1000,
  reasons: [...p.reasons],
  partial: p.partial,
  documents: p.documents.map((d) => ({ id: d.id, amount: d.amount })),
});

/** An open invoice as the matcher reads it. */
export const toOpenDocument = (r: OpenInvoiceRow): OpenDocument => ({
  id: r.id,
  direction: r.direction,
  docType: r.doc_type,
  folio: r.folio,
  rut: r.counterpart_rut,
  name: r.counterpart_name,
  open: r.open,
  issueDate: r.issue_date,
  dueDate: r.internal_due_date,
});

export async function matchNewMovements(
  tx: Queryable,
  ctx: { businessId: number; userId: number | null },
  movements: readonly (NewMovement & { id: number })[],
): Promise<{ automatic: number; suggested: number }> {
  const live = movements.filter((m) => m.amount !== 0);
  if (live.length === 0) return { automatic: 0, suggested: 0 };
  const directions = [
    ...(live.some((m) => m.amount > 0) ? (['VENTA'] as const) : []),
    ...(live.some((m) => m.amount < 0) ? (['COMPRA'] as const) : []),
  ];
  const open = await openInvoices(tx, ctx.businessId, directions);
  if (open.length === 0) return { automatic: 0, suggested: 0 };
  const matcher = createMatcher(open.map(toOpenDocument));
  const plans: ReconcilePlan[] = [];
  const suggestions: { id: number; suggestions: StoredSuggestion[] }[] = [];
  // Oldest first: an earlier payment takes an invoice before a later one is matched.
  const ordered = [...live].sort((a, b) =>
    a.postDate < b.postDate ? -1 : a.postDate > b.postDate ? 1 : a.id - b.id,
  );
  for (const m of ordered) {
    const proposals = matcher.propose(
      {
        id: m.id,
        amount: m.amount,
        date: m.postDate,
        description: m.description,
        counterpartyName: m.counterpartyName,
        reference: m.reference,
      },
      SUGGESTIONS_KEPT,
    );
    const best = proposals[0];
    if (best && isAutomatic(best)) {
      matcher.consume(best);
      plans.push({
        movement: { id: m.id, amount: m.amount, date: m.postDate },
        documents: best.documents,
        automatic: true,
        confidence: best.confidence,
      });
    } else if (proposals.length > 0) suggestions.push({ id: m.id, suggestions: proposals.map(toStored) });
  }
  await reconcileInvoices(tx, ctx.businessId, plans, ctx.userId);
  await storeSuggestions(tx, ctx.businessId, suggestions);
  return { automatic: plans.length, suggested: suggestions.length };
}

/**
 * The proposals of movements left unreconciled after an undo: what the matcher finds now among the
 * open invoices (the undone invoice among them), stored as the movement's top 3 — never reconciled
 * by itself again, the user just said no.
 */
export async function refreshSuggestions(
  tx: Queryable,
  businessId: number,
  movements: readonly MovementRow[],
): Promise<void> {
  const live = movements.filter((m) => !m.conciliated && m.amount !== 0 && m.currency === 'CLP');
  if (live.length === 0) return;
  const directions = [
    ...(live.some((m) => m.amount > 0) ? (['VENTA'] as const) : []),
    ...(live.some((m) => m.amount < 0) ? (['COMPRA'] as const) : []),
  ];
  const matcher = createMatcher((await openInvoices(tx, businessId, directions)).map(toOpenDocument));
  await storeSuggestions(
    tx,
    businessId,
    live.map((m) => ({
      id: m.id,
      suggestions: matcher
        .propose(
          {
            id: m.id,
            amount: m.amount,
            date: m.post_date,
            description: m.description,
            counterpartyName: m.counterparty_name,
            reference: m.reference,
          },
          SUGGESTIONS_KEPT,
        )
        .map(toStored),
    })),
  );
}

/** After an undo: the movement's proposals again (the undone invoice is open once more). */
export async function suggestAgain(db: Queryable, businessId: number, movementId: number): Promise<void> {
  const m = await findMovement(db, businessId, movementId);
  if (m) await refreshSuggestions(db, businessId, [m]);
}
