// The side menu (spec §2.3, §5, §6): every screen that belongs in it, and the visibility rule.
// An item shows when its route is active (flag on, screen built), the business has the functionality
// (or the route is an exception, or the bank features are forced on), and the brand allows it.
import type { BrandKey } from './brand';

export type MenuIcon =
  | 'home'
  | 'tasks'
  | 'invoices'
  | 'clients'
  | 'vat'
  | 'bank'
  | 'expenses'
  | 'accounting'
  | 'payroll'
  | 'documents'
  | 'cash-flow'
  | 'business'
  | 'payments'
  | 'settings'
  | 'help'
  | 'benefits'
  | 'school'
  | 'referrals'
  | 'account';

export type MenuLeaf = {
  kind: 'item';
  /** Catalog route name. */
  route: string;
  label: string;
  /** Concrete path for catalog paths with parameters. */
  to?: string;
  icon?: MenuIcon;
  /** Business functionality reference the item needs. */
  functionality?: string;
  /** Brand restriction (only{product}). */
  only?: BrandKey;
};

export type MenuGroup = { kind: 'group'; key: string; label: string; icon: MenuIcon; items: MenuLeaf[] };
export type MenuNode = MenuLeaf | MenuGroup;

/** Functionalities the configured allow-list of RUTs gets forced on (spec §5). */
export const FORCED_BANK_FUNCTIONALITIES: ReadonlySet<string> = new Set([
  'business_bank_movement',
  'conciliation',
]);

/** Routes shown whatever the business functionalities say (spec §5 exceptions). */
export const FUNCTIONALITY_EXCEPTIONS: ReadonlySet<string> = new Set([
  'Cuentas bancarias',
  'Movimientos de Banco',
  'Otros registros',
  'Remuneraciones',
]);

const item = (route: string, label: string, extra: Partial<MenuLeaf> = {}): MenuLeaf => ({
  kind: 'item',
  route,
  label,
  ...extra,
});

export const PRODUCT_SLUG = 'contables';

export const MENU: readonly MenuNode[] = [
  item('Dashboard', 'Inicio', { icon: 'home' }),
  item('Tareas por hacer', 'Tareas por hacer', { icon: 'tasks' }),
  {
    kind: 'group',
    key: 'invoices',
    label: 'Compras y ventas',
    icon: 'invoices',
    items: [
      item('Resumen compras y ventas', 'Resumen', { functionality: 'invoices' }),
      item('Mis ventas', 'Mis ventas', { functionality: 'invoices' }),
      item('Mis compras', 'Mis compras', { functionality: 'invoices' }),
    ],
  },
  {
    kind: 'group',
    key: 'clients',
    label: 'Clientes y proveedores',
    icon: 'clients',
    items: [
      item('Mis clientes', 'Mis clientes', { functionality: 'clients' }),
      item('Mis proveedores', 'Mis proveedores', { functionality: 'clients' }),
    ],
  },
  {
    kind: 'group',
    key: 'vat',
    label: 'IVA',
    icon: 'vat',
    items: [
      item('Reporte de ventas', 'Reporte de ventas', { functionality: 'vat_report' }),
      item('Historial reportes de ventas', 'Historial de reportes', { functionality: 'vat_report' }),
      item('Mis F29', 'Mis F29', { functionality: 'vat_report' }),
      // The F29 proposal.
      item('Propuesta F29', 'Propuesta F29', { functionality: 'vat_report' }),
    ],
  },
  {
    kind: 'group',
    key: 'bank',
    label: 'Banco',
    icon: 'bank',
    items: [
      item('Movimientos de Banco', 'Movimientos', { functionality: 'business_bank_movement' }),
      item('Tabla Conciliación', 'Conciliación', { functionality: 'conciliation' }),
    ],
  },
  {
    kind: 'group',
    key: 'expenses',
    label: 'Gastos',
    icon: 'expenses',
    items: [
      item('Mis gastos', 'Mis gastos', { to: '/mis-gastos', functionality: 'expenses' }),
      item('Honorarios', 'Honorarios', { to: '/honorarios', functionality: 'honorarium' }),
    ],
  },
  {
    kind: 'group',
    key: 'accounting',
    label: 'Contabilidad',
    icon: 'accounting',
    items: [
      item('Balance general', 'Balance general'),
      item('Libro mayor', 'Libro mayor'),
      item('Estado de resultado', 'Estado de resultado'),
      item('Evolución de resultados', 'Evolución de resultados'),
      item('Otros registros', 'Otros registros', { to: `/contabilidad/otros-registros-${PRODUCT_SLUG}` }),
      item('Cuentas', 'Plan de cuentas', { to: `/contabilidad/cuentas-${PRODUCT_SLUG}/listado` }),
      item('Operación Renta', 'Operación Renta'),
    ],
  },
  item('Remuneraciones', 'Remuneraciones', {
    // The month's process (Comenzar / Continuar); the workers are one link away from it.
    to: '/remuneraciones/liquidaciones',
    icon: 'payroll',
    functionality: 'payroll',
  }),
  item('Documentos', 'Documentos', { icon: 'documents', functionality: 'documents' }),
  item('Flujo de caja', 'Flujo de caja', { icon: 'cash-flow' }),
  {
    kind: 'group',
    key: 'my-data',
    label: 'Mis datos',
    icon: 'business',
    items: [
      item('Mi empresa', 'Mi empresa'),
      item('Mis usuarios asociados', 'Usuarios asociados'),
      item('Mis credenciales', 'Mis credenciales'),
      item('Cuentas bancarias', 'Cuentas bancarias', { functionality: 'business_bank_movement' }),
      item('Mi suscripción', 'Mi suscripción'),
    ],
  },
  {
    kind: 'group',
    key: 'payments',
    label: 'Pagos',
    icon: 'payments',
    items: [item('Pagar', 'Pagar'), item('Histórico de pagos', 'Histórico de pagos')],
  },
  item('Configuración', 'Configuración', { icon: 'settings' }),
  item('Beneficios', 'Beneficios', { icon: 'benefits', only: 'cliente' }),
  item('School', 'Escuela', { to: `/${PRODUCT_SLUG}-school`, icon: 'school', only: 'cliente' }),
  item('Referidos', 'Referidos', { icon: 'referrals', only: 'cliente' }),
  {
    kind: 'group',
    key: 'help',
    label: 'Ayuda',
    icon: 'help',
    items: [item('Servicio al cliente', 'Servicio al cliente'), item('Centro de ayuda', 'Centro de ayuda')],
  },
];

export type BusinessFeatures = {
  functionalities: readonly { reference: string }[];
  forced_bank_features: boolean;
};

export function hasFunctionality(business: BusinessFeatures | null | undefined, reference: string): boolean {
  if (!business) return false;
  if (business.forced_bank_features && FORCED_BANK_FUNCTIONALITIES.has(reference)) return true;
  return business.functionalities.some((f) => f.reference === reference);
}

export type MenuContext = {
  isRouteActive: (routeName: string) => boolean;
  business: BusinessFeatures | null | undefined;
  brand: BrandKey;
};

export function isItemVisible(leaf: MenuLeaf, ctx: MenuContext): boolean {
  if (!ctx.isRouteActive(leaf.route)) return false;
  if (leaf.only && leaf.only !== ctx.brand) return false;
  if (!leaf.functionality || FUNCTIONALITY_EXCEPTIONS.has(leaf.route)) return true;
  return hasFunctionality(ctx.business, leaf.functionality);
}

/** The menu as it should be drawn: hidden items removed, empty groups dropped. */
export function visibleMenu(menu: readonly MenuNode[], ctx: MenuContext): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (node.kind === 'item') {
      if (isItemVisible(node, ctx)) out.push(node);
      continue;
    }
    const items = node.items.filter((leaf) => isItemVisible(leaf, ctx));
    if (items.length > 0) out.push({ ...node, items });
  }
  return out;
}
