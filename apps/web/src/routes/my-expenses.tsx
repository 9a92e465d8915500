import { ExpensesRoutes } from '../features/expenses/components/expenses-routes';

/** /mis-gastos/*: the expenses list and its sub-routes (features/expenses). */
export function Component() {
  return <ExpensesRoutes base="/mis-gastos" />;
}
