// /remuneraciones/*: empleados (the list) and empleado/:rut? (a new worker, or one by RUT). The
// payslip screens of the same route (liquidaciones, nueva-liquidacion…) are not built yet: the bare
// /remuneraciones opens the workers, any other path is not found.
import { Navigate, useParams } from 'react-router';
import { EMPLOYEES_PATH } from '../utils/employees-url';
import { EmployeeFormPage } from './employee-form-page';
import { EmployeeListPage } from './employee-list-page';

export function PayrollRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (rest === '') return <Navigate to={EMPLOYEES_PATH} replace />;
  if (rest === 'empleados') return <EmployeeListPage />;
  if (rest === 'empleado') return <EmployeeFormPage key="new" rut={null} />;
  const m = /^empleado\/([0-9kK.-]{3,14})$/.exec(rest);
  if (m) return <EmployeeFormPage key={m[1]} rut={m[1]!} />;
  return <Navigate to="/not-found" replace />;
}
