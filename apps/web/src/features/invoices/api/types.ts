// Shapes of the invoice calls: the contracts of packages/contracts (types only, so no schema code
// reaches the browser bundle through here).
export type {
  ExpirationDateChange,
  InvoiceComment,
  InvoiceDetail,
  InvoiceDocument,
  InvoiceImportResult as ImportResult,
  InvoiceListItem,
  InvoiceListResponse,
  InvoicingAccount,
  OperationType,
} from '@portal/contracts';

/** A line of the DTE as the detail carries it (loose: fields vary by source). */
export type InvoiceItemLine = {
  line?: number | null;
  name?: string | null;
  description?: string | null;
  quantity?: number | string | null;
  unit?: string | null;
  unit_price?: number | null;
  amount?: number | null;
  discount?: number | null;
};
