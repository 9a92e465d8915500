// Texts of spec §8, kept exactly as written there.
import { plural } from '../../../lib/plural';
import type { OperationType } from './list-params';

export const LIST_ERROR: Readonly<Record<OperationType, string>> = {
  VENTA: 'Hubo un problema obteniendo la lista de ventas. Favor inténtalo nuevamente.',
  COMPRA: 'Hubo un problema obteniendo la lista de compras. Favor inténtalo nuevamente.',
};
export const DETAIL_ERROR =
  'Hubo un problema obteniendo el detalle de la factura. Favor inténtalo nuevamente.';
export const UPDATE_ERROR = 'Hubo un problema actualizando tu factura. Por favor, inténtalo nuevamente';
export const DUE_DATE_ERROR =
  'Hubo un problema modificando el plazo de la factura. Por favor, inténtalo nuevamente';
export const DUE_DATE_SUCCESS = 'Se cambió la fecha de vencimiento de la factura con éxito';
export const DOCUMENT_ERROR = 'Hubo un error al cargar documento. Por favor, inténtalo nuevamente.';
export const COMMENT_DELETE_ERROR = 'Hubo un problema eliminando el comentario. Favor, inténtalo nuevamente.';
// Not given by the spec; written in the same voice.
export const COMMENT_ADD_ERROR = 'Hubo un problema agregando el comentario. Favor, inténtalo nuevamente.';
export const COMMENT_EDIT_ERROR = 'Hubo un problema editando el comentario. Favor, inténtalo nuevamente.';

// Counts: the form follows the number by the language's own rule (lib/plural.ts).
const DOCUMENTS = { one: '{n} documento', other: '{n} documentos' };
const INVOICES = { one: '{n} factura', other: '{n} facturas' };
export const documentsCount = (n: number) => plural(n, DOCUMENTS);
export const invoicesCount = (n: number) => plural(n, INVOICES);
export const matchingInvoices = (n: number) =>
  plural(n, { one: '{n} factura que coincide', other: '{n} facturas que coinciden' });
export const selectedInvoices = (n: number) =>
  plural(n, { one: '{n} factura seleccionada', other: '{n} facturas seleccionadas' });
/** The "last N periods" choice: 'Último mes', 'Últimos 12 meses'. */
export const lastPeriodsLabel = (n: number) => plural(n, { one: 'Último mes', other: 'Últimos {n} meses' });

export const SUMMARY_LOAD_ERROR =
  'Hubo un problema obteniendo el resumen del mes. Favor inténtalo nuevamente.';
export const RANKING_LOAD_ERROR = 'Hubo un problema obteniendo el ranking. Favor inténtalo nuevamente.';
export const COMMENTS_LOAD_ERROR = 'Hubo un problema obteniendo los comentarios. Favor inténtalo nuevamente.';

export const COMMENT_MSG = {
  newLabel: 'Nuevo comentario',
  newPlaceholder: 'Escribe un comentario sobre esta factura',
  add: 'Agregar comentario',
  emptyTitle: 'Aún no hay comentarios',
  emptyDescription:
    'Deja una nota para ti o tu equipo: acuerdos de pago, contactos, lo que necesites recordar.',
  list: 'Comentarios',
  fallbackTitle: 'Comentario',
  deleteTitle: 'Eliminar comentario',
  deleteQuestion: '¿Quieres eliminar este comentario? Esta acción no se puede deshacer.',
  edit: 'Editar',
  editLabel: 'Editar comentario',
  remove: 'Eliminar',
  cancel: 'Cancelar',
  save: 'Guardar',
} as const;

export const DUE_DATE_MSG = {
  title: 'Cambiar fecha de vencimiento',
  hint: 'Elige una nueva fecha o indica un plazo en días desde la emisión.',
  newDate: 'Nueva fecha',
  days: 'Plazo en días',
  daysPlaceholder: 'Ej.: 30',
  or: 'o',
  save: 'Guardar',
  current: (date: string) => `Vencimiento actual: ${date}`,
} as const;

export const HISTORY_MSG = {
  loadError: 'Hubo un problema obteniendo el historial de vencimientos. Favor inténtalo nuevamente.',
  emptyTitle: 'Sin cambios de vencimiento',
  emptyDescription:
    'Cuando cambies la fecha de vencimiento, verás aquí cada cambio y podrás volver a una fecha anterior.',
  list: 'Historial de vencimientos',
  current: 'Actual',
  before: (date: string) => `Antes: ${date} · `,
  changedOn: 'Cambiada el',
  by: (name: string) => ` por ${name}`,
  revert: 'Volver a esta fecha',
} as const;

export const DOCUMENT_MSG = {
  uploaded: 'El documento se cargó con éxito',
  alt: (folio: number | string) => `Documento de la factura folio ${folio}`,
  download: 'Descargar documento',
  none: 'Esta factura aún no tiene un documento. Sube el PDF o una imagen para tenerlo siempre a mano.',
  rejected: 'Solo se aceptan archivos PDF, PNG, JPG o WEBP de hasta 10 MB.',
  dropLabel: 'Subir documento de la factura',
  replace: 'Reemplazar documento',
  upload: 'Subir documento',
  dropHint: 'Arrastra un PDF o una imagen, o haz clic para elegirlo (hasta 10 MB)',
} as const;

export const ACK_MSG = {
  section: 'Acuse de recibo',
  accept: 'Aceptar',
  reject: 'Rechazar',
  acceptTitle: 'Aceptar factura',
  rejectTitle: 'Rechazar factura',
  acceptText: (folio: number | string) =>
    `Vas a aceptar la factura folio ${folio} y quedará marcada como pagada.`,
  rejectText: (folio: number | string) =>
    `Vas a rechazar la factura folio ${folio}. Elige el motivo del reclamo; no se puede deshacer.`,
  /** What really happens today: the portal records it; nothing reaches the SII without its connection. */
  whereItGoes:
    'Se registrará en el portal; se enviará al SII cuando la conexión con el SII esté configurada.',
  rejectLate: (deadline: string) =>
    `El plazo para reclamarla ante el SII venció el ${deadline}: son 8 días corridos desde su recepción (Ley 19.983, art. 3) y, pasado ese plazo, el SII la da por aceptada y no recibe el reclamo. Puedes registrar el rechazo en el portal, pero tendrás que resolverlo con tu proveedor (por ejemplo, pidiéndole una nota de crédito).`,
  reasonLabel: 'Motivo del rechazo',
  reasonRequired: 'Elige el motivo del rechazo.',
  reasons: {
    RCD: {
      label: 'Reclamo al contenido del documento',
      hint: 'Los montos, productos o datos de la factura no corresponden.',
    },
    RFP: { label: 'Falta parcial de mercaderías', hint: 'Recibiste solo una parte de lo facturado.' },
    RFT: { label: 'Falta total de mercaderías', hint: 'No recibiste nada de lo facturado.' },
  },
  confirmAccept: 'Sí, aceptar',
  confirmReject: 'Sí, rechazar',
  cancel: 'Cancelar',
} as const;

export const ROW_MSG = {
  actions: (folio: number | string) => `Acciones de la factura folio ${folio}`,
  open: 'Ver detalle',
  markUnpaid: 'Marcar como no pagada',
  markPaid: 'Marcar como pagada',
} as const;

export const BULK_MSG = {
  allSelected: (total: number) => `Las ${matchingInvoices(total)} con los filtros están seleccionadas.`,
  undo: 'Deshacer selección',
  pageSelected: (n: number) => `Seleccionaste ${invoicesCount(n)}.`,
  selectAll: (total: number) => `Seleccionar las ${invoicesCount(total)} que coinciden con los filtros`,
  confirmTitle: 'Actualizar facturas',
  confirmText: (total: number) => `Vas a actualizar ${invoicesCount(total)}. ¿Quieres continuar?`,
  confirm: 'Sí, actualizar',
  cancel: 'Cancelar',
  region: 'Acciones sobre las facturas seleccionadas',
  markedPaid: 'Las facturas quedaron marcadas como pagadas',
  markPaid: 'Marcar como pagadas',
  markedUnpaid: 'Las facturas quedaron marcadas como no pagadas',
  markUnpaid: 'Marcar como no pagadas',
  classified: 'Las facturas quedaron clasificadas',
  clear: 'Quitar selección',
  classify: 'Clasificar',
  account: 'Cuenta de imputación',
  accountsLoading: 'Cargando cuentas…',
  accountPick: 'Elige una cuenta',
  accountNone: 'No hay cuentas con ese nombre',
  accountsError: 'No pudimos cargar las cuentas',
} as const;

export const BADGE_MSG = {
  payState: {
    paid: 'Pagada',
    partly: 'Pagada parcialmente',
    settled: 'Sin saldo',
    unpaid: 'No pagada',
  },
  /** What is still owed of a document, under its total. */
  balance: (amount: string) => `Saldo ${amount}`,
  expired: 'Vencida',
  creditNote: 'Nota de crédito',
  notCounted: 'Fuera del total',
  notCountedHint:
    'No suma en el total ni en el IVA: es una guía de despacho o una compra reclamada o marcada "no incluir" en el SII.',
} as const;

export const DETAIL_PAGE_MSG = {
  back: { VENTA: 'Mis ventas', COMPRA: 'Mis compras' },
  notFoundTitle: 'No encontramos esta factura',
  notFoundDescription: 'El enlace no indica una factura válida.',
  modalTitle: {
    VENTA: 'Detalle de la factura de venta',
    COMPRA: 'Detalle de la factura de compra',
  },
} as const;

export const WIDGET_MSG = {
  expiredPayedError:
    'Hubo un problema obteniendo tus documentos vencidos y pagados. Favor inténtalo nuevamente.',
  sales: 'Ventas',
  purchases: 'Compras',
  expired: 'Vencidas',
  toBeDue: 'Por vencer',
  paid: 'Pagadas',
  clients: 'Clientes',
  providers: 'Proveedores',
  rankingOf: 'Ranking de',
  rankingEmpty: {
    VENTA: 'Aún no hay ventas para armar el ranking.',
    COMPRA: 'Aún no hay compras para armar el ranking.',
  },
  seeSummary: 'Ver resumen',
} as const;

export const LIST_MSG = {
  VENTA: {
    title: 'Mis ventas',
    description: 'Tus documentos de venta del SII.',
    emptyTitle: 'Aún no tienes ventas registradas',
    noun: 'ventas',
  },
  COMPRA: {
    title: 'Mis compras',
    description: 'Tus documentos de compra del SII.',
    emptyTitle: 'Aún no tienes compras registradas',
    noun: 'compras',
  },
  markedUnpaid: (folio: number) => `La factura folio ${folio} quedó como no pagada`,
  markedPaid: (folio: number) => `La factura folio ${folio} quedó como pagada`,
  csvError: 'Hubo un problema descargando el reporte. Favor inténtalo nuevamente.',
  importSii: 'Importar desde SII',
  exportCsv: 'Exportar CSV',
  updatedAt: (date: string) => `Datos actualizados al ${date}`,
  documents: 'Documentos',
  totalFiltered: 'Total según filtros',
  noneInRange: (noun: string) => `No hay ${noun} en los meses que estás viendo`,
  newestIs: (period: string) => `Tus documentos más recientes son de ${period}.`,
  showPeriod: (period: string) => `Ver ${period}`,
  totalPage: 'Total de esta página',
  // When the list holds only owed documents (vencidas): what they still owe, as the dashboard says.
  openFiltered: 'Saldo según filtros',
  openPage: 'Saldo de esta página',
  openHint: {
    VENTA: 'Lo que falta por cobrar: el total menos las notas de crédito y los pagos conciliados.',
    COMPRA: 'Lo que falta por pagar: el total menos las notas de crédito y los pagos conciliados.',
  },
  excluded: (count: number, amount: string) =>
    `Sin contar ${count.toLocaleString('es-CL')} ${count === 1 ? 'documento' : 'documentos'} por ${amount} (guías de despacho, compras reclamadas o "no incluir")`,
  noMatch: (noun: string) => `No encontramos ${noun} con estos filtros`,
  noMatchHint: 'Prueba con otro período o quita algunos filtros.',
  clearFilters: 'Limpiar filtros',
  emptyHint: 'Importa el Registro de Compras y Ventas o tus DTE desde el SII y los verás aquí.',
  pageSize: 'Filas por página',
  pageInfo: (first: number, last: number, total: number) =>
    `Mostrando ${first.toLocaleString('es-CL')}–${last.toLocaleString('es-CL')} de ${documentsCount(total)}`,
} as const;

export const FILTER_MSG = {
  all: 'Todos',
  wholeYear: (year: number) => `Todo ${year}`,
  paid: ['Pagadas', 'No pagadas'],
  expired: ['Vencidas', 'No vencidas'],
  owed: ['Con saldo', 'Sin saldo'],
  classified: ['Clasificadas', 'Sin clasificar'],
  awaitingAck: ['Por aceptar o rechazar', 'Con acuse o fuera de plazo'],
  awaitingAckLabel: 'Acuse de recibo',
  year: 'Año',
  recentPeriods: 'Períodos recientes',
  month: 'Mes',
  period: 'Período',
  documentType: 'Tipo de documento',
  paidLabel: 'Pagado',
  expiredLabel: 'Vencido',
  owedLabel: 'Saldo',
  classifiedLabel: 'Clasificado',
  searchPlaceholder: {
    VENTA: 'Folio, RUT o nombre del cliente',
    COMPRA: 'Folio, RUT o nombre del proveedor',
  },
  more: (active: number) => (active > 0 ? `Filtros (${active})` : 'Filtros'),
  search: 'Buscar',
  clearSearch: 'Borrar búsqueda',
} as const;

export const TABLE_MSG = {
  party: { VENTA: 'Cliente', COMPRA: 'Proveedor' },
  selectPage: 'Seleccionar todas las facturas de esta página',
  selectPageShort: 'Seleccionar página',
  date: 'Fecha',
  folio: 'Folio',
  due: 'Vencimiento',
  total: 'Monto total',
  paid: 'Pagado',
  noName: 'Sin nombre',
  rowLabel: (folio: number, name: string, amount: string) =>
    `Folio ${folio}, ${name || 'sin nombre'}, ${amount}. Enter para ver el detalle`,
  sortBy: 'Ordenar por',
} as const;

export const IMPORT_MSG = {
  collectionsStart: {
    question: '¿Desde cuándo gestionamos tu cobranza?',
    all: 'Todos los documentos impagos (recomendado)',
    allHint: 'Por cobrar, flujo de caja, tareas y recordatorios cuentan cada factura que aún te deben.',
    since: 'Solo los emitidos desde una fecha',
    day: 'Gestionar la cobranza desde',
    dayRequired: 'Elige la fecha desde la que gestionamos tu cobranza.',
    later: 'Puedes cambiarlo cuando quieras en Mi empresa ("Gestión de cobranza desde").',
  },
  title: 'Importar desde SII',
  rejected: (names: string) =>
    `No podemos importar ${names}: solo se aceptan archivos .csv o .xml de hasta 10 MB.`,
  intro:
    'Sube el Registro de Compras y Ventas (RCV) exportado del SII en formato CSV, o los documentos tributarios electrónicos en XML. Puedes subir varios archivos a la vez.',
  dropLabel: 'Zona para soltar los archivos del SII',
  drop: 'Arrastra aquí tus archivos o haz clic para elegirlos',
  dropHint: 'Archivos .csv o .xml, hasta 10 MB cada uno y 20 por vez',
  toImport: 'Archivos por importar',
  remove: 'Quitar',
  removeFile: (name: string) => `Quitar ${name}`,
  failed: 'No pudimos importar los archivos',
  cancel: 'Cancelar',
  submit: (files: number) => `Importar ${files > 1 ? `${files} archivos` : ''}`,
  done: 'Importación terminada',
  counts: { new: 'Nuevas', updated: 'Actualizadas', unchanged: 'Sin cambios', rejected: 'No importadas' },
  imported: 'Archivos importados',
  kind: { rcv: 'Registro de Compras y Ventas', dte: 'DTE XML', iecv: 'Libro de compras o ventas (IECV)' },
  warnings: 'Revisa estos avisos',
  moreWarnings: (n: number) => `Y ${n} avisos más.`,
  more: 'Importar más archivos',
  ok: 'Listo',
  problems: {
    title: 'Hay filas que no cumplen las reglas del SII',
    summary: (rows: number, valid: number) =>
      `${plural(rows, { one: 'Una fila tiene', other: '{n} filas tienen' })} problemas y todavía no se importó nada. ${
        valid === 0
          ? 'No hay filas válidas para importar: corrige el archivo y vuelve a subirlo.'
          : `Puedes no importar nada y corregir el archivo, o importar ${plural(valid, { one: 'la fila válida', other: 'las {n} filas válidas' })} y dejar fuera las que tienen problemas.`
      }`,
    table: 'Problemas encontrados en los archivos',
    file: 'Archivo',
    line: 'Línea',
    field: 'Campo',
    message: 'Problema',
    nothing: 'No importar nada',
    validOnly: 'Importar solo las filas válidas',
  },
  skipped: (n: number) =>
    `${plural(n, { one: 'Una fila quedó', other: '{n} filas quedaron' })} fuera de la importación`,
  lists: 'Ver lo importado',
  listOf: { VENTA: 'Ventas', COMPRA: 'Compras' },
  moreMonths: (n: number) => `y ${plural(n, { one: 'un mes más', other: '{n} meses más' })}`,
  crossed: {
    VENTA: 'Estos archivos traían ventas: las encontrarás en Mis ventas.',
    COMPRA: 'Estos archivos traían compras: las encontrarás en Mis compras.',
  },
} as const;

export const DETAIL_MSG = {
  sections: 'Secciones de la factura',
  unclassified: 'Sin clasificar',
  classifiedDone: 'La factura quedó clasificada',
  unclassifiedDone: 'La factura quedó sin clasificar',
  tabs: {
    detail: 'Detalle',
    comments: 'Comentarios',
    history: 'Historial de vencimientos',
    document: 'Documento',
  },
  markedUnpaid: 'La factura quedó marcada como no pagada',
  markedPaid: 'La factura quedó marcada como pagada',
  issuedOn: 'Emitida el',
  fullPage: 'Abrir en página completa',
} as const;

export const SUMMARY_MSG = {
  title: 'Resumen de compras y ventas',
  description: 'Tus compras y ventas de los últimos 12 meses.',
  averageSales: 'Promedio mensual de ventas',
  averagePurchases: 'Promedio mensual de compras',
  month: 'Resumen del mes',
  period: 'Período del resumen',
  byMonth: 'Compras y ventas por mes',
  last12: 'Últimos 12 meses',
  loadError: 'Hubo un problema obteniendo el resumen de compras y ventas. Favor inténtalo nuevamente.',
  chartError: 'Hubo un problema obteniendo el gráfico de compras y ventas. Favor inténtalo nuevamente.',
  empty: 'Aún no hay compras ni ventas en los últimos 12 meses.',
  columns: { month: 'Mes', sales: 'Ventas', purchases: 'Compras', diff: 'Diferencia', total: 'Total' },
  diff: (amount: string) => `Dif. ${amount}`,
  unavailable: 'No disponible',
  basedOn: (months: number) => `Según los últimos ${months} meses`,
} as const;

export const DETAIL_TAB_MSG = {
  noInfo: 'Sin información',
  documentType: 'Tipo de documento',
  folio: 'Folio',
  period: 'Período',
  issued: 'Fecha de emisión',
  received: 'Fecha de recepción',
  siiDue: 'Vencimiento SII',
  internalDue: 'Vencimiento interno',
  issuer: 'Emisor',
  receiver: 'Receptor',
  payState: 'Estado de pago',
  paidState: (state: 'paid' | 'partly' | 'settled' | 'unpaid', expired: boolean) =>
    ({
      paid: 'Pagada',
      partly: expired ? 'Pagada parcialmente (vencida)' : 'Pagada parcialmente',
      settled: 'Sin saldo: notas de crédito o pagos cubren su total',
      unpaid: expired ? 'No pagada (vencida)' : 'No pagada',
    })[state],
  paidAmount: 'Pagado',
  balance: 'Saldo',
  payments: 'Pagos',
  paymentsHint: 'Movimientos bancarios conciliados con esta factura.',
  paymentColumns: { date: 'Fecha', account: 'Cuenta', description: 'Descripción', amount: 'Monto' },
  ack: 'Acuse de recibo',
  noAck: 'Sin acuse de recibo',
  account: 'Cuenta de imputación',
  unclassified: 'Sin clasificar',
  amounts: { net: 'Neto', exempt: 'Exento', iva: 'IVA', other: 'Otros impuestos' },
  total: (credit: boolean) => (credit ? 'Total (resta)' : 'Total'),
  items: 'Detalle de ítems',
  itemColumns: {
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    discount: 'Descuento',
    amount: 'Monto',
  },
  noDescription: 'Sin descripción',
  discount: (amount: string) => ` · Descuento ${amount}`,
  references: 'Referencias',
  referenceColumns: { document: 'Documento', folio: 'Folio', date: 'Fecha', reason: 'Razón' },
  referenceType: (code: number | string) => `Tipo ${code}`,
} as const;
