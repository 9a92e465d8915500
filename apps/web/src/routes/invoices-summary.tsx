import { SummaryPage } from '../features/invoices/components/summary/summary-page';

export function Component() {
  return <SummaryPage />;
}
