// The employees area's front door: the /remuneraciones/* screens.
export { PayrollRoutes } from './components/payroll-routes';
