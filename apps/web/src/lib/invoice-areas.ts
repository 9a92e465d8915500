// Which cached areas of a business a write to its documents changes (the invoices' own writes and a
// bank reconciliation's). A document's paid state, due date or acknowledgment shows in the lists and
// detail, the summary and dashboard, the cash flow and to-do.
import { ACCOUNTING_AREA, COLLECTIONS_AREA, INVOICE_AREAS } from '@portal/contracts';

export const INVOICE_FIGURES = [
  INVOICE_AREAS.invoices,
  INVOICE_AREAS.summary,
  INVOICE_AREAS.cashFlow,
  INVOICE_AREAS.todo,
  // A client's or provider's figures (what it owes, its documents) follow its invoices.
  'clients',
  // Paying a sale in collection adds a payment to its collection timeline.
  COLLECTIONS_AREA,
  // Every document and reconciliation writes its entry in the journal the accounting reports read.
  ACCOUNTING_AREA,
] as const;

/** An import may change every document, and adds a line to the import history. */
export const AFTER_IMPORT = [...INVOICE_FIGURES, INVOICE_AREAS.imports] as const;
