import { HistoryPage } from '../features/vat-report/components/history-page';

export function Component() {
  return <HistoryPage />;
}
