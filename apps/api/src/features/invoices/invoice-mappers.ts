// Rows of invoices as SQL answers them, and the shapes the API sends (field names of the spec).
import type {
  InvoiceDetail,
  InvoiceDocument,
  InvoiceListItem,
  InvoicePayment,
  OperationType,
} from '@portal/contracts';
import { balanceDue, bankName, documentTypeName, isOverdue } from '@portal/domain';

/** Columns of a list item; LIST_COLUMNS selects them from invoices i LEFT JOIN accounts a. */
export type ListRow = {
  id: number;
  folio: number;
  issue_date: string;
  internal_due_date: string | null;
  total_amount: number;
  signed_total: number;
  doc_type: number;
  payed: boolean;
  issuer_rut: string;
  counterpart_rut: string;
  counterpart_name: string;
  direction: OperationType;
  period: number;
  estado: 'Aceptada' | 'Rechazada' | null;
  accuse_type: 'ACD' | 'RCD' | null;
  account_id: number | null;
  account_name: string | null;
  account_number: string | null;
  changes: { _id: number; expireDate: string }[];
  collectible: boolean;
  counted: boolean;
  credited_amount: number;
  paid_amount: number;
  collections_since: string | null;
  collection_state: 'none' | 'notified' | 'judicial';
  notice_count: number;
};

export const LIST_COLUMNS = `i.id, i.folio, i.issue_date, i.internal_due_date, i.total_amount, i.signed_total,
  i.doc_type, i.payed, i.issuer_rut, i.counterpart_rut, i.counterpart_name, i.direction, i.period, i.estado,
  i.accuse_type, a.id AS account_id, a.name AS account_name, a.account_number, i.collectible, i.counted,
  i.credited_amount, i.paid_amount, i.collection_state, i.notice_count, (SELECT b.collections_since FROM businesses b WHERE b.id = i.business_id) AS collections_since,
  (SELECT coalesce(json_agg(json_build_object('_id', c.id, 'expireDate', c.expire_date) ORDER BY c.id), '[]'::json)
     FROM invoice_due_date_changes c WHERE c.invoice_id = i.id) AS changes`;

export const ACCOUNT_JOIN =
  'LEFT JOIN accounts a ON a.id = i.invoicing_account_id AND a.business_id = i.business_id';

export const docTypeName = (code: number): string => documentTypeName(code) ?? `Documento tipo ${code}`;

/** The domain's overdue rule (the expired filter states it in SQL: open-documents.service.ts). */
export const isExpired = (r: ListRow, today: string): boolean =>
  isOverdue(
    {
      payed: r.payed,
      collectible: r.collectible,
      counted: r.counted,
      rejected: r.estado === 'Rechazada',
      signedTotal: r.signed_total,
      creditedAmount: r.credited_amount,
      paidAmount: r.paid_amount,
      issueDate: r.issue_date,
      dueDate: r.internal_due_date,
    },
    today,
    r.collections_since,
  );

export function toListItem(r: ListRow, today: string): InvoiceListItem {
  return {
    id: r.id,
    folio: r.folio,
    fecha_recepcion: r.issue_date,
    fecha_de_expiracion_interna: r.internal_due_date,
    monto_total: r.total_amount,
    signed_total: r.signed_total,
    // A document that cannot be owed (guides, boletas: domain's tax table) has no saldo.
    open_amount: r.collectible
      ? balanceDue({
          payed: r.payed,
          signedTotal: r.signed_total,
          creditedAmount: r.credited_amount,
          paidAmount: r.paid_amount,
        })
      : 0,
    paid_amount: Number(r.paid_amount),
    document_type: r.doc_type,
    document_type_name: docTypeName(r.doc_type),
    pagado: r.payed,
    proveedor_rut: r.issuer_rut,
    client: r.direction === 'VENTA' ? { rut: r.counterpart_rut, name: r.counterpart_name } : null,
    rut: r.counterpart_rut,
    razon_social: r.counterpart_name,
    period: r.period,
    estado: r.estado,
    accuse_type: r.accuse_type,
    expiration_date_changes: r.changes.map((c) => ({ _id: Number(c._id), expireDate: c.expireDate })),
    invoicing_account:
      r.account_id === null
        ? null
        : { id: r.account_id, name: r.account_name ?? '', account_number: r.account_number ?? '' },
    expired: isExpired(r, today),
    counted: r.counted,
    collection_state: r.collection_state,
    notice_count: Number(r.notice_count),
  };
}

export type DetailRow = ListRow & {
  issuer_name: string;
  receiver_rut: string;
  receiver_name: string;
  reception_date: string | null;
  sii_due_date: string | null;
  net_amount: number;
  exempt_amount: number;
  iva_amount: number;
  other_taxes: number;
  other_tax_details: Record<string, unknown>[];
  iva_recoverable: number;
  iva_non_recoverable: number;
  iva_non_recoverable_details: { code: number; amount: number }[];
  iva_shared_use: number;
  iva_retained_total: number;
  iva_retained_partial: number;
  purchase_register: 'REGISTRO' | 'PENDIENTE' | 'NO_INCLUIR' | 'RECLAMADO' | null;
  referenced_invoice_id: number | null;
  payed_at: Date | null;
  acknowledged_at: Date | null;
  items: Record<string, unknown>[];
  doc_references: Record<string, unknown>[];
  bm_movement_id: number | null;
  conciliated: boolean;
  comments_count: number;
  created_at: Date;
  updated_at: Date;
};

export const DETAIL_COLUMNS = `${LIST_COLUMNS}, i.issuer_name, i.receiver_rut, i.receiver_name, i.reception_date,
  i.sii_due_date, i.net_amount, i.exempt_amount, i.iva_amount, i.other_taxes, i.other_tax_details, i.payed_at,
  i.acknowledged_at, i.items, i.doc_references, i.bm_movement_id, i.conciliated, i.created_at, i.updated_at,
  i.iva_recoverable, i.iva_non_recoverable, i.iva_non_recoverable_details, i.iva_shared_use, i.iva_retained_total,
  i.iva_retained_partial, i.purchase_register, i.referenced_invoice_id,
  (SELECT count(*)::int FROM invoice_comments k WHERE k.invoice_id = i.id) AS comments_count`;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** References carry the type name too, so the detail can say "Factura electrónica 1234". */
function withTypeName(ref: Record<string, unknown>): Record<string, unknown> {
  const code = Number(ref.doc_type);
  return Number.isInteger(code) && code > 0 ? { ...ref, doc_type_name: docTypeName(code) } : ref;
}

/** A reconciliation of type Invoice with its movement and account (invoices.repository listPayments). */
export type PaymentRow = {
  id: number;
  bm_movement_id: number;
  date: string;
  amount: number;
  description: string;
  account_name: string | null;
  bank_code: string;
  account_number: string;
};

/** A reconciliation that paid the invoice, named by its account (its name, else bank and number). */
export function toPayment(r: PaymentRow): InvoicePayment {
  const bank = bankName(r.bank_code) ?? `Banco ${r.bank_code}`;
  return {
    id: Number(r.id),
    bm_movement_id: Number(r.bm_movement_id),
    date: r.date,
    amount: Number(r.amount),
    description: r.description,
    account: r.account_name?.trim() || `${bank} ${r.account_number}`,
  };
}

export function toDetail(
  r: DetailRow,
  today: string,
  file: InvoiceDocument | null,
  payments: InvoicePayment[],
): InvoiceDetail {
  return {
    ...toListItem(r, today),
    operation_type: r.direction,
    issue_date: r.issue_date,
    reception_date: r.reception_date,
    sii_due_date: r.sii_due_date,
    net_amount: r.net_amount,
    exempt_amount: r.exempt_amount,
    iva_amount: r.iva_amount,
    other_taxes: r.other_taxes,
    other_tax_details: r.other_tax_details ?? [],
    iva_breakdown: {
      recoverable: r.iva_recoverable,
      non_recoverable: r.iva_non_recoverable,
      non_recoverable_details: r.iva_non_recoverable_details ?? [],
      shared_use: r.iva_shared_use,
      retained_total: r.iva_retained_total,
      retained_partial: r.iva_retained_partial,
    },
    purchase_register: r.purchase_register,
    referenced_invoice_id: r.referenced_invoice_id === null ? null : Number(r.referenced_invoice_id),
    credited_amount: r.credited_amount,
    payments,
    payed_at: iso(r.payed_at),
    acknowledged_at: iso(r.acknowledged_at),
    issuer: { rut: r.issuer_rut, name: r.issuer_name },
    receiver: { rut: r.receiver_rut, name: r.receiver_name },
    items: r.items ?? [],
    references: (r.doc_references ?? []).map(withTypeName),
    bm_movement_id: r.bm_movement_id,
    conciliated: r.conciliated,
    comments_count: r.comments_count,
    file,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}
