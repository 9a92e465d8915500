import { PayrollRoutes } from '../features/employees';

// /remuneraciones/*: the workers (empleados, empleado/:rut?); the payslips come with their screens.
export function Component() {
  return <PayrollRoutes />;
}
