// The lazy loader of each built screen (shared/built-pages.ts names them; the type keeps both
// lists equal). Each screen is its own chunk; only the router imports this module.
import type { ComponentType } from 'react';
import type { BuiltPage } from '../shared/built-pages';

export type PageModule = { Component: ComponentType };

/**
 * The screens of a module one step away from the entry: the entry carries one loader for the whole
 * module, not each screen's list of chunks. The module's path stays written out at each call, as
 * Vite needs it.
 */
const stepAway =
  <M extends Record<string, () => Promise<PageModule>>>(load: () => Promise<M>) =>
  (name: keyof M) =>
  () =>
    load().then((m) => m[name]());

/** Invoices, clients, providers, cash flow. */
const partners = stepAway(() => import('./partner-pages'));
/** Bank and accounting. */
const books = stepAway(() => import('./books-pages'));
/** The taxes and paperwork screens. */
const paperwork = stepAway(() => import('./paperwork-pages'));

export const PAGES: Readonly<Record<BuiltPage, () => Promise<PageModule>>> = {
  'Login Chile': () => import('../routes/login'),
  Oauth2: () => import('../routes/oauth2-callback'),
  RecoveryPassword: () => import('../routes/recovery-password'),
  ResetPassword: () => import('../routes/reset-password'),
  Onboarding: () => import('./onboarding-pages').then((m) => m.onboarding()),
  'Onboarding token': () => import('./onboarding-pages').then((m) => m.token()),
  'contract-your-plan': () => import('./onboarding-pages').then((m) => m.plan()),
  Loading: () => import('../routes/loading'),
  'Buzón de desarrollo': () => import('../routes/dev-mailbox'),
  // The dashboard's widgets are registered with its chunk: the app composes the areas' widgets.
  Dashboard: () => import('./dashboard-widgets').then(() => import('../routes/dashboard')),
  'Mi cuenta': () => import('../routes/my-account'),
  'Mi empresa': () => import('../routes/my-business'),
  Configuración: () => import('../routes/settings'),
  'Resumen compras y ventas': partners('invoicesSummary'),
  'Mis ventas': partners('sales'),
  'Mis compras': partners('purchases'),
  'Detalle de factura': partners('salesDetail'),
  'Detalle factura de compra': partners('purchaseDetail'),
  'Flujo de caja': partners('cashFlow'),
  'Flujo de caja documentos': partners('cashFlowDocuments'),
  'Tareas por hacer': () => import('../routes/todo-tasks'),
  Operación: () => import('../routes/operator-jobs'),
  Indicadores: () => import('../routes/operator-indicators'),
  'Mis clientes': partners('clients'),
  'Detalle cliente': partners('clientDetail'),
  'Registro de ventas cliente': partners('clientRegistry'),
  'Mis proveedores': partners('providers'),
  'Detalle proveedor': partners('providerDetail'),
  'Registro proveedor': partners('providerRegistry'),
  'Cuentas bancarias': books('bankAccounts'),
  // One module for both (the invitation page by its path), which loads each screen itself.
  'Mis usuarios asociados': () => import('../routes/associated-users'),
  'Nuevo usuario asociado': () => import('../routes/associated-users'),
  'Movimientos de Banco': books('bankMovements'),
  'Tabla Conciliación': books('conciliationTable'),
  Conciliar: books('conciliate'),
  'Conciliar ventas': books('conciliateSales'),
  'Conciliar compras': books('conciliatePurchases'),
  'Balance general': books('balance'),
  'Libro mayor': books('ledger'),
  'Estado de resultado': books('incomeStatement'),
  'Evolución de resultados': books('resultEvolution'),
  // The chart and one account's page (…/listado, …/codigo/:code, …/nombre/:label).
  Cuentas: books('accounts'),
  // The history, the wizard from a template, its confirmation and the manual record (…/historico-registros, …).
  'Otros registros': books('entries'),
  // Taxes and paperwork, through paperwork-pages (one step away from the entry). /honorarios/* is the tickets
  // list and the expense sub-routes; Documentos lists (tabs subidos, enlaces), creates and edits.
  Honorarios: paperwork('honorarium'),
  'Certificado digital': paperwork('certificate'),
  'Mis credenciales': paperwork('credentials'),
  Documentos: paperwork('documents'),
  'Propuesta F29': paperwork('f29Proposal'),
  'Reporte de ventas': paperwork('vatReport'),
  'Historial reportes de ventas': paperwork('vatReportHistory'),
  'Mis F29': paperwork('myF29'),
  'Mis gastos': paperwork('expenses'),
  Remuneraciones: paperwork('payroll'),
};

export function pageFor(routeName: string): (() => Promise<PageModule>) | undefined {
  return (PAGES as Readonly<Record<string, () => Promise<PageModule>>>)[routeName];
}
