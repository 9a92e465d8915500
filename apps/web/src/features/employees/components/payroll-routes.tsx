// /remuneraciones/*: empleados (the list) and empleado/:rut? (a new worker, or one by RUT) are this
// feature's; liquidaciones, nueva-liquidacion (primer-paso, segundo-paso, tercer-paso) and
// proceso-avanzado are the payroll feature's. The bare /remuneraciones opens liquidaciones: the
// spec lists it first among the area's routes (platform §2.3) and its entry button, 'Comenzar' /
// 'Continuar' (§2.6), is where the month's process begins; the workers are one link away.
import { Navigate, useParams } from 'react-router';
import {
  AdvancedPage,
  LIQUIDACIONES_PATH,
  QuotationsPage,
  WizardPage,
  stepOfPath,
  stepPath,
} from '../../payroll';
import { EmployeeFormPage } from './employee-form-page';
import { EmployeeListPage } from './employee-list-page';

export function PayrollRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (rest === '') return <Navigate to={LIQUIDACIONES_PATH} replace />;
  if (rest === 'liquidaciones') return <QuotationsPage />;
  if (rest === 'proceso-avanzado') return <AdvancedPage />;
  if (rest === 'nueva-liquidacion') return <Navigate to={stepPath(1)} replace />;
  // The three steps render the same component at the same place, so the wizard's draft survives them.
  const step = stepOfPath(rest);
  if (step !== null) return <WizardPage step={step} />;
  if (rest === 'empleados') return <EmployeeListPage />;
  if (rest === 'empleado') return <EmployeeFormPage key="new" rut={null} />;
  const m = /^empleado\/([0-9kK.-]{3,14})$/.exec(rest);
  if (m) return <EmployeeFormPage key={m[1]} rut={m[1]!} />;
  return <Navigate to="/not-found" replace />;
}
