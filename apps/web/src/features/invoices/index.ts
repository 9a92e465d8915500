// The invoice lists for other features (the bank's document picker) and where an invoice's page is.
export { useInvoiceList } from './api/list';
export { detailPath } from './utils/detail-path';
export type { ListState, OperationType } from './utils/list-params';
