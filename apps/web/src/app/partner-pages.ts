// The invoices', clients', providers' and cash-flow screens, one step away from the entry like the
// sign-up, books and paperwork ones (their lists of chunks stay out of the first screen's JavaScript).
export const clients = () => import('../routes/my-clients');
export const clientDetail = () => import('../routes/client-detail');
export const clientRegistry = () => import('../routes/client-registry');
export const providers = () => import('../routes/my-providers');
export const providerDetail = () => import('../routes/provider-detail');
export const providerRegistry = () => import('../routes/provider-registry');
export const cashFlow = () => import('../routes/cash-flow');
export const cashFlowDocuments = () => import('../routes/cash-flow-documents');
export const invoicesSummary = () => import('../routes/invoices-summary');
export const sales = () => import('../routes/my-sales');
export const purchases = () => import('../routes/my-purchases');
export const salesDetail = () => import('../routes/sales-invoice-detail');
export const purchaseDetail = () => import('../routes/purchase-invoice-detail');
