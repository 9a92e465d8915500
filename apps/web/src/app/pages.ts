// Screens built in this version, by catalog route name. A route without a screen here is inactive
// whatever its flag says (no placeholder pages). Each screen is its own lazy chunk.
import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };

export const PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  'Login Chile': () => import('../routes/login'),
  RecoveryPassword: () => import('../routes/recovery-password'),
  ResetPassword: () => import('../routes/reset-password'),
  Loading: () => import('../routes/loading'),
  'Buzón de desarrollo': () => import('../routes/dev-mailbox'),
  Dashboard: () => import('../routes/dashboard'),
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
};

/** Routes that only redirect (no screen of their own) but are active with their flag. */
const ALIASES: ReadonlySet<string> = new Set(['Login']);

export function isBuilt(routeName: string): boolean {
  return routeName in PAGES || ALIASES.has(routeName);
}
