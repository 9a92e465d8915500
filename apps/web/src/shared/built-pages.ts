// Screens built in this version, by catalog route name. A route without a screen here is inactive
// whatever its flag says (no placeholder pages). Only names live here, so features can ask
// whether a route is built without importing the pages (app/pages.ts holds their lazy loaders).

export const BUILT_PAGES = [
  'Login Chile',
  'Oauth2',
  'RecoveryPassword',
  'ResetPassword',
  'Loading',
  'Buzón de desarrollo',
  'Dashboard',
  'Mi cuenta',
  'Mi empresa',
  'Configuración',
  'Resumen compras y ventas',
  'Mis ventas',
  'Mis compras',
  'Detalle de factura',
  'Detalle factura de compra',
  'Flujo de caja',
  'Flujo de caja documentos',
  'Tareas por hacer',
  'Operación',
  'Indicadores',
  'Mis clientes',
  'Detalle cliente',
  'Registro de ventas cliente',
  'Mis proveedores',
  'Detalle proveedor',
  'Registro proveedor',
  'Cuentas bancarias',
  'Movimientos de Banco',
  'Tabla Conciliación',
  'Conciliar',
  'Conciliar ventas',
  'Conciliar compras',
  'Onboarding',
  'Onboarding token',
  'contract-your-plan',
  'Mis usuarios asociados',
  'Nuevo usuario asociado',
  'Balance general',
  'Libro mayor',
  'Estado de resultado',
  'Evolución de resultados',
  'Cuentas',
  'Otros registros',
  // Honorarium tickets.
  'Honorarios',
  // Certificate and credentials.
  'Certificado digital',
  'Mis credenciales',
  'Documentos',
  // The F29 proposal.
  'Propuesta F29',
  // The sales report for the F29 and its history.
  'Reporte de ventas',
  'Historial reportes de ventas',
  'Mis F29',
  // Expenses.
  'Mis gastos',
  // Payroll: the workers (/remuneraciones/empleados, empleado/:rut?) and the month's process
  // (liquidaciones, nueva-liquidacion/primer-paso|segundo-paso|tercer-paso, proceso-avanzado).
  'Remuneraciones',
] as const;
export type BuiltPage = (typeof BUILT_PAGES)[number];

const BUILT: ReadonlySet<string> = new Set(BUILT_PAGES);

/** Routes that only redirect (no screen of their own) but are active with their flag. */
const ALIASES: ReadonlySet<string> = new Set(['Login']);

export function isBuilt(routeName: string): boolean {
  return BUILT.has(routeName) || ALIASES.has(routeName);
}
