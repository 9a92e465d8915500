// The Spanish texts of the monthly payroll process (issue #29 §2): the status texts of the spec
// (platform §4) and every refusal of the quotation's routes, written once for both ends.
import type { PayrollStatus } from '@portal/domain';

/** platform §4: "none means 'start your process'; created means 'process in progress'; received or
 * ready means 'working on your request'; sent means 'finished, can download worker payslips'". */
export const PAYROLL_STATUS_TEXTS: Record<PayrollStatus | 'none', string> = {
  none: 'Comienza tu proceso de remuneraciones del mes.',
  created: 'Proceso en curso: ingresa las novedades del mes y envíalas.',
  received: 'Estamos trabajando en tu solicitud: revisa el cálculo de cada trabajador.',
  ready: 'Estamos trabajando en tu solicitud: el cálculo está revisado y listo para publicar.',
  sent: 'Proceso terminado: puedes descargar las liquidaciones de tus trabajadores.',
};

/** platform §2.6: 'Comenzar' when no quotation exists, 'Continuar' when it is created. */
export const PAYROLL_ENTRY_BUTTON = { start: 'Comenzar', resume: 'Continuar' } as const;

export const PAYROLL_MESSAGES = {
  notFound: 'No encontramos ese proceso de remuneraciones en esta empresa.',
  familyAllowanceUnknown: (month: string) =>
    `Los tramos de la asignación familiar de ${month} aún no están confirmados: los trabajadores con cargas familiares no se pueden calcular este mes (quítalos del proceso o espera la publicación).`,
  noWorkers: 'Agrega al menos un trabajador con estado Trabajando para comenzar el proceso del mes.',
  exists: (month: string) => `El proceso de remuneraciones de ${month} ya existe: continúalo.`,
  future: 'No puedes comenzar el proceso de un mes que aún no empieza.',
  tooOld: 'Solo puedes comenzar el proceso del mes en curso o de los 12 meses anteriores.',
  notEditable: 'Este proceso ya fue enviado: para cambiar las novedades, vuelve a abrirlo.',
  notReopenable: 'Un proceso publicado no se puede volver a abrir.',
  notSendable: 'Solo se puede enviar un proceso en curso.',
  notReviewable: 'Solo se puede marcar como revisado un proceso enviado.',
  notPublishable: 'Solo se puede publicar un proceso revisado.',
  payslipNotFound: 'Ese trabajador no tiene liquidación en este proceso.',
  fileRefused: (file: string) =>
    `El archivo ${file} del mes no pasó la validación: corrige lo indicado antes de subirlo.`,
  healthWithoutCode: (name: string, system: string, file: 'Previred' | 'LRE') =>
    `${name}: la institución de salud «${system}» no tiene código ${file} confirmado en el portal; declara a este trabajador directamente en ${file === 'LRE' ? 'el portal de la Dirección del Trabajo' : 'Previred'}.`,
  communeWithoutCode: (name: string, commune: string) =>
    `${name}: la comuna «${commune}» no tiene código territorial (CUT) para el LRE.`,
  notPublished: 'Las liquidaciones se descargan cuando el proceso está calculado.',
  noneIncluded: 'Incluye al menos un trabajador en el proceso del mes.',
  unknownWorker: (rut: string) => `El trabajador ${rut} no está en esta empresa.`,
  /** A worker of the business as a refusal names them: 'Ana María Pérez Soto (15.111.222-3)'. */
  worker: (name: string, rut: string) => `${name} (${rut})`,
  notIncluded: (worker: string) => `El trabajador ${worker} no está incluido en este proceso.`,
  daysTooMany: (worker: string) =>
    `Trabajador ${worker}: las ausencias y los días de licencia no pueden sumar más de 30.`,
  cannotCompute: 'No pudimos calcular las liquidaciones: corrige lo indicado y vuelve a enviar.',
  outsideContract: 'los días fuera de su contrato en el mes, las ausencias y la licencia suman más de 30.',
  computeProblem: (name: string, message: string) => `${name}: ${message}`,
  created: 'Comenzamos el proceso de remuneraciones del mes.',
  saved: 'Guardamos las novedades del mes.',
  sent: 'Enviamos el proceso: revisa el cálculo de cada trabajador.',
  reopened: 'Volvimos a abrir el proceso: puedes cambiar las novedades.',
  reviewed: 'Marcamos el cálculo como revisado.',
  published: (n: number) =>
    `Publicamos ${n === 1 ? 'la liquidación' : `las ${n} liquidaciones`}, las enviamos por correo a quienes tienen correo y contabilizamos el mes.`,
  absenceDays: 'Días de ausencia: un número entero de 0 a 30.',
  sickLeaveDays: 'Días de licencia médica: un número entero de 0 a 30.',
  overtimeHours: 'Horas extra: un número entero de 0 a 100.',
  advances: 'Anticipo: un monto entero en pesos.',
  itemLabel: 'Glosa: escribe de 1 a 80 caracteres.',
  itemAmount: 'Monto: un entero en pesos mayor que cero.',
  mutual: 'Mutual: elige ISL, ACHS, Mutual de Seguridad CChC o IST.',
  additionalRate: 'Cotización adicional: un porcentaje de 0 a 6,8 con hasta dos decimales.',
} as const;
