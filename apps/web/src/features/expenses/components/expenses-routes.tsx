// The expenses sub-routes, mountable under any base: /mis-gastos/* and /honorarios/* share
// gastos-mes, detalle-mensual, ingresar-gasto, editar-gasto/:id? and revisar-gasto/:id? (spec
// §2.3). The index is the caller's: the expenses list under /mis-gastos; the honorarium tickets
// list under /honorarios (its own area). Any other path is not found.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { parseExpensesPath } from '../utils/paths';
import { ExpenseFormPage } from './form-page';
import { ExpensesListPage } from './list-page';
import { MonthPage } from './month-page';
import { MonthlyDetailPage } from './monthly-detail-page';
import { ReviewPage } from './review-page';

export function ExpensesRoutes({ base, index }: { base: '/mis-gastos' | '/honorarios'; index?: ReactNode }) {
  const params = useParams();
  const search = useLocation().search;
  const screen = parseExpensesPath(params['*'] ?? '');
  switch (screen.kind) {
    case 'index':
      return index ?? <ExpensesListPage base={base} />;
    case 'month':
      return <MonthPage base={base} />;
    case 'monthly-detail':
      return <MonthlyDetailPage base={base} />;
    case 'new':
      return <ExpenseFormPage key="new" base={base} id={null} />;
    case 'edit':
      return screen.id === null ? (
        <Navigate to={base} replace />
      ) : (
        <ExpenseFormPage key={screen.id} base={base} id={screen.id} />
      );
    case 'review':
      // Without an id: the expenses waiting for review.
      return screen.id === null ? (
        <Navigate to={`/mis-gastos?estado=waiting${search ? `&${search.slice(1)}` : ''}`} replace />
      ) : (
        <ReviewPage key={screen.id} base={base} id={screen.id} />
      );
    default:
      return <Navigate to="/not-found" replace />;
  }
}
