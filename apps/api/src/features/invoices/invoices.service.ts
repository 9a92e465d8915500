// Rules of the invoice lists and of changes to one invoice: paid state, internal due date,
// bulk updates and acknowledgment of receipt.
import {
  ACKNOWLEDGMENT_MESSAGES,
  type BulkUpdateBody,
  type InvoicePeriodsResponse,
  type ExpirationDateChange,
  type InvoiceDetail,
  type InvoiceListResponse,
  type OperationType,
  type UpdateExpireDateBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  type ClaimReason,
  addDays,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
  todayInChile,
} from '@portal/domain';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordPayments } from '../collections/collection-events.service';
import { findDocument } from '../invoice-documents/invoice-documents.service';
import { toDetail, toListItem, toPayment } from './invoice-mappers';
import { type Totals, listPage, scanTotals } from './invoices-list.repository';
import {
  type BulkTarget,
  accountExists,
  applyAcknowledgment,
  bulkUpdate,
  changeDueDate,
  findDetailRow,
  findDueDateChange,
  invoiceExists,
  listDueDateChanges,
  listPayments,
  lockInvoice,
  periodSpans,
  setPayed,
  unpaidInCollection,
} from './invoices.repository';
import { type FilterInput, type ListFilter, type Sort, sumsWhatIsOwed, toListFilter } from './list-filters';
import { addPayments, removePayments } from './settlements.repository';
import type { SiiAcknowledgmentAdapter } from './sii-acknowledgment';

// What other areas may use of invoices (they never reach the repositories or the SQL filters).
export { invoiceExists } from './invoices.repository';
/** The accounts of the business's chart that purchases are classified to. */
export { listInvoicingAccounts } from './invoicing-accounts.repository';
export { type ListFilter, Params, lastPeriodsRange, toListFilter, toSort } from './list-filters';
export { beforeCollectionsSql, openAmountSql, openSql, overdueSql } from './open-documents.service';
export { type UnpaidStates, unpaidStates } from './receivables.repository';
export type { Totals } from './invoices-list.repository';
export { type OpenInvoiceRow, invoiceBriefs, lockForPayment, openInvoices } from './settlements.repository';

export const MSG = {
  notFound: 'No encontramos la factura.',
  badDueDate: 'La fecha de vencimiento no es válida.',
  oneDueChoice: 'Indica solo una opción: expire_date, expire_days o return_to_expire_date_id.',
  changeNotFound: 'No encontramos ese cambio de fecha de vencimiento en esta factura.',
  idMismatch: "El parámetro 'id' no corresponde a la factura de la ruta.",
  ackSales: 'El acuse de recibo solo se puede dar a facturas de compra.',
  ackDone: 'Ya diste acuse de recibo a esta factura.',
  ackFailed: 'No pudimos enviar el acuse de recibo al SII. Inténtalo nuevamente.',
  bulkNothing: "Indica qué actualizar: 'payed' o 'invoicing_account_id'.",
  bulkNoTarget: "Indica las facturas en 'id_docs', o usa 'update_massive' con los filtros en 'update_by'.",
  bulkAccountSales: "La clasificación ('invoicing_account_id') solo se aplica a compras.",
  accountNotFound: "La cuenta 'invoicing_account_id' no existe en esta empresa.",
  bulkTypeMismatch: "El parámetro 'update_by.operationType' no coincide con 'operationType'.",
} as const;

export type ListRequest = {
  filter: ListFilter;
  sort: Sort;
  page: number;
  pageSize: number;
  lastUpdated: string | null;
};

export async function listInvoices(db: Queryable, req: ListRequest): Promise<InvoiceListResponse> {
  const { count, sum, excludedCount, excludedSum, rows } = await listPage(
    db,
    req.filter,
    req.sort,
    req.page,
    req.pageSize,
  );
  const invoices = rows.map((r) => toListItem(r, req.filter.today));
  const owed = sumsWhatIsOwed(req.filter);
  return {
    invoices,
    meta: { current_page: req.page, page_size: req.pageSize, total_elements: count },
    last_updated: req.lastUpdated,
    total_det_mnt_total: sum,
    page_total_det_mnt_total: invoices.reduce(
      (acc, i) => acc + (owed ? i.open_amount : i.counted ? i.signed_total : 0),
      0,
    ),
    open_totals: owed,
    excluded_count: excludedCount,
    excluded_det_mnt_total: excludedSum,
    error: null,
  };
}

export async function getInvoice(db: Queryable, businessId: number, id: number): Promise<InvoiceDetail> {
  const [row, file, payments] = await Promise.all([
    findDetailRow(db, businessId, id),
    findDocument(db, businessId, id),
    listPayments(db, businessId, id),
  ]);
  if (!row) throw notFound(MSG.notFound);
  return toDetail(row, todayInChile(), file, payments.map(toPayment));
}

export async function getDueDateChanges(
  db: Queryable,
  businessId: number,
  invoiceId: number,
): Promise<ExpirationDateChange[]> {
  const [exists, rows] = await Promise.all([
    invoiceExists(db, businessId, invoiceId),
    listDueDateChanges(db, businessId, invoiceId),
  ]);
  if (!exists) throw notFound(MSG.notFound);
  return rows.map((r) => ({
    _id: r.id,
    expireDate: r.expire_date,
    previous_date: r.previous_date,
    created_at: new Date(r.created_at).toISOString(),
    user_name: r.user_name,
  }));
}

/** 'YYYY-MM-DD' or 'DD/MM/YYYY', a real date between 1900 and 2999. */
function parseDueDate(raw: string): string {
  const text = raw.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseIsoDate(text) : null;
  const date = iso ? toIsoDate(iso) : parseDisplayDate(text);
  if (!date || date < '1900-01-01' || date > '2999-12-31') throw badRequest(MSG.badDueDate);
  return date;
}

/** Spec §4: a new date, a number of days from the issue date, or back to an earlier change. Each is recorded. */
export async function updateDueDate(
  db: Db,
  businessId: number,
  userId: number,
  invoiceId: number,
  body: UpdateExpireDateBody & { expire_days?: number | null; return_to_expire_date_id?: number | null },
): Promise<InvoiceDetail> {
  const given = [body.expire_date, body.expire_days, body.return_to_expire_date_id].filter(
    (v) => v !== undefined && v !== null && v !== '',
  );
  if (given.length !== 1) throw badRequest(MSG.oneDueChoice);
  if (body.id !== undefined && body.id !== null && Number(body.id) !== invoiceId)
    throw badRequest(MSG.idMismatch);
  const date = body.expire_date ? parseDueDate(body.expire_date) : null;
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, businessId, invoiceId);
    if (!invoice) throw notFound(MSG.notFound);
    let next: string;
    if (date) next = date;
    else if (typeof body.expire_days === 'number') next = addDays(invoice.issue_date, body.expire_days);
    else {
      const change = await findDueDateChange(
        tx,
        businessId,
        invoiceId,
        Number(body.return_to_expire_date_id),
      );
      if (!change) throw notFound(MSG.changeNotFound);
      next = change.expire_date;
    }
    await changeDueDate(tx, businessId, invoice, next, userId);
  });
  return getInvoice(db, businessId, invoiceId);
}

/** A sale in collection that becomes paid gets a payment on its collection timeline (same transaction). */
export async function updatePayed(
  db: Db,
  businessId: number,
  invoiceId: number,
  payed: boolean,
  userId: number | null = null,
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const collecting = payed ? await unpaidInCollection(tx, businessId, 'VENTA', { id: invoiceId }) : [];
    if (!(await setPayed(tx, businessId, invoiceId, payed))) throw notFound(MSG.notFound);
    await recordPayments(tx, businessId, collecting, userId);
  });
  return getInvoice(db, businessId, invoiceId);
}

type ParsedBulk = Omit<BulkUpdateBody, 'operationType' | 'update_by'> & {
  operationType: OperationType;
  update_by?: FilterInput & { operationType?: OperationType };
  payed?: boolean;
  update_massive?: boolean;
  all_invoices?: boolean;
  id_docs?: number[];
  invoicing_account_id?: number | null;
};

/**
 * By ids (id_docs) or, with update_massive/all_invoices, every document matching update_by (the
 * list filters; omitted ones take the list defaults). Ids of another business or of the other
 * direction simply do not match: `updated` counts the documents changed.
 */
export async function bulkUpdateInvoices(
  db: Db,
  businessId: number,
  body: ParsedBulk,
  userId: number | null = null,
): Promise<number> {
  if (body.payed === undefined && body.invoicing_account_id === undefined) throw badRequest(MSG.bulkNothing);
  if (body.invoicing_account_id !== undefined && body.operationType !== 'COMPRA') {
    throw badRequest(MSG.bulkAccountSales);
  }
  const massive = body.update_massive === true || body.all_invoices === true;
  let target: BulkTarget;
  if (massive) {
    const by = body.update_by ?? {};
    if (by.operationType !== undefined && by.operationType !== body.operationType) {
      throw badRequest(MSG.bulkTypeMismatch);
    }
    target = { filter: toListFilter(businessId, body.operationType, by) };
  } else {
    if (!body.id_docs || body.id_docs.length === 0) throw badRequest(MSG.bulkNoTarget);
    target = { ids: [...new Set(body.id_docs)] };
  }
  const accountId = body.invoicing_account_id;
  return db.transaction(async (tx) => {
    if (typeof accountId === 'number' && !(await accountExists(tx, businessId, accountId))) {
      throw badRequest(MSG.accountNotFound);
    }
    const collecting =
      body.payed === true ? await unpaidInCollection(tx, businessId, body.operationType, target) : [];
    const updated = await bulkUpdate(tx, businessId, body.operationType, target, {
      payed: body.payed,
      invoicingAccountId: accountId,
    });
    await recordPayments(tx, businessId, collecting, userId);
    return updated;
  });
}

/** Purchases only; once acknowledged (either way) an invoice keeps it, as at the SII. */
export async function acknowledge(
  db: Db,
  adapter: SiiAcknowledgmentAdapter,
  scope: { businessId: number; businessRut: string; userId: number },
  invoiceId: number,
  eventCode: 'ACD' | 'RCD',
  claimReason?: ClaimReason,
): Promise<{ invoice: InvoiceDetail; message: string }> {
  // A rejection without a reason is the generic one, "Reclamo al Contenido del Documento".
  const reason = eventCode === 'RCD' ? (claimReason ?? 'RCD') : null;
  const status = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope.businessId, invoiceId);
    if (!invoice) throw notFound(MSG.notFound);
    if (invoice.direction !== 'COMPRA') throw badRequest(MSG.ackSales);
    if (invoice.estado !== null) throw conflict(MSG.ackDone);
    const receipt = await adapter
      .send({
        businessId: scope.businessId,
        businessRut: scope.businessRut,
        invoiceId,
        docType: invoice.doc_type,
        folio: invoice.folio,
        issuerRut: invoice.issuer_rut,
        eventCode,
        siiAction: reason ?? 'ACD',
      })
      .catch(() => {
        throw new AppError(502, MSG.ackFailed, 'sii_unavailable');
      });
    await applyAcknowledgment(tx, scope.businessId, {
      invoiceId,
      eventCode,
      reason,
      channel: receipt.channel,
      status: receipt.status,
      trackId: receipt.trackId,
      userId: scope.userId,
    });
    return receipt.status;
  });
  return {
    invoice: await getInvoice(db, scope.businessId, invoiceId),
    message: ACKNOWLEDGMENT_MESSAGES[status][eventCode],
  };
}

/** The span of periods with documents, per direction (what a period picker can reach). */
export async function invoicePeriods(db: Queryable, businessId: number): Promise<InvoicePeriodsResponse> {
  const periods: InvoicePeriodsResponse['periods'] = { VENTA: null, COMPRA: null };
  for (const row of await periodSpans(db, businessId)) {
    periods[row.direction] = { oldest: row.oldest, newest: row.newest };
  }
  return { periods };
}

/** Refuses an id that is not one of the business's invoices (as a 404, like every other area). */
export async function requireInvoice(db: Queryable, businessId: number, id: number): Promise<void> {
  if (!(await invoiceExists(db, businessId, id))) throw notFound(MSG.notFound);
}

/** Count and Σ signed totals of every invoice matching a filter (the list's totals, no page). */
export function filterTotals(db: Queryable, filter: ListFilter): Promise<Totals> {
  return scanTotals(db, filter);
}

/**
 * Payments from bank reconciliations (same transaction as the reconciliation): each adds to what the
 * invoice has paid; one that `settle`s marks it paid on the movement's date, and a sale in
 * collection gets its payment on the collection timeline.
 */
export async function payInvoices(
  tx: Queryable,
  businessId: number,
  rows: readonly { id: number; amount: number; settle: boolean; date: string; movementId: number }[],
  userId: number | null,
): Promise<void> {
  const settling = rows.filter((r) => r.settle).map((r) => r.id);
  const collecting =
    settling.length > 0 ? await unpaidInCollection(tx, businessId, 'VENTA', { ids: settling }) : [];
  // Recorded before the payment is added: the event's amount is the saldo it settles (after it, the
  // saldo is 0 or the tolerated bank fee).
  await recordPayments(tx, businessId, collecting, userId);
  await addPayments(tx, businessId, rows);
}

/** Undoes reconciliation payments (see payInvoices); `movementId` is the one still linked, if any. */
export async function unpayInvoices(
  tx: Queryable,
  businessId: number,
  rows: readonly { id: number; amount: number; unsettle: boolean; movementId: number | null }[],
): Promise<void> {
  await removePayments(tx, businessId, rows);
}
