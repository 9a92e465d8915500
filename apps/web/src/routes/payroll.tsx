import { PayrollRoutes } from '../features/employees';

// /remuneraciones/*: the workers (empleados, empleado/:rut?) and the month's process (liquidaciones,
// nueva-liquidacion's three steps, proceso-avanzado).
export function Component() {
  return <PayrollRoutes />;
}
