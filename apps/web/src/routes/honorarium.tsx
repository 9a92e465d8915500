import { ExpensesRoutes } from '../features/expenses/components/expenses-routes';
import { TicketsPage } from '../features/honorarium-tickets/components/tickets-page';

// /honorarios/*: the index is the honorarium tickets list; the expense screens that share this route
// in the catalog (gastos-mes, detalle-mensual, ingresar-gasto, editar-gasto, revisar-gasto) are the
// expenses area's, under this base; any other path is not found.
export function Component() {
  return <ExpensesRoutes base="/honorarios" index={<TicketsPage />} />;
}
