import { z } from 'zod';
import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  automaticActivateResponse,
  automaticModeResponse,
  automaticValidateResponse,
  siiDateResponse,
} from './automatic';
import { vatDocumentListQuery, vatDocumentListResponse, vatDocumentResponse } from './documents';
import {
  monthlyAccountingBody,
  monthlyAccountingListQuery,
  monthlyAccountingListResponse,
  monthlyAccountingResponse,
} from './report';

// The sales report (spec invoices §7 "Sales report", "Automatic VAT form"; platform §7). Paths as
// the spec gives them: users/monthly_accountings, users/document, client/sii_date_iva/get. The
// automatic-form paths, the document list and download are not shown: designed in the same style.

export const VAT_REPORT_AREA = 'vat-report';
const REPORTS = '/v1/users/monthly_accountings';
const DOCUMENT = '/v1/users/document';
const AUTOMATIC = '/v1/client/automatic_vat_form';
const business = { access: 'business', area: VAT_REPORT_AREA } as const;

export const vatReportEndpoints = {
  siiDate: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/sii_date_iva/get',
    summary: 'Fecha del servidor y período de IVA que se declara hoy, con su vencimiento',
    response: siiDateResponse,
  }),
  list: endpoint({
    ...business,
    method: 'GET',
    path: REPORTS,
    summary: 'Historial de reportes de ventas (10 por página, el más reciente primero)',
    description:
      'accounting_year y accounting_month filtran un período (el asistente lo usa para retomar un reporte).',
    query: monthlyAccountingListQuery,
    response: monthlyAccountingListResponse,
  }),
  submit: endpoint({
    ...business,
    method: 'POST',
    path: REPORTS,
    idempotent: true,
    summary: 'Envía el reporte de ventas de un mes (lo actualiza si ya existe y aún se puede cambiar)',
    description:
      'Con without_movements solo van accounting_month, accounting_year, business_id, source y without_movements. Una empresa morosa fuera del plazo de gracia no puede enviarlo (403).',
    body: monthlyAccountingBody,
    response: monthlyAccountingResponse,
  }),
  documents: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/users/documents',
    summary: 'Documentos de la empresa por tipo (liquidation: sus F29, para Mis F29)',
    query: vatDocumentListQuery,
    response: vatDocumentListResponse,
  }),
  uploadDocument: endpoint({
    ...business,
    method: 'POST',
    path: DOCUMENT,
    idempotent: true,
    summary: 'Sube un documento del reporte de ventas (PDF, PNG o JPEG, hasta 10 MB)',
    description:
      'multipart/form-data: file_upload (el archivo), type_document (attachment, fixed_asset o liquidation; por omisión liquidation), model (MonthlyAccounting), id (el reporte; obligatorio salvo para liquidation), accounting_year y accounting_month (el período de un F29 sin reporte; por omisión el que se declara hoy).',
    upload: true,
    response: vatDocumentResponse,
  }),
  downloadDocument: endpoint({
    ...business,
    method: 'GET',
    path: `${DOCUMENT}/:id`,
    summary: 'Los bytes de un documento del reporte de ventas (en línea)',
    params: idParams,
    response: z.never(),
    file: true,
  }),
  deleteDocument: endpoint({
    ...business,
    method: 'DELETE',
    path: `${DOCUMENT}/:id`,
    summary: 'Elimina un documento (los de un reporte, solo mientras el reporte se puede cambiar)',
    params: idParams,
    response: messageResponse,
  }),
  automaticMode: endpoint({
    ...business,
    method: 'GET',
    path: AUTOMATIC,
    summary: 'Modo del reporte de ventas de la empresa: manual (por omisión) o automático',
    response: automaticModeResponse,
  }),
  validate: endpoint({
    ...business,
    method: 'GET',
    path: `${AUTOMATIC}/validate`,
    summary: '¿Califica la empresa para el envío automático? error, messages y send_current_form',
    response: automaticValidateResponse,
  }),
  activate: endpoint({
    ...business,
    method: 'POST',
    path: `${AUTOMATIC}/activate`,
    summary: 'Activa el modo automático si la empresa califica (si no, 422 con los motivos)',
    response: automaticActivateResponse,
  }),
  deactivate: endpoint({
    ...business,
    method: 'POST',
    path: `${AUTOMATIC}/deactivate`,
    summary: 'Vuelve al modo manual',
    response: automaticActivateResponse,
  }),
};
