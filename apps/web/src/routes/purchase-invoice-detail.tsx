import { useParams } from 'react-router';
import { InvoiceDetailPage, parseInvoiceId } from '../features/invoices/components/pages/invoice-detail-page';

export function Component() {
  const { id } = useParams();
  return <InvoiceDetailPage id={parseInvoiceId(id)} operationType="COMPRA" />;
}
