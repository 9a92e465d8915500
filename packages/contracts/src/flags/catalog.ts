/**
 * Every screen route of the spec with its name and feature flag. The server seeds the
 * flags from here and the browser builds its router from here, so they cannot drift.
 * A flag that is off makes its route inactive (redirect to /); areas not built yet stay off.
 */
export type RouteEntry = {
  name: string;
  path: string;
  flag: string;
  /** Public routes need no session. */
  public?: boolean;
  /** Allowed for a business without a plan (others go to Dashboard on business change). */
  withoutPlan?: boolean;
};

export type FlagEntry = { key: string; active: boolean; isPublic: boolean; description: string };

const r = (name: string, path: string, flag: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  path,
  flag,
  ...extra,
});

export const ROUTES: readonly RouteEntry[] = [
  // Public
  r('Login', '/login', 'login', { public: true }),
  r('Login Chile', '/login-cl', 'login', { public: true }),
  r('Oauth2', '/oauth2-callback', 'oauth2', { public: true }),
  r('RecoveryPassword', '/recovery-password', 'password_recovery', { public: true }),
  r('ResetPassword', '/reset_password/:token?', 'password_recovery', { public: true }),
  r('Loading', '/loading', 'login', { public: true }),
  r('Selección de país', '/country-selection', 'country_selection', { public: true }),
  r('Onboarding', '/on-boarding', 'onboarding', { public: true }),
  r('Onboarding token', '/on-boarding/token-confirmation', 'onboarding', { public: true }),
  r('Suscripción externa', '/external-subscription', 'external_subscription', { public: true }),
  r('Nuevo usuario asociado', '/agregar-usuario', 'associated_users', { public: true }),
  r('Detalle pago externo', '/detalle-pago-externo/:hash', 'payments', { public: true }),
  r('Verificar pago', '/verify_pay/:token?', 'payments', { public: true }),
  r('Encuesta clientes', '/encuesta-clientes', 'customer_survey', { public: true }),
  r('Buzón de desarrollo', '/dev/correos', 'dev_mailbox', { public: true }),
  // Main app
  r('Dashboard', '/dashboard', 'dashboard', { withoutPlan: true }),
  r('Tareas por hacer', '/tareas-por-hacer', 'todo_tasks'),
  r('Referidos', '/referidos', 'referrals'),
  r('Ayúdanos a mejorar', '/ayudanos-a-mejorar', 'feedback'),
  r('Documentos', '/documentos', 'documents'),
  r('Resumen compras y ventas', '/compras-y-ventas/resumen', 'invoices'),
  r('Mis compras', '/compras-y-ventas/mis-compras', 'invoices'),
  r('Detalle factura de compra', '/compras-y-ventas/detalle-de-factura-de-compra/:id', 'invoices'),
  r('Mis ventas', '/compras-y-ventas/mis-ventas', 'invoices'),
  r('Detalle de factura', '/compras-y-ventas/detalle-de-factura', 'invoices'),
  r('Conciliar compras', '/compras-y-ventas/mis-compras/conciliar-documentos', 'conciliation'),
  r('Conciliar ventas', '/compras-y-ventas/mis-ventas/conciliar-documentos', 'conciliation'),
  r('Mis clientes', '/clientes-y-proveedores/mis-clientes', 'clients'),
  r('Detalle cliente', '/clientes-y-proveedores/mis-clientes/:client', 'clients'),
  r(
    'Registro de ventas cliente',
    '/clientes-y-proveedores/mis-clientes/:client/registro-de-ventas',
    'clients',
  ),
  r('Mis proveedores', '/clientes-y-proveedores/mis-proveedores', 'clients'),
  r('Detalle proveedor', '/clientes-y-proveedores/mis-proveedores/:provider', 'clients'),
  r('Registro proveedor', '/clientes-y-proveedores/mis-proveedores/:provider/registro-de-ventas', 'clients'),
  r('Reporte de ventas', '/iva/reporte-de-ventas', 'vat_report'),
  r('Historial reportes de ventas', '/iva/historial-reportes-de-ventas', 'vat_report'),
  r('Mis F29', '/iva/mis-f29', 'vat_report'),
  r('Propuesta F29', '/iva/propuesta-f29', 'vat_report'),
  r('Flujo de caja', '/flujo-de-caja', 'cash_flow'),
  r('Flujo de caja documentos', '/flujo-de-caja/documentos', 'cash_flow'),
  r('Mis gastos', '/mis-gastos/*', 'expenses'),
  r('Honorarios', '/honorarios/*', 'honorarium'),
  r('Movimientos de Banco', '/movimientos', 'bank_movements', { withoutPlan: true }),
  r('Conciliar', '/movimientos/conciliar/*', 'conciliation'),
  r('Tabla Conciliación', '/movimientos/tabla-conciliacion', 'conciliation'),
  r('Remuneraciones', '/remuneraciones/*', 'payroll'),
  r('Balance general', '/contabilidad/balance-general', 'accounting_reports'),
  r('Libro mayor', '/contabilidad/libro-mayor', 'accounting_reports'),
  r('Estado de resultado', '/estado-de-resultado', 'accounting_reports'),
  r('Evolución de resultados', '/contabilidad/evolucion-de-resultados', 'accounting_reports'),
  r('Otros registros', '/contabilidad/otros-registros-:product/*', 'entries'),
  r('Operación Renta', '/contabilidad/operacion-renta', 'annual_tax'),
  r('Formulario renta', '/contabilidad/operacion-renta/form', 'annual_tax_form'),
  r('Cuentas', '/contabilidad/cuentas-:product/*', 'accounts'),
  r('Mi empresa', '/mis-datos/mi-empresa', 'my_business', { withoutPlan: true }),
  r('Mis usuarios asociados', '/mis-datos/mis-usuarios-asociados', 'associated_users'),
  r('Mis credenciales', '/mis-datos/mis-credenciales', 'credentials'),
  r('Cuentas bancarias', '/mis-datos/cuentas-bancarias', 'bank_accounts'),
  r('Mi suscripción', '/mis-datos/mi-suscripcion', 'subscription'),
  r('Pagar', '/pagar', 'payments', { withoutPlan: true }),
  r('Mis pagos', '/mis-pagos', 'payments', { withoutPlan: true }),
  r('Transferencia bancaria', '/transferencia-bancaria', 'payments'),
  r('Pago caja vecina', '/pago-caja-vecina', 'payments'),
  r('Pago', '/pago', 'payments'),
  r('Histórico de pagos', '/historico-de-pagos', 'payments'),
  r('Suscripción', '/subscription', 'subscription'),
  r('contract-your-plan', '/contrata-tu-plan', 'contract_plan', { withoutPlan: true }),
  r('Beneficios', '/beneficios', 'benefits'),
  r('School', '/:product-school', 'school'),
  r('Mi cuenta', '/mi-cuenta', 'my_account', { withoutPlan: true }),
  r('Telegram', '/notifications/subscribe/telegram/:token?', 'notifications'),
  r('Configuración', '/configuracion', 'settings', { withoutPlan: true }),
  r('Certificado digital', '/configuracion/certificado-digital', 'certificates'),
  r('Servicio al cliente', '/ayuda/servicio-cliente', 'help'),
  r('Centro de ayuda', '/ayuda/centro-de-ayuda', 'help'),
  // The deployment's operators only (OPERATOR_EMAILS); the API refuses everyone else.
  r('Operación', '/operador/trabajos', 'operator_jobs', { withoutPlan: true }),
  r('Indicadores', '/operador/indicadores', 'operator_jobs', { withoutPlan: true }),
];

const DESCRIPTIONS: Record<string, string> = {
  login: 'Ingreso con correo y contraseña',
  oauth2: 'Ingreso con el proveedor de identidad (OpenID Connect; OIDC_ISSUER)',
  password_recovery: 'Recuperación de contraseña por correo',
  dashboard: 'Inicio',
  my_account: 'Mi cuenta: perfil, contraseña y eliminación',
  my_business: 'Datos de la empresa',
  settings: 'Configuración de la empresa',
  dev_mailbox: 'Buzón de desarrollo (sin SMTP)',
  invoices: 'Compras y ventas: listas, detalle, importación y resumen',
  cash_flow: 'Flujo de caja esperado',
  todo_tasks: 'Tareas por hacer',
  operator_jobs: 'Operación: cola de trabajos e indicadores (solo operadores, OPERATOR_EMAILS)',
  clients: 'Clientes y proveedores: listas con cifras, contactos y registros',
  bank_accounts: 'Cuentas bancarias: alta, activación e importación de cartolas',
  bank_movements: 'Movimientos bancarios: lista, filtros y avance de la conciliación',
  conciliation: 'Conciliación bancaria: sugerencias, selección de facturas y tabla de conciliación',
  onboarding: 'Registro: crear cuenta, confirmarla por correo, datos de la empresa y clave del SII',
  contract_plan: 'Contrata tu plan (paso 1: completar los datos de la empresa)',
  associated_users: 'Usuarios asociados: invitación por correo, roles y eliminación',
  accounting_reports:
    'Informes contables: balance general de 8 columnas, libro mayor, estado de resultado y evolución de resultados',
  accounts: 'Plan de cuentas: cuentas por tipo, alta, cambio de nombre, activación y eliminación',
  entries:
    'Otros registros contables: histórico, registro desde plantillas (entrada y salida de dinero) y registro manual',
  // Certificate and credentials.
  certificates:
    'Certificado digital (.pfx): carga con contraseña, titular, RUT y vigencia (ruta inactiva por la especificación; la demo la activa para su usuario)',
  credentials: 'Mis credenciales: SII, Previred y otras, con la clave cifrada y nunca mostrada',
  documents: 'Documentos: biblioteca de archivos y enlaces de la empresa, con etiquetas y búsqueda',
  // The sales report (F29).
  vat_report: 'Reporte de ventas (IVA, F29): asistente mensual, historial, Mis F29 y modo automático',
  // Expenses.
  expenses:
    'Mis gastos: ingreso con comprobantes, revisión, gastos del mes, detalle mensual y descarga en Excel',
};

/** Flags that are on in a new installation: the areas that are built. */
export const ACTIVE_FLAGS: ReadonlySet<string> = new Set([
  'login',
  'oauth2',
  'password_recovery',
  'dashboard',
  'my_account',
  'my_business',
  'settings',
  'dev_mailbox',
  'invoices',
  'cash_flow',
  'todo_tasks',
  'operator_jobs',
  'clients',
  'bank_accounts',
  'bank_movements',
  'conciliation',
  'onboarding',
  'contract_plan',
  'associated_users',
  'accounting_reports',
  'accounts',
  'entries',
  // Honorarium tickets.
  'honorarium',
  // The credentials screen; `certificates` stays off (the spec's inactive route).
  'credentials',
  'documents',
  // The F29 proposal (/iva/propuesta-f29); unbuilt screens of the flag stay inactive.
  'vat_report',
  'vat_report',
  // Expenses.
  'expenses',
  // Payroll: the workers' screens (/remuneraciones/empleados, empleado/:rut?).
  'payroll',
]);

/** Flags readable without a session (the sign-in screens need them). */
export const PUBLIC_FLAGS: ReadonlySet<string> = new Set(ROUTES.filter((x) => x.public).map((x) => x.flag));

/** Each flag's default state and visibility: what the browser falls back to (no descriptions, kept
 * out of the first screen's JavaScript). */
export const FLAG_DEFAULTS: readonly Omit<FlagEntry, 'description'>[] = [
  ...new Set(ROUTES.map((x) => x.flag)),
].map((key) => ({ key, active: ACTIVE_FLAGS.has(key), isPublic: PUBLIC_FLAGS.has(key) }));

/** The catalog the server seeds, with each flag's description. */
export const FLAG_CATALOG: readonly FlagEntry[] = /* @__PURE__ */ FLAG_DEFAULTS.map((f) => ({
  ...f,
  description: DESCRIPTIONS[f.key] ?? f.key,
}));
