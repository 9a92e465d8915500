// The business area's texts: its notices (spec §2.5), the selector and the edit form.
import { currentBrand } from '../../shared/brand';

export const BUSINESS_MSG = {
  updated: 'Los datos de la empresa quedaron actualizados.',
  incompleteDataTitle: 'Completa tus datos',
  completeTitle: 'Completa los datos de tu empresa',
  completeLead:
    'Para usar el portal necesitamos el nombre de fantasía, el giro, la comuna y un teléfono de tu empresa.',
  completeDone: 'Los datos de tu empresa están completos.',
  planSoon:
    'La contratación de planes en línea estará disponible pronto; mientras, tu ejecutivo te puede ayudar.',
  incompleteData: `Debes completar tus datos para usar ${currentBrand.name}.`,
  noBusinessTitle: 'Sin empresa asociada',
  noBusiness: 'No tienes una empresa asociada. Comunícate con tu ejecutivo.',
  noBusinessToSelect: 'Ninguna empresa que seleccionar',
  selectBusiness: 'Selecciona una empresa',
  selectedBusiness: 'Empresa seleccionada',
  closedTitle: 'Esta empresa está cerrada',
  closedHint:
    'Puedes seguir consultando su información; si necesitas reabrirla, comunícate con tu ejecutivo.',
  closedOn: (date: string) => `Fue cerrada el ${date}.`,
  debtorTitle: 'Tienes pagos pendientes',
  debtorGraceOver:
    'Tu empresa registra pagos atrasados y el plazo de gracia terminó. Regulariza tu situación para seguir usando esta sección.',
  debtorInGrace:
    'Tu empresa registra pagos atrasados. Puedes continuar por ahora, pero te recomendamos regularizar pronto.',
  pay: 'Ir a Pagar',
  continue: 'Continuar',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  formTitle: 'Editar datos de la empresa',
  collectionsSince: 'Gestión de cobranza desde',
  collectionsSinceHint:
    'Las facturas impagas emitidas antes de esta fecha no se cuentan en por cobrar, por pagar, flujo de caja ni tareas (siguen en tus listas, totales e IVA).',
  collectionsSinceNone: 'Todos los documentos impagos',
  formLead: (name: string, rut: string) =>
    `${name} · RUT ${rut}. La razón social y el RUT vienen del SII y no se editan aquí.`,
  communeNotFound: 'No encontramos esa comuna',
  save: 'Guardar cambios',
  /** The paywall of each area a prospect with a valid contract plan cannot open yet (spec §2.4, §2.5). */
  paywall: {
    bank: {
      title: 'Conecta tu banco y ahorra horas de trabajo',
      points: [
        'Conecta tus cuentas bancarias de forma segura.',
        'Revisa todas tus transacciones en un solo lugar.',
        'Concilia tus movimientos con gastos, facturas u otros registros.',
      ],
    },
    salesReport: {
      title: 'Prepara tu declaración de IVA sin planillas',
      points: [
        'Revisa tus ventas y compras del mes en un solo reporte.',
        'Obtén la propuesta de tu Formulario 29 calculada desde tus documentos.',
        'Envía el reporte a tu ejecutivo con un clic.',
      ],
    },
    records: {
      title: 'Registra todo lo que entra y sale de tu empresa',
      points: [
        'Anota entradas y salidas de dinero que no son facturas.',
        'Lleva el histórico de tus registros con sus cuentas contables.',
        'Concilia tus registros con los movimientos del banco.',
      ],
    },
  },
  paywallNote: 'Esta sección está disponible al contratar un plan.',
  contractPlan: 'Contratar un plan',
  contractPlanByExecutive: 'Para contratar un plan, comunícate con tu ejecutivo.',
  rentTitle: (year: number) => `Operación Renta ${year}`,
  rentBody:
    'Se acerca la declaración anual de impuestos a la renta. Revisa que la información de tu empresa esté al día para que tu ejecutivo pueda preparar la declaración a tiempo.',
  rentHint: 'Si tienes dudas sobre documentos o plazos, escríbele a tu ejecutivo.',
  later: 'Más tarde',
  goToRent: 'Ir a Operación Renta',
  understood: 'Entendido',
} as const;
