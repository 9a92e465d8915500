import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  currentPeriodResponse,
  quotationAdditionalResponse,
  quotationCreateBody,
  quotationDetailResponse,
  quotationIdParams,
  quotationListQuery,
  quotationListResponse,
  quotationNoveltiesBody,
  quotationPayslipParams,
  quotationPeriodParams,
  quotationResponse,
  validCreateResponse,
} from './schemas';

// The month's payroll process (issue #29 §2; spec platform §7 "Payroll and other": GET quotations,
// /additional, /current_period, /valid_create, /show/by/{year}/{month}, PUT …/send_form). Creating
// the month, saving its novedades, reviewing, reopening, publishing and the files are ours.

export const PAYROLL_AREA = 'payroll';
const Q = '/v1/client/quotations';
const business = { access: 'business', area: PAYROLL_AREA } as const;
const file = { ...business, method: 'GET', response: z.never(), file: true } as const;

export const payrollEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: Q,
    summary: 'Los procesos de remuneraciones de la empresa, del más reciente al más antiguo',
    query: quotationListQuery,
    response: quotationListResponse,
  }),
  additional: endpoint({
    ...business,
    method: 'GET',
    path: `${Q}/additional`,
    summary: 'Los parámetros fechados del mes en curso (UF, UTM, topes, tasas) y las glosas sugeridas',
    query: quotationPeriodParams.partial(),
    response: quotationAdditionalResponse,
  }),
  currentPeriod: endpoint({
    ...business,
    method: 'GET',
    path: `${Q}/current_period`,
    summary: 'El mes en curso: su proceso (o ninguno), los trabajadores y las novedades, bonos y descuentos',
    response: currentPeriodResponse,
  }),
  validCreate: endpoint({
    ...business,
    method: 'GET',
    path: `${Q}/valid_create`,
    summary: 'Si se puede comenzar el proceso del mes en curso, y si no, por qué',
    response: validCreateResponse,
  }),
  showByPeriod: endpoint({
    ...business,
    method: 'GET',
    path: `${Q}/show/by/:year/:month`,
    summary: 'El proceso de un mes con sus novedades y, una vez calculado, cada liquidación línea a línea',
    params: quotationPeriodParams,
    response: quotationDetailResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: Q,
    idempotent: true,
    status: 201,
    summary: 'Comienza el proceso de un mes (por omisión el mes en curso)',
    description:
      'Incluye a los trabajadores con estado Trabajando cuyo contrato cubre el mes. Copia la mutual y la cotización adicional del mes anterior.',
    body: quotationCreateBody,
    response: quotationResponse,
  }),
  saveNovelties: endpoint({
    ...business,
    method: 'PUT',
    path: `${Q}/:id/novelties`,
    idempotent: true,
    summary:
      'Guarda las novedades del mes (todas a la vez): trabajadores incluidos, días, horas extra, bonos y descuentos',
    params: quotationIdParams,
    body: quotationNoveltiesBody,
    response: quotationDetailResponse,
  }),
  sendForm: endpoint({
    ...business,
    method: 'PUT',
    path: `${Q}/:id/send_form`,
    idempotent: true,
    summary: 'Envía las novedades: calcula cada liquidación y deja el proceso En Progreso para revisarlo',
    description:
      'Si la liquidación de algún trabajador no se puede calcular (falta un indicador del mes, un dato), responde 422 con cada problema y no cambia nada.',
    params: quotationIdParams,
    response: quotationResponse,
  }),
  reopen: endpoint({
    ...business,
    method: 'PUT',
    path: `${Q}/:id/reopen`,
    idempotent: true,
    summary: 'Vuelve a abrir un proceso enviado o revisado para cambiar sus novedades',
    params: quotationIdParams,
    response: quotationResponse,
  }),
  review: endpoint({
    ...business,
    method: 'PUT',
    path: `${Q}/:id/review`,
    idempotent: true,
    summary: 'Marca el cálculo como revisado (Listo)',
    params: quotationIdParams,
    response: quotationResponse,
  }),
  publish: endpoint({
    ...business,
    method: 'PUT',
    path: `${Q}/:id/publish`,
    idempotent: true,
    summary: 'Publica las liquidaciones (Enviado): las envía por correo y contabiliza el mes',
    params: quotationIdParams,
    response: quotationResponse,
  }),
  payslipPdf: endpoint({
    ...file,
    path: `${Q}/:id/payslips/:employee_rut/pdf`,
    summary: 'La liquidación de sueldo de un trabajador, en PDF',
    params: quotationPayslipParams,
  }),
  payslipsPdf: endpoint({
    ...file,
    path: `${Q}/:id/payslips/pdf`,
    summary: 'Las liquidaciones del mes, en un PDF',
    params: quotationIdParams,
  }),
  previred: endpoint({
    ...file,
    path: `${Q}/:id/previred`,
    summary: 'El archivo de Previred del mes (105 campos por línea, validado antes de la descarga)',
    params: quotationIdParams,
  }),
  lre: endpoint({
    ...file,
    path: `${Q}/:id/lre`,
    summary: 'El Libro de Remuneraciones Electrónico del mes para la Dirección del Trabajo (validado)',
    params: quotationIdParams,
  }),
};
