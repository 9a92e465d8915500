// Turns the route catalog of @portal/contracts into what the router needs: the path React Router can
// match, the layout (spec §2.1 table) and the page meta. Pure, so the rules are unit-tested.
import type { RouteEntry } from '@portal/contracts';

export type LayoutKind = 'login' | 'public-auth' | 'public' | 'not-found' | 'loading' | 'onboarding' | 'app';

/** Routes the app adds to the catalog's list (they have no feature flag of their own). */
export const NOT_FOUND_ROUTE = { name: 'Not found', path: '/not-found' } as const;
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login-cl';
export const DASHBOARD_PATH = '/dashboard';

const LOGIN_NAMES = new Set(['Login', 'Login Chile', 'Login México']);
const PUBLIC_AUTH_NAMES = new Set(['Oauth2', 'RecoveryPassword']);
const NAMED_PUBLIC = new Set([
  'Selección de país',
  'Detalle pago externo',
  'Encuesta clientes',
  'Nuevo usuario asociado',
]);

/**
 * Layout by route name, as the spec's shell table. The specific layouts are checked before the
 * generic "public" one, so /loading (a public route) still gets the loading layout.
 */
export function layoutFor(route: { name: string; path: string; public?: boolean }): LayoutKind {
  if (LOGIN_NAMES.has(route.name)) return 'login';
  if (PUBLIC_AUTH_NAMES.has(route.name) || route.path.includes('reset_password')) return 'public-auth';
  if (route.name === NOT_FOUND_ROUTE.name) return 'not-found';
  if (route.path === '/loading') return 'loading';
  if (route.path === '/on-boarding' || route.path.startsWith('/on-boarding/')) return 'onboarding';
  if (route.public || NAMED_PUBLIC.has(route.name)) return 'public';
  return 'app';
}

/** A catalog segment that is only partly a parameter, e.g. 'otros-registros-:product' or ':product-school'. */
export type PartialSegment = { index: number; pattern: RegExp };

export type CompiledPath = {
  /** A path React Router can match (partial segments become whole-segment parameters). */
  routerPath: string;
  partials: PartialSegment[];
};

const WHOLE_PARAM = /^:\w+\??$/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * React Router only understands parameters that fill a whole segment, and would read ':product-school'
 * as a parameter named 'product-school' that matches any top-level path. Catalog parameter names are
 * word characters, so here a segment mixing text and ':name' becomes a generic parameter plus a
 * pattern the route's loader checks; a path failing it is unknown (not-found).
 */
export function compilePath(path: string): CompiledPath {
  const segments = path.split('/');
  const partials: PartialSegment[] = [];
  const out = segments.map((segment, index) => {
    if (!segment.includes(':') || WHOLE_PARAM.test(segment)) return segment;
    const source = segment
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRe(part)))
      .join('');
    partials.push({ index, pattern: new RegExp(`^${source}$`) });
    return `:seg${index}`;
  });
  return { routerPath: out.join('/'), partials };
}

/** True when the path's segments satisfy the partial patterns of a compiled catalog path. */
export function matchesPartials(pathname: string, partials: readonly PartialSegment[]): boolean {
  const segments = pathname.split('/');
  return partials.every((p) => {
    const value = segments[p.index];
    if (value === undefined) return false;
    try {
      return p.pattern.test(decodeURIComponent(value));
    } catch {
      return false;
    }
  });
}

export type RouteGroup = {
  routerPath: string;
  layout: LayoutKind;
  /** Usually one entry; several when their compiled paths coincide (they are told apart by pattern). */
  entries: { entry: RouteEntry; partials: PartialSegment[] }[];
};

/** Groups catalog entries by the router path they compile to, keeping catalog order. */
export function groupRoutes(routes: readonly RouteEntry[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const entry of routes) {
    const { routerPath, partials } = compilePath(entry.path);
    const layout = layoutFor(entry);
    const key = `${layout}|${routerPath}`;
    const group = groups.get(key) ?? { routerPath, layout, entries: [] };
    group.entries.push({ entry, partials });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The entry of a group that a concrete path belongs to, or null when the path is not one of them. */
export function pickEntry(group: RouteGroup, pathname: string): RouteEntry | null {
  return group.entries.find((e) => matchesPartials(pathname, e.partials))?.entry ?? null;
}

export type RouteMeta = { title: string; section?: string };

/**
 * Titles and sections of the built screens: a section alone when the title is the catalog name;
 * other routes use their catalog name as title. (Kept short: it ships with the first screen.)
 */
const META: Record<string, RouteMeta | string> = {
  Login: { title: 'Iniciar sesión' },
  'Login Chile': { title: 'Iniciar sesión' },
  RecoveryPassword: { title: 'Recuperar contraseña' },
  ResetPassword: { title: 'Nueva contraseña' },
  Onboarding: { title: 'Registro' },
  'Onboarding token': { title: 'Registro' },
  'contract-your-plan': { title: 'Completa tus datos' },
  Loading: { title: 'Cargando' },
  'Buzón de desarrollo': { title: 'Correos enviados', section: 'Desarrollo' },
  Dashboard: { title: 'Inicio' },
  'Mi empresa': 'Mis datos',
  'Resumen compras y ventas': { title: 'Resumen', section: 'Compras y ventas' },
  'Mis ventas': 'Compras y ventas',
  'Mis compras': 'Compras y ventas',
  'Detalle de factura': 'Compras y ventas',
  'Detalle factura de compra': { title: 'Detalle de factura de compra', section: 'Compras y ventas' },
  'Flujo de caja documentos': { title: 'Documentos', section: 'Flujo de caja' },
  Operación: { title: 'Cola de trabajos', section: 'Operación' },
  Indicadores: { title: 'Indicadores', section: 'Operación' },
  'Mis clientes': 'Clientes y proveedores',
  'Detalle cliente': { title: 'Cliente', section: 'Mis clientes' },
  'Registro de ventas cliente': { title: 'Registro de ventas', section: 'Mis clientes' },
  'Mis proveedores': 'Clientes y proveedores',
  'Detalle proveedor': { title: 'Proveedor', section: 'Mis proveedores' },
  'Registro proveedor': { title: 'Registro de compras', section: 'Mis proveedores' },
  'Cuentas bancarias': 'Mis datos',
  'Mis usuarios asociados': 'Mis datos',
  'Movimientos de Banco': { title: 'Movimientos de banco', section: 'Banco' },
  'Tabla Conciliación': { title: 'Tabla de conciliación', section: 'Banco' },
  Conciliar: { title: 'Conciliar movimiento', section: 'Banco' },
  'Conciliar ventas': 'Mis ventas',
  'Conciliar compras': 'Mis compras',
  'Balance general': 'Contabilidad',
  'Libro mayor': 'Contabilidad',
  'Estado de resultado': 'Contabilidad',
  'Evolución de resultados': 'Contabilidad',
  Cuentas: { title: 'Plan de cuentas', section: 'Contabilidad' },
  'Otros registros': 'Contabilidad',
  // Honorarium tickets.
  Honorarios: { title: 'Honorarios' },
  // Certificate and credentials.
  'Certificado digital': 'Configuración',
  'Mis credenciales': 'Mis datos',
  // The F29 proposal.
  'Propuesta F29': { title: 'Propuesta de F29', section: 'IVA' },
  // The sales report for the F29 and its history.
  'Reporte de ventas': 'IVA',
  'Historial reportes de ventas': { title: 'Historial de reportes de ventas', section: 'IVA' },
  'Mis F29': 'IVA',
  // Expenses.
  'Mis gastos': 'Gastos',
  Remuneraciones: { title: 'Remuneraciones' },
  [NOT_FOUND_ROUTE.name]: { title: 'Página no encontrada' },
};

export function metaFor(name: string): RouteMeta {
  const meta = META[name];
  return typeof meta === 'string' ? { title: name, section: meta } : (meta ?? { title: name });
}

/** Page title: '<title> | <section>' or '<title> | <brand>'; just the brand without a title. */
export function composeTitle(meta: RouteMeta | null | undefined, brandName: string): string {
  if (!meta?.title) return brandName;
  return `${meta.title} | ${meta.section ?? brandName}`;
}
