import { InvoiceListPage } from '../features/invoices/components/invoice-list-page';

export function Component() {
  return <InvoiceListPage operationType="COMPRA" />;
}
