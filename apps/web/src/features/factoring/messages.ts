// Every Spanish text of factoring (platform spec §2.5 factoring and activate-factoring modals; §4; §8).
export const FACTORING_MSG = {
  action: 'Simular factoring',
  title: (folio: number) => `Factoring de la factura N° ${folio}`,
  lead: 'Recibe hoy el dinero de esta factura: el socio de factoring te anticipa el monto y cobra la factura a tu cliente al vencimiento.',
  evaluating: 'Evaluando la factura…',
  tableLabel: 'Simulación de factoring',
  // Spec §4: the evaluation's states.
  qualified: 'El deudor califica.',
  notQualified: 'Error al procesar información.',
  reasons: 'Por qué no califica',
  // Spec §8.
  evaluationFailed: 'Hubo un error en la evaluación. Por favor, inténtalo nuevamente.',
  contactFailed: 'Hubo un error. Por favor, inténtalo nuevamente.',
  contactedTitle: '¡El proceso se realizó correctamente!',
  contacted: 'Pronto se contactarán contigo.',
  retry: 'Reintentar',
  rows: {
    amount: 'Monto por cobrar',
    advance: (percent: string) => `Anticipo (${percent})`,
    priceDif: 'Diferencia de precio',
    commission: 'Comisión (con IVA)',
    discounts: 'Total descuentos',
    granted: 'Monto a girar hoy',
    surplus: 'Excedente (al pagar tu cliente)',
    days: 'Días al vencimiento',
    rate: 'Tasa mensual',
    arrears: 'Tasa de mora mensual',
    rule: 'Regla',
  },
  daysValue: (n: number) => (n === 1 ? '1 día' : `${n} días`),
  formula:
    'Diferencia de precio: anticipo × tasa mensual × días / 30 (mínimo 15 días). Comisión: 0,5 % del monto (mínimo $15.000) más IVA. Es una simulación: el socio confirma las condiciones.',
  contact: 'Quiero que me contacten',
  close: 'Cerrar',
  readOnly: 'Solo el dueño o un administrador de la empresa puede pedir el contacto.',
  // The activate-factoring modal.
  activateTitle: 'Activa factoring',
  activateLead:
    'Al activar factoring, tu empresa acepta compartir con el socio de factoring los datos de las facturas por las que pidas contacto y los datos de contacto de la empresa.',
  activate: 'Activar y pedir contacto',
  cancel: 'Cancelar',
  activated: 'Factoring activado.',
  // Configuración
  sectionTitle: 'Factoring',
  sectionLead:
    'Anticipo de tus facturas de venta por vencer con el socio de factoring. Se simula desde cada venta.',
  state: { true: 'Activo', false: 'Inactivo', null: 'Sin activar' },
  deactivate: 'Desactivar',
  confirmDeactivateTitle: 'Desactivar factoring',
  confirmDeactivate: 'No podrás pedir contacto al socio de factoring hasta activarlo de nuevo.',
  confirmDeactivateOk: 'Sí, desactivar',
  activateFailed: 'No pudimos cambiar el factoring de tu empresa. Por favor, inténtalo nuevamente.',
} as const;
