import { CashFlowDocumentsPage } from '../features/cash-flow/components/cash-flow-documents-page';

export function Component() {
  return <CashFlowDocumentsPage />;
}
