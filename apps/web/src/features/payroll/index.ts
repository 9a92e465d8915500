// The payroll process's front door: the screens /remuneraciones/* routes to (liquidaciones,
// nueva-liquidacion's three steps, proceso-avanzado) and the paths they answer to.
export { AdvancedPage } from './components/advanced-page';
export { QuotationsPage } from './components/quotations-page';
export { WizardPage } from './components/wizard/wizard-page';
export { LIQUIDACIONES_PATH, stepOfPath, stepPath } from './utils/paths';
