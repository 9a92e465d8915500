import { z } from 'zod';
import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import { expenseCategoriesResponse } from './categories';
import {
  expenseDashboardResponse,
  expenseDocumentParams,
  expenseDownloadQuery,
  expenseListQuery,
  expenseListResponse,
  expenseResponse,
  expensesByPeriodResponse,
  periodQuery,
  reviewExpenseBody,
} from './expenses';

// Expenses (spec platform §7 "Expenses"; invoices-collections-vat §7). The spec names the calls, not
// their paths: they are designed under /v1/client like the rest (README of the API feature).

export const EXPENSES_AREA = 'expenses';
const EXPENSES = '/v1/client/expenses';
const CATEGORIES = '/v1/client/expense_categories';
const business = { access: 'business', area: EXPENSES_AREA } as const;

export const expensesEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: EXPENSES,
    summary: 'Gastos de la empresa, con filtros (search_by, select_user_id), orden y página de 10',
    description:
      'search_by: search, between_dates (exactamente dos fechas), category_id, parent_category_id, month, year, conciliated, bm_movement_id, status. select_user_id: gastos ingresados por ese usuario.',
    query: expenseListQuery,
    response: expenseListResponse,
  }),
  byPeriod: endpoint({
    ...business,
    method: 'GET',
    path: `${EXPENSES}/by_period`,
    summary: 'Gastos de un mes (o un año) por categoría y subcategoría, con totales (gastos-mes)',
    query: periodQuery,
    response: expensesByPeriodResponse,
  }),
  dashboard: endpoint({
    ...business,
    method: 'GET',
    path: `${EXPENSES}/dashboard_values`,
    summary: 'Totales del período: por estado, por categoría y por mes',
    query: periodQuery,
    response: expenseDashboardResponse,
  }),
  download: endpoint({
    ...business,
    method: 'GET',
    path: `${EXPENSES}/download`,
    summary: 'Los gastos que calzan con los filtros, en Excel (report.xlsx)',
    query: expenseDownloadQuery,
    response: z.never(),
    file: true,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: `${EXPENSES}/:id`,
    summary: 'Un gasto con sus comprobantes',
    params: idParams,
    response: expenseResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: EXPENSES,
    idempotent: true,
    status: 201,
    upload: true,
    summary: 'Ingresa un gasto (multipart: amount, date, description, category_id y comprobantes)',
    description:
      "multipart/form-data: campos amount, date (AAAA-MM-DD), description, category_id; archivos en 'documents' (PDF, JPG o PNG, hasta 10 MB cada uno, máximo 5). Todo o nada.",
    response: expenseResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${EXPENSES}/:id`,
    // New receipts are added: a retried request replays its first answer instead of adding them twice.
    idempotent: true,
    upload: true,
    summary: 'Cambia un gasto (multipart: los mismos campos, comprobantes nuevos y remove_document_ids)',
    params: idParams,
    response: expenseResponse,
  }),
  review: endpoint({
    ...business,
    method: 'PUT',
    path: `${EXPENSES}/:id/review`,
    summary: 'Valida o rechaza (con motivo) un gasto',
    params: idParams,
    body: reviewExpenseBody,
    response: expenseResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${EXPENSES}/:id`,
    summary: 'Elimina un gasto con sus comprobantes (y su conciliación, si tiene)',
    params: idParams,
    response: messageResponse,
  }),
  document: endpoint({
    ...business,
    method: 'GET',
    path: `${EXPENSES}/:id/documents/:document_id`,
    summary: 'Un comprobante del gasto (bytes, en línea)',
    params: expenseDocumentParams,
    response: z.never(),
    file: true,
  }),
  parents: endpoint({
    ...business,
    method: 'GET',
    path: `${CATEGORIES}/parents`,
    summary: 'Categorías de gastos (las principales)',
    response: expenseCategoriesResponse,
  }),
  children: endpoint({
    ...business,
    method: 'GET',
    path: `${CATEGORIES}/children`,
    summary: 'Todas las subcategorías de gastos',
    response: expenseCategoriesResponse,
  }),
  childrenOf: endpoint({
    ...business,
    method: 'GET',
    path: `${CATEGORIES}/:id/children`,
    summary: 'Las subcategorías de una categoría de gastos',
    params: idParams,
    response: expenseCategoriesResponse,
  }),
};
