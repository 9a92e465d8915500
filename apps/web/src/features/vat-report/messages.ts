// Every Spanish text of the sales report screens: the wizard (/iva/reporte-de-ventas), its history
// (/iva/historial-reportes-de-ventas), Mis F29 (/iva/mis-f29) and the automatic-mode panel.
import {
  type TicketType,
  VAT_DOCUMENT_MESSAGES,
  VAT_REPORT_MESSAGES,
  type VatDocumentType,
  type WhoPays,
} from '@portal/contracts';
import { plural } from '../../lib/plural';

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  none: 'No vendí con boletas',
  electronic: 'Solo boletas electrónicas',
  paper: 'Solo boletas de papel',
  both: 'Electrónicas y de papel',
};

export const WHO_PAYS_LABELS: Record<WhoPays, string> = {
  client: 'Mi empresa paga el F29',
  home: 'Ustedes pagan el F29 por mí',
};

export const DOCUMENT_TYPE_LABELS: Record<VatDocumentType, string> = {
  attachment: 'Adjunto',
  fixed_asset: 'Factura de activo fijo',
  liquidation: 'F29',
};

export const WIZARD_MSG = {
  readOnlyWhat: 'los reportes de ventas',
  title: 'Reporte de ventas',
  description:
    'Cuéntanos cómo fue el mes para preparar tu declaración mensual de IVA (Formulario 29). Te toma unos minutos.',
  steps: ['Período', 'Ventas y boletas', 'Otros datos', 'Adjuntos', 'Resumen y envío'],
  stepOf: (n: number, total: number, name: string) => `Paso ${n} de ${total}: ${name}`,
  next: 'Siguiente',
  back: 'Anterior',
  jumpToEnd: 'Ir al resumen',
  send: 'Enviar reporte',
  update: 'Actualizar reporte',
  sending: 'Enviando…',
  newReport: 'Hacer otro reporte',
  history: 'Ver historial',
  loading: 'Cargando el período…',
  dateError: 'No pudimos obtener la fecha del servidor. Recarga la página.',
  fixErrors: 'Revisa los campos marcados antes de enviar.',
  // Step 1
  period: 'Mes que reportas',
  periodHint: (due: string) => `El F29 de este mes vence el ${due}.`,
  late: 'El plazo de este mes ya venció: igual puedes enviarlo y lo declaramos lo antes posible.',
  movements: '¿Tuviste ventas o compras este mes?',
  withMovements: 'Sí, tuve movimientos',
  withoutMovements: 'No, sin movimientos',
  withoutHint: 'Sin movimientos solo enviamos el mes, el año y que no hubo movimientos.',
  existing: (status: string) =>
    `Ya enviaste el reporte de este mes (estado: ${status}). Si lo envías de nuevo, lo actualizamos.`,
  locked: (status: string) =>
    `El reporte de este mes está «${status}»: ya no se puede cambiar. Escríbenos si necesitas corregirlo.`,
  // Step 2
  ticketType: '¿Cómo vendiste con boletas?',
  ticketRange: 'Boletas de papel del mes',
  initialTicket: 'Primera boleta (N°)',
  finalTicket: 'Última boleta (N°)',
  manualTickets: 'Monto total de boletas de papel',
  voucherInSii: 'Emití vouchers electrónicos (válidos como boleta)',
  voucherSupplier: 'Proveedor de los vouchers',
  voucherPlaceholder: 'Ej.: Transbank, Getnet, SumUp',
  hasTbk: 'Vendí con tarjetas por Transbank',
  tbkAmount: 'Monto vendido por Transbank',
  tbkCount: 'Cantidad de transacciones',
  // Step 3
  sellCigarettes: 'Vendí cigarrillos',
  cigarettesAmount: 'Monto de ventas de cigarrillos',
  fixedAssets: 'Compré activos fijos (maquinaria, vehículos, equipos)',
  fixedAssetFiles: 'Facturas de los activos fijos',
  exemptSales: 'Tuve ventas exentas de IVA',
  exemptAmount: 'Monto de ventas exentas',
  exemptCount: 'Cantidad de documentos exentos',
  ivaPostpone: 'Quiero postergar el pago del IVA (art. 64 DL 825)',
  ppmPayment: 'Pago PPM este mes (pagos provisionales mensuales)',
  jobTickets: 'Recibí boletas de honorarios por trabajos de terceros',
  uniqueTax: 'Impuesto único retenido a trabajadores',
  solidarityLoan: 'Retención del préstamo solidario',
  // Step 4
  attachments: 'Documentos del mes',
  attachmentsHint:
    'Agrega lo que nos ayude a declarar: comprobantes, libros, cartolas. PDF, PNG o JPEG de hasta 10 MB.',
  dropFiles: 'Arrastra archivos aquí o haz clic para elegirlos',
  removeFile: (name: string) => `Quitar ${name}`,
  deleteFile: (name: string) => `Eliminar ${name}`,
  confirmDeleteTitle: 'Eliminar documento',
  confirmDelete: (name: string) => `¿Eliminar «${name}»? No se puede deshacer.`,
  cancel: 'Cancelar',
  remove: 'Eliminar',
  rejectedFile: (name: string) => `${name}: debe ser PDF, PNG o JPEG de hasta 10 MB.`,
  savedFiles: 'Ya subidos',
  newFiles: 'Por subir al enviar',
  noFiles: 'Sin documentos.',
  // Step 5
  summary: 'Resumen',
  whoPays: '¿Quién paga el F29?',
  yes: 'Sí',
  no: 'No',
  none: '—',
  sent: '¡Muy bien!',
  sentText: (month: string) => `Recibimos tu reporte de ventas de ${month}. Te avisaremos cuando esté listo.`,
  filesFailed: (n: number) =>
    `${plural(n, { one: 'Un documento no se pudo subir', other: '{n} documentos no se pudieron subir' })}: agrégalos de nuevo desde este mes.`,
  uploadError: VAT_DOCUMENT_MESSAGES.uploadFailed,
  rows: {
    period: 'Mes',
    movements: 'Movimientos',
    ticketType: 'Boletas',
    ticketRange: 'Rango de boletas de papel',
    manualTickets: 'Boletas de papel',
    vouchers: 'Vouchers electrónicos',
    tbk: 'Transbank',
    cigarettes: 'Cigarrillos',
    fixedAssets: 'Activos fijos',
    exempt: 'Ventas exentas',
    ivaPostpone: 'Postergar IVA',
    ppm: 'Pago de PPM',
    jobTickets: 'Boletas de honorarios de terceros',
    uniqueTax: 'Impuesto único',
    solidarity: 'Préstamo solidario',
    files: 'Documentos',
  },
  withoutMovementsValue: 'Sin movimientos',
  withMovementsValue: 'Con movimientos',
  tbkValue: (amount: string, n: number) =>
    `${amount} en ${plural(n, { one: '{n} transacción', other: '{n} transacciones' })}`,
  exemptValue: (amount: string, n: number) =>
    `${amount} en ${plural(n, { one: '{n} documento', other: '{n} documentos' })}`,
  filesValue: (n: number) =>
    n === 0 ? 'Ninguno' : plural(n, { one: '{n} documento', other: '{n} documentos' }),
  range: (a: number, b: number) => `N° ${a} al ${b}`,
};

export const DEBTOR_MSG = {
  blockedTitle: 'Reporte de ventas bloqueado',
  blocked:
    'Tu empresa tiene pagos pendientes y el plazo de gracia terminó. Paga tu plan para volver a enviar tus reportes de ventas.',
  pay: 'Ir a Pagar',
};

export const HISTORY_MSG = {
  title: 'Historial de reportes de ventas',
  description: 'Los reportes que nos enviaste, mes a mes, y en qué van.',
  newReport: 'Nuevo reporte',
  loadError: VAT_REPORT_MESSAGES.loadHistory,
  emptyTitle: 'Aún no tienes reportes de ventas',
  emptyDescription: 'Cuando envíes tu primer reporte mensual, lo verás aquí con su estado.',
  caption: 'Reportes de ventas por mes',
  columns: {
    period: 'Mes',
    movements: 'Movimientos',
    sentAt: 'Enviado el',
    updatedAt: 'Actualizado',
    status: 'Estado',
  },
  page: (from: number, to: number, total: number) =>
    `${from}–${to} de ${plural(total, { one: '{n} reporte', other: '{n} reportes' })}`,
  statusHint:
    'Listo: declarado o enviado al SII. En Proceso: lo estamos preparando o necesitamos algo de ti.',
};

export const MY_F29_MSG = {
  title: 'Mis F29',
  description: 'Los formularios 29 de tu empresa: los que subes tú y los que preparamos.',
  uploaded: 'F29 subidos',
  upload: 'Subir F29',
  uploadTitle: 'Subir un F29',
  period: 'Mes del F29',
  file: 'Archivo (PDF, PNG o JPEG, hasta 10 MB)',
  filePlaceholder: 'Elige el archivo',
  save: 'Subir',
  uploaded_ok: 'Subimos tu F29.',
  deleted_ok: 'Eliminamos el F29.',
  confirmDeleteTitle: 'Eliminar F29',
  confirmDelete: (name: string, month: string) => `¿Eliminar «${name}» de ${month}? No se puede deshacer.`,
  cancel: 'Cancelar',
  remove: 'Eliminar',
  view: 'Ver',
  viewAria: (name: string) => `Ver ${name}`,
  deleteAria: (name: string) => `Eliminar ${name}`,
  loadError: VAT_DOCUMENT_MESSAGES.loadFailed,
  deleteError: VAT_DOCUMENT_MESSAGES.deleteFailed,
  emptyTitle: 'Aún no hay F29',
  emptyDescription: 'Sube el PDF de un F29 ya declarado para tenerlo siempre a mano.',
  caption: 'Formularios 29 subidos',
  columns: { period: 'Mes', name: 'Archivo', uploadedAt: 'Subido el', actions: 'Acciones' },
  page: (from: number, to: number, total: number) =>
    `${from}–${to} de ${plural(total, { one: '{n} F29', other: '{n} F29' })}`,
  required: 'Elige el mes y el archivo.',
};

export const AUTOMATIC_MSG = {
  title: 'Modo automático',
  manual: 'Tu reporte de ventas está en modo manual: cada mes lo llenas tú.',
  automatic: (since: string) =>
    `Modo automático activo desde el ${since}: enviamos tu F29 con los datos del SII.`,
  explain:
    'En modo automático preparamos y enviamos tu F29 cada mes con tus libros del SII, sin que llenes el reporte. Revisamos primero que tu empresa cumpla los requisitos.',
  validate: 'Revisar requisitos',
  validating: 'Revisando…',
  activate: 'Activar modo automático',
  deactivate: 'Volver al modo manual',
  qualifies: 'Tu empresa cumple los requisitos.',
  notQualified: 'Aún no se puede activar:',
  sendCurrent: 'El F29 de este mes alcanza a enviarse automáticamente.',
  sendNext: 'El F29 de este mes ya no alcanza a enviarse automáticamente: empezaremos con el próximo.',
};
