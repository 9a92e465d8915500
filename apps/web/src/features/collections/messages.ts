// Every Spanish text of collections: the collection modal (spec §2, §4), the timeline
// ("Historial de cobranza") and the collection state of an invoice.
import {
  COLLECTION_MAX_FREE_RECIPIENTS,
  COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY,
  COLLECTION_NOTICES_PER_INVOICE_PER_DAY,
  JUDICIAL_NOTICE_THRESHOLD,
} from '@portal/contracts';
import { plural } from '../../lib/plural';

export const COLLECTION_STATE_LABEL = {
  none: 'Sin cobranza',
  notified: 'Notificada',
  judicial: 'Cobranza judicial',
} as const;

export const COLLECTION_FILTER_MSG = {
  label: 'Cobranza',
  all: 'Todas',
} as const;

export const noticesCount = (n: number) =>
  plural(n, { one: '{n} aviso enviado', other: '{n} avisos enviados' });

export const COLLECTION_MSG = {
  action: 'Cobrar',
  title: (folio: number) => `Cobranza de la factura N° ${folio}`,
  modes: { normal: 'Cobranza normal', judicial: 'Cobranza judicial' },
  shortModes: { normal: 'Normal', judicial: 'Judicial' },
  modesLabel: 'Tipo de cobranza',
  // Spec §4: the error flag of the collection modal.
  errorTitle: '¡Lo sentimos!',
  error: 'No pudimos completar la cobranza. Por favor, inténtalo nuevamente.',
  preview: 'Resumen del aviso',
  amount: 'Monto adeudado',
  dueDate: 'Vencimiento',
  folio: 'Folio',
  client: 'Cliente',
  contacts: 'Contactos del cliente',
  contactsLoading: 'Cargando contactos…',
  contactsError: 'No pudimos cargar los contactos del cliente.',
  noContacts: 'Este cliente aún no tiene contactos con correo.',
  noEmail: 'sin correo',
  addContact: 'Agregar un contacto en la ficha del cliente',
  extraEmail: 'Otros correos',
  extraEmailHint: `Separa varios correos con comas. Hasta ${COLLECTION_MAX_FREE_RECIPIENTS} que no sean contactos del cliente.`,
  extraEmailPlaceholder: 'pagos@cliente.cl',
  badEmail: (address: string) => `"${address}" no es un correo electrónico válido.`,
  noRecipient: 'Elige al menos un contacto o escribe un correo.',
  message: 'Mensaje',
  messageHint:
    'Por seguridad, los enlaces que no sean de Portal Cliente ni del dominio del correo de tu empresa se quitan del aviso.',
  limits: `Cada factura recibe hasta ${COLLECTION_NOTICES_PER_INVOICE_PER_DAY} avisos en 24 horas, y tu empresa envía hasta ${COLLECTION_NOTICE_MAILS_PER_BUSINESS_PER_DAY} correos de cobranza al día.`,
  linksRemoved: (n: number) =>
    plural(n, {
      one: 'Se quitó {n} enlace del mensaje.',
      other: 'Se quitaron {n} enlaces del mensaje.',
    }),
  defaultMessage: (folio: number, amount: string, due: string) =>
    `Le recordamos que la factura N° ${folio}, con vencimiento el ${due}, tiene un saldo de ${amount} pendiente de pago. Le agradeceremos regularizarla a la brevedad o informarnos la fecha de pago.`,
  send: 'Enviar aviso',
  cancel: 'Cancelar',
  sent: (n: number) =>
    plural(n, {
      one: 'Aviso de cobranza enviado a {n} destinatario',
      other: 'Aviso de cobranza enviado a {n} destinatarios',
    }),
  skipped: (list: string) => `No se envió a ${list}: se dio de baja de tus correos.`,
  noticesSoFar: (n: number) => `Avisos de cobranza normal enviados: ${n}.`,
  judicialLocked: `La cobranza judicial se habilita después de al menos ${JUDICIAL_NOTICE_THRESHOLD} avisos de cobranza normal.`,
  judicialExplain:
    'Al escalar, la factura queda en cobranza judicial y se genera una carta de requerimiento de pago (PDF) con los datos de tu empresa y de la factura, para entregarla al cliente o a tu abogado.',
  judicialNote: 'Nota para el expediente (opcional)',
  judicialAction: 'Escalar a cobranza judicial',
  confirmTitle: 'Confirmar cobranza judicial',
  confirmText: (folio: number) =>
    `La factura N° ${folio} pasará a cobranza judicial. Esta acción queda registrada en el historial de cobranza y no se puede deshacer.`,
  confirm: 'Sí, escalar',
  escalated: 'La factura pasó a cobranza judicial.',
  alreadyJudicial: 'Esta factura ya está en cobranza judicial.',
  downloadLetter: 'Descargar carta de requerimiento de pago',
  letterError: 'No pudimos descargar la carta. Por favor, inténtalo nuevamente.',
  close: 'Cerrar',
  notCollectible: 'Solo se pueden cobrar facturas de venta impagas.',
} as const;

export const TIMELINE_MSG = {
  title: 'Historial de cobranza',
  tab: 'Cobranza',
  loadError: 'Hubo un problema obteniendo el historial de cobranza. Favor inténtalo nuevamente.',
  empty: 'Aún no hay gestiones de cobranza.',
  emptyHint: 'Los avisos, recordatorios, rebotes, pagos y escalamientos aparecerán aquí.',
  kinds: {
    notice: 'Aviso de cobranza enviado',
    reminder: 'Recordatorio enviado',
    bounce: 'Correo rebotado',
    payment: 'Factura pagada',
    judicial: 'Escalada a cobranza judicial',
    cobranza_online: 'Enviada a Cobranza Online',
  },
  to: (list: string) => `Para: ${list}`,
  skipped: (list: string) => `Omitidos (dados de baja): ${list}`,
  linksRemoved: (list: string) => `Enlaces quitados del mensaje: ${list}`,
  amount: (amount: string) => `Monto: ${amount}`,
  by: (name: string) => `por ${name}`,
  bouncedAddress: (address: string) => `No se pudo entregar a ${address}`,
  invoice: (type: string, folio: number) => `${type} N° ${folio}`,
  more: 'Ver más',
  letter: 'Carta de requerimiento de pago',
} as const;
