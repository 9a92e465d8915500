// Texts of the cash flow screens (Spanish, Chile), in one place.
import type { FlowOperation } from './api/cash-flow';

export const CASH_FLOW_MSG = {
  title: 'Flujo de caja',
  description:
    'Lo que esperas cobrar y pagar según el vencimiento de tus facturas sin pagar. Haz clic en un monto para ver sus documentos.',
  loadError: 'Hubo un problema obteniendo tu flujo de caja. Favor inténtalo nuevamente.',
  emptyTitle: 'No hay movimientos esperados',
  emptyDescription:
    'Cuando tengas facturas de venta o compra sin pagar, verás aquí cuándo entra y sale el dinero.',
  groupBy: 'Agrupar por',
  byWeek: 'Por semana',
  byMonth: 'Por mes',
  week: 'Semana',
  month: 'Mes',
  overdue: 'Vencido',
  inflows: 'Entradas',
  outflows: 'Salidas',
  inflowsColumn: 'Entradas (ventas por cobrar)',
  outflowsColumn: 'Salidas (compras por pagar)',
  net: 'Neto',
  total: 'Total',
  toCollect: 'Por cobrar',
  toPay: 'Por pagar',
  seeDocuments: 'Ver documentos',
  /** The documents the figures count (the same window as the dashboard and the to-do list). */
  window: (from: string, to: string) =>
    `Facturas emitidas entre ${from} y ${to}. Las boletas, guías y notas de crédito no son montos por cobrar: cada nota se descuenta de la factura que referencia.`,
} as const;

export const CASH_FLOW_DOCUMENTS_MSG = {
  back: 'Volver al flujo de caja',
  pickTitle: 'Elige un monto del flujo de caja',
  pickDescription: 'Desde el flujo de caja, haz clic en una entrada o salida para ver sus documentos.',
  goToFlow: 'Ir al flujo de caja',
  loadError: 'Hubo un problema obteniendo los documentos. Favor inténtalo nuevamente.',
  empty: 'No hay documentos en este período',
  noName: 'Sin nombre',
  folio: 'Folio',
  type: 'Tipo',
  issued: 'Emisión',
  due: 'Vencimiento',
  dueShort: 'Vence',
  amount: 'Monto',
  expired: 'Vencida',
} as const;

export const flowKind = (op: FlowOperation) =>
  op === 'VENTA' ? CASH_FLOW_MSG.inflows : CASH_FLOW_MSG.outflows;
export const counterpartLabel = (op: FlowOperation) => (op === 'VENTA' ? 'Cliente' : 'Proveedor');

/** 'Facturas de venta sin pagar con su vencimiento ya pasado.' and its variants. */
export const documentsDescription = (op: FlowOperation, overdue: boolean) =>
  `${op === 'VENTA' ? 'Facturas de venta sin pagar' : 'Facturas de compra sin pagar'} ${
    overdue ? 'con su vencimiento ya pasado.' : 'que vencen en este período.'
  }`;

/** The link's accessible name: 'Entradas de Vencido: $ 1.000. Ver documentos'. */
export const figureLabel = (kind: 'in' | 'out', bucket: string, amount: string) =>
  `${kind === 'in' ? CASH_FLOW_MSG.inflows : CASH_FLOW_MSG.outflows} de ${bucket}: ${amount}. ${CASH_FLOW_MSG.seeDocuments}`;

/** '(3 doc.)' beside an amount: the abbreviation reads the same for one or many. */
export const docCount = (n: number) => `(${n} doc.)`;

export const weekLabel = (start: string, end: string) => `Semana del ${start} al ${end}`;
