import { IncomeStatementPage } from '../features/accounting/components/income-statement-page';

export function Component() {
  return <IncomeStatementPage />;
}
