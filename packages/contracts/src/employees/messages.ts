// The Spanish texts of the employee form and its import: the form shows them under each field and
// the server answers a bad value with the same one, so each limit and its text are written once.
import { formatCLP } from '@portal/domain';

export const EMPLOYEE_MESSAGES = {
  rut: 'RUT: ingresa un RUT válido, por ejemplo 12.345.678-5.',
  firstName: 'Nombres: ingresa los nombres del trabajador.',
  lastName: 'Apellido paterno: ingrésalo.',
  motherLastName: 'Apellido materno: máximo 100 caracteres.',
  email: 'Correo: ingresa un correo válido, por ejemplo nombre@empresa.cl, o déjalo vacío.',
  gender: 'Sexo: elige Mujer u Hombre.',
  nationality: 'Nacionalidad: elige Chilena o Extranjera.',
  birthDate: 'Fecha de nacimiento: ingresa una fecha válida (el trabajador debe tener al menos 15 años).',
  address: 'Dirección: ingresa la dirección (máximo 200 caracteres).',
  commune: 'Comuna: elige una comuna de la lista.',
  contractType: 'Tipo de contrato: elige Fijo, Indefinido o Por Obra.',
  startDate: 'Fecha de inicio: ingresa una fecha válida.',
  endDate: 'Fecha de término: ingresa una fecha válida.',
  endDateRequired:
    'Fecha de término: es obligatoria para un contrato Fijo o Por Obra y para un trabajador finiquitado.',
  terminationCause:
    'Causal de término: elige una causal de la Tabla 1 del Libro de Remuneraciones (arts. 159, 160, 161 y 163 bis).',
  terminationCauseNeedsEnd: 'Causal de término: indica también la fecha de término del contrato.',
  endDateAfterStart: 'Fecha de término: debe ser posterior a la fecha de inicio.',
  weeklyHours: (max: number) =>
    `Horas semanales: ingresa un número entero de 1 a ${max} (máximo legal vigente).`,
  position: 'Cargo: ingresa el cargo (máximo 100 caracteres).',
  baseSalary: 'Sueldo base: ingresa un monto entero en pesos.',
  baseSalaryMinimum: (min: number, hours: number) =>
    `Sueldo base: debe ser al menos ${formatCLP(min)}, el ingreso mínimo para ${hours} horas semanales.`,
  gratification: 'Gratificación: elige art. 47, art. 50 mensual con tope o sin gratificación.',
  pensionFund: 'AFP: elige una de las siete AFP.',
  healthSystem: 'Salud: elige Fonasa o una Isapre de la lista.',
  healthMoneyType: 'Moneda del plan de salud: elige Pesos o UF.',
  healthPlanAmount:
    'Monto del plan de salud: ingresa un monto mayor que cero (pesos enteros o UF con hasta 4 decimales).',
  healthPlanRequired: 'Monto del plan de salud: es obligatorio para una Isapre.',
  unemploymentInsurance: 'Seguro de cesantía: indica sí o no.',
  familyCharges: 'Cargas familiares: ingresa un número entero de 0 a 20.',
  familyTramo: 'Tramo de asignación familiar: elige A, B, C o D.',
  familyTramoRequired: 'Tramo de asignación familiar: es obligatorio si hay cargas familiares.',
  mealAllowance: 'Colación: ingresa un monto entero en pesos (0 si no tiene).',
  transportAllowance: 'Movilización: ingresa un monto entero en pesos (0 si no tiene).',
  bank: 'Banco: elige un banco de la lista.',
  bankAccountType: 'Tipo de cuenta: elige Cuenta Corriente, Cuenta Vista o Cuenta Ahorro.',
  bankAccountNumber: 'Número de cuenta: solo dígitos y guiones, de 4 a 20 caracteres.',
  bankIncomplete: 'Cuenta bancaria: completa banco, tipo y número, o deja los tres vacíos.',
  status: 'Estado: elige Trabajando o Finiquitado.',
  // Answers of the API
  duplicate: 'Ya existe un trabajador con ese RUT en esta empresa.',
  notFound: 'No encontramos ese trabajador en esta empresa.',
  created: 'Se ha creado el trabajador con éxito.',
  updated: 'Se ha actualizado el trabajador con éxito.',
  deleted: 'Se ha eliminado el trabajador.',
  settledNoDelete:
    'Un trabajador finiquitado no se elimina: su ficha se conserva para sus certificados y declaraciones.',
  payslipsNoDelete:
    'Este trabajador tiene liquidaciones calculadas: su ficha se conserva. Si dejó la empresa, finiquítalo.',
  // Import
  file: "Adjunta una planilla Excel (.xlsx) en el campo 'files'.",
  notXlsx: 'El archivo no es una planilla Excel (.xlsx) legible.',
  noSheet: 'La planilla no tiene hojas.',
  missingColumn: (header: string) => `Falta la columna «${header}» en la primera fila de la planilla.`,
  tooManyRows: (max: number) => `La planilla tiene más de ${max} trabajadores: divídela en varias.`,
  emptyFile: 'La planilla no tiene trabajadores (filas bajo los encabezados).',
  repeatedRut: (row: number) => `RUT: repetido en la fila ${row}.`,
  fileRefused: (n: number) =>
    n === 1
      ? 'La planilla tiene 1 problema: corrígelo y vuelve a importarla. No se guardó nada.'
      : `La planilla tiene ${n} problemas: corrígelos y vuelve a importarla. No se guardó nada.`,
  imported: (created: number, updated: number) =>
    `Importamos ${created} ${created === 1 ? 'trabajador nuevo' : 'trabajadores nuevos'} y actualizamos ${updated}.`,
} as const;
