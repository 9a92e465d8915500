// The reminders' texts (Configuración › Recordatorios de cobranza, and the invoice's schedule).
import type { ReminderType } from '@portal/contracts';

export const REMINDERS_MSG = {
  title: 'Recordatorios de cobranza',
  lead: 'Correos automáticos a los contactos de tus clientes con facturas de venta impagas. Se envían una vez por paso y nunca a direcciones que se desuscribieron.',
  off: 'Los recordatorios están desactivados. Actívalos con la configuración «Recordatorios de cobranza» de más arriba para que se envíen.',
  on: 'Los recordatorios están activos.',
  types: {
    invoice_issued: {
      name: 'Al emitir la factura',
      help: 'Se envía los días indicados después de la fecha de emisión.',
      days: 'Días después de la emisión',
    },
    invoice_by_due: {
      name: 'Antes del vencimiento',
      help: 'Se envía los días indicados antes de la fecha de vencimiento. Es el mismo número que «Días de anticipación» de la configuración.',
      days: 'Días antes del vencimiento',
    },
    invoice_due: {
      name: 'Factura vencida',
      help: 'Se envía los días indicados después del vencimiento y se repite hasta el máximo de envíos o hasta que la factura se pague.',
      days: 'Días después del vencimiento',
    },
  } satisfies Record<ReminderType, { name: string; help: string; days: string }>,
  active: 'Activo',
  inactive: 'Inactivo',
  sendEvery: 'Repetir cada (días)',
  sendMaximum: 'Máximo de envíos',
  weekendLock: 'No enviar en fines de semana ni feriados',
  weekendLockHelp: 'Si el día cae en sábado, domingo o feriado, se envía el siguiente día hábil.',
  contactType: 'Contactos que lo reciben',
  paymentLink: 'Enlace de pago (opcional)',
  paymentLinkPlaceholder: 'https://',
  save: 'Guardar',
  saved: 'Recordatorio actualizado con éxito',
  /** Spec §8. */
  updateFailed: 'No se pudo actualizar el recordatorio. Intente nuevamente.',
  nothingChanged: 'No hay cambios que guardar.',
  adminsOnly: 'Solo propietarios y administradores pueden cambiar los recordatorios.',
  schedule: {
    title: 'Recordatorios de esta factura',
    empty: 'No hay recordatorios planificados para esta factura.',
    columns: { type: 'Recordatorio', day: 'Día de envío', state: 'Estado', to: 'Destinatarios' },
    states: { sent: 'Enviado', planned: 'Planificado', skipped: 'Omitido' },
    step: (n: number) => (n === 0 ? 'primer envío' : `repetición ${n}`),
    status: {
      active: 'Esta factura recibe recordatorios según la configuración de la empresa.',
      paid: 'La factura está pagada: no se envían más recordatorios.',
      no_balance: 'No queda saldo por cobrar: notas de crédito o pagos cubren su total.',
      before_collections:
        'Es anterior a la fecha desde la que el portal gestiona tu cobranza ("Gestión de cobranza desde", en Mi empresa).',
      not_collectible:
        'Este documento no se cobra: es una nota de crédito, está fuera del registro o fue rechazado.',
      reminders_off: 'Los recordatorios de la empresa están desactivados en Configuración.',
      client_off: 'Los recordatorios están desactivados para este cliente.',
      invoice_off: 'Los recordatorios están desactivados para esta factura.',
      not_sale: 'Los recordatorios solo se envían por facturas de venta.',
    },
    toggle: 'Enviar recordatorios de esta factura',
    toggleSaved: 'Configuración de notificaciones guardada con éxito',
    loadError: 'No pudimos cargar los recordatorios de esta factura.',
  },
} as const;

/** The invoice detail's tab. */
export const REMINDERS_TAB = 'Recordatorios';
