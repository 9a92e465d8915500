import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  createEntryBody,
  entryListQuery,
  entryListResponse,
  entryResponse,
  updateEntryBody,
} from './entries';
import {
  evaluateTemplateBody,
  evaluateTemplateResponse,
  incomeTemplateResponse,
  incomeTemplatesResponse,
  templateCategoriesQuery,
  templateCategoriesResponse,
  templateCategoryResponse,
} from './templates';

// Other accounting records and their templates (spec platform §7 "Entries and templates"). The spec
// names the calls, not their paths: they are designed under /v1/client, like the rest.

export const ENTRIES_AREA = 'entries';
const ENTRIES = '/v1/client/entries';
const TEMPLATES = '/v1/client/income_templates';
const CATEGORIES = '/v1/client/template_categories';
const business = { access: 'business', area: ENTRIES_AREA } as const;

export const entriesEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: ENTRIES,
    summary: 'Histórico de otros registros contables, con filtros (search_by) y página de 10',
    description:
      'search_by: amount, conciliated, search, bm_movement_id, month, year, type_entry, between_dates (exactamente dos fechas).',
    query: entryListQuery,
    response: entryListResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: ENTRIES,
    idempotent: true,
    status: 201,
    summary:
      'Crea un registro contable (desde una plantilla o a mano); con bm_movement_id lo concilia con ese movimiento',
    body: createEntryBody,
    response: entryResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: `${ENTRIES}/:id`,
    summary: 'Un registro contable con sus líneas',
    params: idParams,
    response: entryResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${ENTRIES}/:id`,
    summary: 'Cambia la fecha, el nombre, el tipo o las líneas de un registro',
    params: idParams,
    body: updateEntryBody,
    response: entryResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${ENTRIES}/:id`,
    summary: 'Elimina un registro (y su conciliación, si tiene)',
    params: idParams,
    response: messageResponse,
  }),
  templates: endpoint({
    ...business,
    method: 'GET',
    path: TEMPLATES,
    summary: 'Plantillas de registros (aporte de capital, préstamo, pago de IVA…)',
    response: incomeTemplatesResponse,
  }),
  template: endpoint({
    ...business,
    method: 'GET',
    path: `${TEMPLATES}/:id`,
    summary: 'Una plantilla, con las cuentas de la empresa que usa y sus parámetros de hoy',
    params: idParams,
    response: incomeTemplateResponse,
  }),
  evaluate: endpoint({
    ...business,
    method: 'POST',
    path: `${TEMPLATES}/:id/evaluate`,
    summary:
      'Calcula las líneas del registro de una plantilla con los montos y la cuenta elegida (no guarda nada)',
    params: idParams,
    body: evaluateTemplateBody,
    response: evaluateTemplateResponse,
  }),
  categories: endpoint({
    ...business,
    method: 'GET',
    path: CATEGORIES,
    summary: 'Categorías de plantillas (search_by[type_category]: income o expense)',
    query: templateCategoriesQuery,
    response: templateCategoriesResponse,
  }),
  category: endpoint({
    ...business,
    method: 'GET',
    path: `${CATEGORIES}/:id`,
    summary: 'Una categoría de plantillas',
    params: idParams,
    response: templateCategoryResponse,
  }),
};
