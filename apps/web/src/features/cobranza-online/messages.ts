// Every Spanish text of Cobranza Online (platform spec §2.5 activate, profile and success modals; §8).
export const COBRANZA_MSG = {
  mode: 'Cobranza Online',
  shortMode: 'Online',
  activateTitle: 'Activa Cobranza Online',
  activateLead:
    'Cobranza Online es un servicio externo que gestiona por ti las deudas de tus clientes: los contacta, negocia y te informa el avance.',
  activateBullets: [
    'Envías la deuda de una factura impaga con los datos de la persona que paga.',
    'El servicio contacta al deudor por correo y teléfono en tu nombre.',
    'Cada envío queda en el historial de cobranza de la factura y del cliente.',
  ],
  activate: 'Activar Cobranza Online',
  activated: 'Cobranza Online quedó activa para tu empresa.',
  activateFailed:
    'Hubo un error al activar cuenta en Cobranza Online. Por favor, comunícate con tu ejecutivo.',
  deactivateFailed:
    'Hubo un error al desactivar la cuenta en Cobranza Online. Por favor, comunícate con tu ejecutivo.',
  readOnly: 'Solo el dueño o un administrador de la empresa puede activar Cobranza Online.',
  profileTitle: 'Datos del deudor',
  profileLead: 'La persona a quien Cobranza Online contactará por esta deuda.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  emails: 'Otros correos',
  emailsHint: 'Separa varios correos con comas.',
  phone: 'Teléfono',
  phonePlaceholder: '+56 9 1234 5678',
  description: 'Descripción de la deuda',
  descriptionPlaceholder: 'Lo que el servicio debe saber: acuerdos, promesas de pago, contactos anteriores…',
  dueDate: 'Vencimiento',
  badEmail: (address: string) => `"${address}" no es un correo electrónico válido.`,
  send: 'Enviar a Cobranza Online',
  cancel: 'Cancelar',
  // Spec §8: any other failure of a send.
  sendFailed: 'Hubo un problema en el procesamiento. Favor, comunicarte con tu ejecutivo.',
  successTitle: '¡Muy bien!',
  close: 'Cerrar',
  alreadySent: 'Esta factura ya está en Cobranza Online.',
  // Configuración
  sectionTitle: 'Cobranza Online',
  sectionLead:
    'Servicio externo de cobranza de deudas. Las deudas se envían desde el botón Cobrar de cada venta.',
  state: { true: 'Activa', false: 'Inactiva', null: 'Sin activar' },
  deactivate: 'Desactivar',
  confirmDeactivateTitle: 'Desactivar Cobranza Online',
  confirmDeactivate:
    'No podrás enviar nuevas deudas a Cobranza Online. Las deudas ya enviadas siguen en gestión del servicio.',
  confirmDeactivateOk: 'Sí, desactivar',
} as const;
