// Invoices (sales and purchases): one file per operation or small group of operations.
export {
  INVOICE_AREAS,
  type InvoiceArea,
  SII_INVOICE_PATH,
  accuseType,
  countTotal,
  type CountTotal,
  expirationDateChangeRef,
  type ExpirationDateChangeRef,
  invoiceEstado,
  invoiceParty,
  type InvoiceParty,
  invoicingAccount,
  type InvoicingAccount,
  operationType,
  type OperationType,
} from './common';
export * from './list';
export * from './periods';
export * from './detail';
export * from './payments';
export * from './acknowledgment';
export * from './comments';
export * from './document';
export * from './accounts';
export * from './summary';
export * from './cash-flow';
export * from './todo';
export * from './endpoints';
