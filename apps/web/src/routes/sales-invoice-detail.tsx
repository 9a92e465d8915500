import { useSearchParams } from 'react-router';
import { InvoiceDetailPage, parseInvoiceId } from '../features/invoices/components/pages/invoice-detail-page';

export function Component() {
  const [params] = useSearchParams();
  return <InvoiceDetailPage id={parseInvoiceId(params.get('id'))} operationType="VENTA" />;
}
