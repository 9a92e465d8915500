// Every Spanish text of the "Otros registros" screens: the history, a record's detail, the wizard from
// a template (entrada / salida de dinero), the confirmation and the manual record.
import { ENTRY_MESSAGES, type EntryType } from '@portal/contracts';
import { plural } from '../../lib/plural';

export const TYPE_LABELS: Record<EntryType, string> = {
  income: 'Entrada',
  expense: 'Salida',
  manual: 'Manual',
};

export const HISTORY_MSG = {
  readOnlyWhat: 'los registros',
  title: 'Otros registros',
  description:
    'Aportes, préstamos, pagos de IVA, remuneraciones y todo lo que no viene de una factura ni de una conciliación.',
  newEntry: 'Nuevo registro',
  loadError: ENTRY_MESSAGES.loadHistory,
  emptyTitle: 'Aún no tienes otros registros',
  emptyDescription: 'Registra un aporte de capital, un préstamo o un pago con una plantilla, o a mano.',
  emptyFiltered: 'Ningún registro coincide con los filtros.',
  clearFilters: 'Quitar filtros',
  columns: {
    date: 'Fecha',
    name: 'Nombre',
    template: 'Plantilla',
    type: 'Tipo',
    amount: 'Monto',
    conciliated: 'Conciliado',
  },
  noTemplate: 'Sin plantilla',
  yes: 'Sí',
  no: 'No',
  openRow: (name: string) => `Abrir el registro ${name}`,
  page: (from: number, to: number, total: number) =>
    `${from}–${to} de ${plural(total, { one: '{n} registro', other: '{n} registros' })}`,
  caption: 'Histórico de otros registros contables',
  filters: {
    search: 'Buscar',
    searchPlaceholder: 'Nombre del registro',
    type: 'Tipo',
    allTypes: 'Todos',
    period: 'Período',
    byMonth: 'Mes y año',
    byRange: 'Entre fechas',
    month: 'Mes',
    year: 'Año',
    from: 'Desde',
    to: 'Hasta',
    rangeHint: 'Elige las dos fechas.',
    amount: 'Monto exacto',
    conciliated: 'Conciliado',
    all: 'Todos',
    more: (n: number) => (n > 0 ? `Filtros (${n})` : 'Filtros'),
  },
};

export const DETAIL_MSG = {
  title: 'Registro contable',
  loadError: 'No se pudo cargar el registro.',
  notFound: ENTRY_MESSAGES.notFound,
  date: 'Fecha',
  type: 'Tipo',
  template: 'Plantilla',
  conciliated: 'Conciliado con un movimiento bancario',
  lines: 'Líneas del registro',
  ledger: 'Ver en el libro mayor',
  ledgerOf: (account: string) => `Ver ${account} en el libro mayor`,
  edit: 'Editar',
  delete: 'Eliminar',
  close: 'Cerrar',
  deleteTitle: 'Eliminar registro',
  deleteQuestion: (name: string) =>
    `¿Eliminar el registro "${name}"? Sus líneas salen del libro mayor y del balance.`,
  deleteConciliated: 'Está conciliado: eliminarlo deshace su conciliación con el movimiento bancario.',
  cancel: 'Cancelar',
  deleted: ENTRY_MESSAGES.deleted,
  saved: 'El registro fue actualizado.',
  save: 'Guardar cambios',
  conciliatedAmount: 'Un registro conciliado conserva su monto: cambia las cuentas, no el total.',
};

export const LINES_MSG = {
  account: 'Cuenta',
  debit: 'Debe',
  credit: 'Haber',
  total: 'Total',
  accountPlaceholder: 'Busca por código o nombre',
  nothingFound: 'Ninguna cuenta coincide',
  accountsError: 'No se pudo cargar el plan de cuentas.',
  addLine: 'Agregar línea',
  removeLine: (n: number) => `Quitar la línea ${n}`,
  lineAccount: (n: number) => `Cuenta de la línea ${n}`,
  lineDebit: (n: number) => `Debe de la línea ${n}`,
  lineCredit: (n: number) => `Haber de la línea ${n}`,
  balanced: 'Debe = Haber: el registro cuadra.',
  difference: (amount: string, side: 'debit' | 'credit') =>
    `Debe ≠ Haber: faltan ${amount} en el ${side === 'debit' ? 'debe' : 'haber'}.`,
  problems: {
    lines: ENTRY_MESSAGES.lines,
    account: 'Elige la cuenta de cada línea.',
    side: ENTRY_MESSAGES.side,
    balance: ENTRY_MESSAGES.balance,
  },
  caption: 'Líneas del registro: cuenta, debe y haber',
};

export const NEW_MSG = {
  title: 'Nuevo registro',
  description: '¿Qué quieres registrar?',
  income: 'Entrada de dinero',
  incomeHint: 'Aportes de capital, préstamos recibidos y otros ingresos.',
  expense: 'Salida de dinero',
  expenseHint: 'Pago de préstamos, IVA, remuneraciones, honorarios, retiros y gastos bancarios.',
  manual: 'Registro manual',
  manualHint: 'Elige tú las cuentas, el debe y el haber.',
  back: 'Volver al histórico',
  backToNew: 'Volver',
};

export const TEMPLATES_MSG = {
  title: { income: 'Entrada de dinero', expense: 'Salida de dinero' },
  description: 'Elige una plantilla: ella sabe qué cuentas mueve.',
  loadError: 'Hubo un problema cargando las plantillas.',
  empty: 'No hay plantillas de este tipo.',
  choose: (name: string) => `Usar la plantilla ${name}`,
};

export const COMPLETE_MSG = {
  title: 'Completar datos',
  date: 'Fecha',
  name: 'Nombre del registro',
  accountPlaceholder: 'Elige la cuenta',
  templateError: 'Hubo un problema cargando la plantilla.',
  templateMissing: 'No encontramos esa plantilla. Elige otra.',
  chooseAnother: 'Elegir otra plantilla',
  preview: 'Así queda el registro',
  previewHint: 'Ingresa los montos para ver las líneas.',
  computing: 'Calculando…',
  continue: 'Continuar',
  pesos: 'Monto en pesos',
  fromF29: (month: string) =>
    `Los montos salen de la propuesta del F29 de ${month}, el mes anterior a la fecha del registro; cambia la fecha para pagar otro mes.`,
  openF29: 'Ver la propuesta',
};

export const CONFIRM_MSG = {
  title: 'Confirmación',
  description: 'Revisa el registro antes de guardarlo.',
  save: 'Guardar registro',
  edit: 'Modificar datos',
  saved: (name: string) => `El registro "${name}" quedó guardado.`,
  missing: 'Faltan datos del registro: vuelve a completarlos.',
  template: 'Plantilla',
  date: 'Fecha',
  name: 'Nombre',
  account: 'Cuenta del dinero',
};

export const MANUAL_MSG = {
  title: 'Registro manual',
  description:
    'Elige las cuentas y anota cada monto en el debe o en el haber. El debe y el haber deben sumar lo mismo.',
  save: 'Guardar registro',
  saved: (name: string) => `El registro "${name}" quedó guardado.`,
  defaultName: 'Registro manual',
};
