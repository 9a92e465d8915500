// Every Spanish text of the accounting screens: the range picker, the four reports and the chart of accounts.
import { ACCOUNT_MESSAGES } from '@portal/contracts';
import { plural } from '../../lib/plural';

export const RANGE_MSG = {
  from: 'Desde',
  to: 'Hasta',
  presets: 'Rango',
  preset: { year: 'Este año', lastYear: 'Año anterior', last12: 'Últimos 12 meses' } as Record<
    string,
    string
  >,
  custom: 'Personalizado',
};

export const REPORT_MSG = {
  excel: 'Descargar Excel',
  pdf: 'Descargar PDF',
  excelShort: 'Excel',
  pdfShort: 'PDF',
  downloadError: 'Hubo un problema descargando el reporte. Favor inténtalo nuevamente.',
  business: (name: string, rut: string) => `${name} · RUT ${rut}`,
  empty: 'Aún no hay movimientos en este período.',
  emptyHint:
    'Los asientos se generan solos al importar tus compras y ventas del SII y al conciliar tus movimientos bancarios.',
  goImport: 'Ir a Mis ventas',
};

export const BALANCE_MSG = {
  title: 'Balance general',
  description:
    'Balance de 8 columnas: sumas, saldos, inventario y resultado de cada cuenta en los meses elegidos.',
  loadError: 'No se pudo cargar el balance general.',
  columns: {
    account: 'Cuenta',
    debits: 'Débitos',
    credits: 'Créditos',
    debtor: 'Deudor',
    creditor: 'Acreedor',
    assets: 'Activo',
    liabilities: 'Pasivo',
    loss: 'Pérdida',
    gain: 'Ganancia',
  },
  groups: { sums: 'Sumas', balances: 'Saldos', inventory: 'Inventario', result: 'Resultado' },
  subtotals: 'Sumas',
  result: {
    ganancia: 'Utilidad del ejercicio',
    perdida: 'Pérdida del ejercicio',
    cero: 'Resultado del ejercicio',
  },
  totals: 'Totales',
  caption: (range: string) => `Balance general de 8 columnas, ${range}`,
};

export const LEDGER_MSG = {
  title: 'Libro mayor',
  description: 'Los movimientos de una cuenta con su saldo, mes a mes.',
  account: 'Cuenta',
  accountPlaceholder: 'Busca por código o nombre',
  nothingFound: 'Ninguna cuenta coincide',
  pickAccount: 'Elige una cuenta para ver su libro mayor.',
  accountsError: 'No se pudo cargar el plan de cuentas.',
  loadError: 'No se pudo cargar el libro mayor.',
  notFound: ACCOUNT_MESSAGES.notFound,
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  totals: 'Totales del período',
  columns: { date: 'Fecha', detail: 'Detalle', debit: 'Debe', credit: 'Haber', balance: 'Saldo' },
  openInvoice: (description: string) => `Ver el documento ${description}`,
  openExpense: (description: string) => `Ver el gasto ${description}`,
  page: (from: number, to: number, total: number) =>
    `${from.toLocaleString('es-CL')}–${to.toLocaleString('es-CL')} de ${plural(total, { one: '{n} movimiento', other: '{n} movimientos' })}`,
  caption: (account: string, range: string) => `Libro mayor de ${account}, ${range}`,
  chart: 'Ver en el plan de cuentas',
};

export const INCOME_MSG = {
  title: 'Estado de resultado',
  description: 'Ingresos menos costos y gastos de los meses elegidos.',
  loadError: 'No se pudo cargar el estado de resultado.',
  revenue: 'Ingresos',
  totalRevenue: 'Total ingresos',
  expenses: 'Costos y gastos',
  totalExpenses: 'Total costos y gastos',
  gain: 'Utilidad del ejercicio',
  loss: 'Pérdida del ejercicio',
  zero: 'Resultado del ejercicio',
  none: 'Sin movimientos',
  account: 'Cuenta',
  amount: 'Monto',
};

export const EVOLUTION_MSG = {
  title: 'Evolución de resultados',
  description: 'Ingresos, costos y gastos y resultado de cada mes.',
  loadError: 'No se pudo cargar la evolución de resultados.',
  revenue: 'Ingresos',
  expenses: 'Costos y gastos',
  result: 'Resultado',
  month: 'Mes',
  total: 'Total',
  chartLabel: (range: string) => `Gráfico de ingresos, costos y gastos y resultado por mes, ${range}`,
};

export const CHART_MSG = {
  title: 'Plan de cuentas',
  description:
    'Las cuentas de tu contabilidad por tipo. Las automáticas las usan los asientos que el portal genera solo.',
  loadError: 'No se pudo cargar el plan de cuentas.',
  add: 'Agregar cuenta',
  addTitle: 'Agregar cuenta',
  columns: {
    code: 'Código',
    name: 'Nombre',
    classification: 'Para clasificar compras',
    active: 'Activa',
    ledger: 'Libro mayor',
    actions: 'Acciones',
  },
  automatic: 'Automática',
  automaticHint: 'La usan los asientos automáticos: no se puede eliminar ni desactivar.',
  inactive: 'Inactiva',
  alwaysActive: 'Siempre',
  count: (n: number) => plural(n, { one: '{n} cuenta', other: '{n} cuentas' }),
  ledger: 'Ver libro mayor',
  ledgerLabel: (label: string) => `Ver el libro mayor de ${label}`,
  open: (label: string) => `Ver la cuenta ${label}`,
  classificationLabel: (label: string) => `Ofrecer ${label} para clasificar compras`,
  activeLabel: (label: string) => `Cuenta ${label} activa`,
  rename: 'Cambiar nombre',
  renameLabel: (label: string) => `Cambiar el nombre de ${label}`,
  renameTitle: 'Cambiar el nombre de la cuenta',
  remove: 'Eliminar',
  removeLabel: (label: string) => `Eliminar la cuenta ${label}`,
  removeTitle: '¿Eliminar esta cuenta?',
  removeQuestion: (label: string) =>
    `Se eliminará la cuenta ${label} del plan. Esta acción no se puede deshacer.`,
  cancel: 'Cancelar',
  fields: {
    account_number: 'Código',
    numberHint:
      'De 1 a 10 dígitos; el primero indica el tipo (1 activo, 2 pasivo, 3 patrimonio, 4 resultado).',
    name: 'Nombre',
    namePlaceholder: 'Ej.: Arriendos',
    account_type: 'Tipo',
    typePlaceholder: 'Elige el tipo',
    classification: 'Ofrecerla para clasificar compras',
  },
  save: 'Agregar cuenta',
  saveName: 'Guardar',
  created: 'La cuenta se agregó con éxito.',
  renamed: 'El nombre de la cuenta se cambió con éxito.',
  updated: 'La cuenta se actualizó con éxito.',
  removed: ACCOUNT_MESSAGES.deleted,
  writeError: 'Hubo un problema guardando la cuenta. Por favor, inténtalo nuevamente.',
  emptyTitle: 'Aún no hay cuentas',
  readOnly: 'Tu rol en esta empresa permite ver el plan de cuentas, no cambiarlo.',
};

export const ACCOUNT_MSG = {
  back: 'Volver al plan de cuentas',
  notFound: ACCOUNT_MESSAGES.notFound,
  loadError: 'No se pudo cargar la cuenta.',
  type: 'Tipo',
  code: 'Código',
  name: 'Nombre',
  role: 'Uso',
  roleAutomatic: 'Automática: la usan los asientos del portal',
  roleManual: 'Manual',
  classification: 'Para clasificar compras',
  state: 'Estado',
  active: 'Activa',
  inactive: 'Inactiva',
  movements: 'Movimientos',
  withMovements: 'Tiene movimientos',
  withoutMovements: 'Sin movimientos',
  yes: 'Sí',
  no: 'No',
  ledger: 'Ver libro mayor',
};

/** The closing date card on the chart of accounts (the books refuse changes on or before it). */
export const CLOSING_MSG = {
  title: 'Cierre contable',
  open: 'La contabilidad está abierta: los documentos de cualquier fecha se registran.',
  closed: (date: string) =>
    `La contabilidad está cerrada hasta el ${date}: nada de esa fecha o anterior se registra ni cambia.`,
  dateLabel: 'Cerrar hasta el',
  close: 'Cerrar hasta esta fecha',
  reopen: 'Abrir la contabilidad',
  confirmCloseTitle: '¿Cerrar la contabilidad?',
  confirmClose: (date: string) =>
    `Desde ahora ningún documento, conciliación ni registro con fecha ${date} o anterior podrá agregarse, cambiarse ni eliminarse.`,
  confirmReopenTitle: '¿Abrir la contabilidad?',
  confirmReopen: 'Los períodos cerrados volverán a aceptar cambios.',
  cancel: 'Cancelar',
  saved: 'Se guardó la fecha de cierre',
  reopened: 'La contabilidad quedó abierta',
  loadError: 'No se pudo cargar la fecha de cierre.',
  writeError: 'No se pudo guardar la fecha de cierre. Inténtalo nuevamente.',
  dateRequired: 'Elige la fecha hasta la que quieres cerrar.',
};
