// What is owed and what is overdue: one definition for the dashboard, the to-do list, the cash flow
// and the lists' "vencidas" filter. The API's SQL (features/invoices/open-documents.service.ts)
// states the same rule over the stored columns; tests compare the two.

/**
 * Days to pay when the document states no due date: the commercial term of Ley 19.983 art. 2
 * ("treinta días corridos contados desde la recepción de la factura"), counted from the issue date.
 */
export const DEFAULT_PAYMENT_DAYS = 30;

/** The facts about one stored document the rule reads. */
export type OwedDocument = {
  payed: boolean;
  /** The type can be owed (taxDocumentType(code).collectible). */
  collectible: boolean;
  /** In the register and not claimed nor "no incluir" (they are not paid). */
  counted: boolean;
  /** The purchase was rejected (acuse RCD): nobody pays it. */
  rejected: boolean;
  /** With the type's sign: credit notes are negative and are netted into their invoice instead. */
  signedTotal: number;
  /** Σ of the credit notes that reference this document (positive pesos). */
  creditedAmount: number;
  /** Paid in part by reconciled bank movements (positive pesos); 0 when none. */
  paidAmount?: number;
  issueDate: string;
  /** The due date the portal keeps: the user's, else the SII's, else issue + DEFAULT_PAYMENT_DAYS. */
  dueDate: string | null;
};

/**
 * The saldo of a document: what is left to pay of it, its total less the credit notes that
 * reference it and what reconciled bank movements paid of it; 0 once it is paid (by reconciliation or
 * by hand) and never below 0. Every figure of an amount owed (lists, detail, collection notice,
 * reminders, Cobranza Online, factoring, dashboard) is this one; the API's SQL states it as
 * openAmountSql (features/invoices/open-documents.service.ts).
 */
export function balanceDue(
  d: Pick<OwedDocument, 'payed' | 'signedTotal' | 'creditedAmount' | 'paidAmount'>,
): number {
  if (d.payed) return 0;
  return Math.max(0, d.signedTotal - d.creditedAmount - (d.paidAmount ?? 0));
}

/**
 * The amount still owed on a document, 0 when it is not owed at all: unpaid, collectible, counted,
 * not rejected, issued on or after the business's "gestión de cobranza desde" (null: no limit), and
 * its total less the credit notes that reference it and what was paid in part still positive. A credit note owes nothing by
 * itself: it reduces the invoice it references (one that cancels a paid invoice is no receivable).
 */
export function openAmount(d: OwedDocument, collectionsSince: string | null): number {
  if (d.payed || !d.collectible || !d.counted || d.rejected || d.signedTotal <= 0) return 0;
  if (collectionsSince !== null && d.issueDate < collectionsSince) return 0;
  return balanceDue(d);
}

/** Owed and its due date before today (Chile, 'YYYY-MM-DD'). */
export function isOverdue(d: OwedDocument, today: string, collectionsSince: string | null): boolean {
  return openAmount(d, collectionsSince) > 0 && d.dueDate !== null && d.dueDate < today;
}

/*
 * "Gestión de cobranza desde": until the owner sets a day (Mi empresa, or when the first SII file
 * is imported), a business manages every unpaid document (null: no limit). An automatic cut-off at
 * the first import hid older unpaid sales: "Por cobrar $0" for invoices still owed.
 */

/**
 * The periods whose documents make receivables, payables and overdue figures when no period is
 * chosen: the last 12 tax periods up to the current one (the sales list's default), shown with
 * each figure ("en los últimos 12 meses").
 */
export const RECEIVABLE_PERIODS = 12;
