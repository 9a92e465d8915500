// The lazy loader of each built screen (shared/built-pages.ts names them; the type keeps both
// lists equal). Each screen is its own chunk; only the router imports this module.
import type { ComponentType } from 'react';
import type { BuiltPage } from '../shared/built-pages';

export type PageModule = { Component: ComponentType };

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
  'Resumen compras y ventas': () => import('../routes/invoices-summary'),
  'Mis ventas': () => import('../routes/my-sales'),
  'Mis compras': () => import('../routes/my-purchases'),
  'Detalle de factura': () => import('../routes/sales-invoice-detail'),
  'Detalle factura de compra': () => import('../routes/purchase-invoice-detail'),
  'Flujo de caja': () => import('../routes/cash-flow'),
  'Flujo de caja documentos': () => import('../routes/cash-flow-documents'),
  'Tareas por hacer': () => import('../routes/todo-tasks'),
  Operación: () => import('../routes/operator-jobs'),
  'Mis clientes': () => import('../routes/my-clients'),
  'Detalle cliente': () => import('../routes/client-detail'),
  'Registro de ventas cliente': () => import('../routes/client-registry'),
  'Mis proveedores': () => import('../routes/my-providers'),
  'Detalle proveedor': () => import('../routes/provider-detail'),
  'Registro proveedor': () => import('../routes/provider-registry'),
  'Cuentas bancarias': () => import('../routes/bank-accounts'),
  // One module for both (the invitation page by its path), which loads each screen itself.
  'Mis usuarios asociados': () => import('../routes/associated-users'),
  'Nuevo usuario asociado': () => import('../routes/associated-users'),
  'Movimientos de Banco': () => import('../routes/bank-movements'),
  'Tabla Conciliación': () => import('../routes/conciliation-table'),
  Conciliar: () => import('../routes/conciliate'),
  'Conciliar ventas': () => import('../routes/conciliate-sales'),
  'Conciliar compras': () => import('../routes/conciliate-purchases'),
  'Balance general': () => import('../routes/accounting-balance'),
  'Libro mayor': () => import('../routes/accounting-ledger'),
  'Estado de resultado': () => import('../routes/income-statement'),
  'Evolución de resultados': () => import('../routes/result-evolution'),
  // The chart and one account's page (…/listado, …/codigo/:code, …/nombre/:label).
  Cuentas: () => import('../routes/accounting-accounts'),
  // The history, the wizard from a template, its confirmation and the manual record (…/historico-registros, …).
  'Otros registros': () => import('../routes/accounting-entries'),
};

export function pageFor(routeName: string): (() => Promise<PageModule>) | undefined {
  return (PAGES as Readonly<Record<string, () => Promise<PageModule>>>)[routeName];
}
