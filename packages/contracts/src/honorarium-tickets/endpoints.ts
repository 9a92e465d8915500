import { idParams } from '../common';
import { endpoint } from '../endpoint';
import {
  honorariumImportQuery,
  honorariumImportResponse,
  honorariumListQuery,
  honorariumListResponse,
  honorariumTicketResponse,
  updateHonorariumBody,
} from './tickets';

// Spec §7: GET /api/v1/client/honorarium_tickets (page, page_size 10, search_by); GET and PUT
// /api/v1/client/honorarium_tickets/{id}. The import of the SII's informe is not in the spec: it is
// designed under the same path.

export const HONORARIUM_AREA = 'honorarium-tickets';
const TICKETS = '/v1/client/honorarium_tickets';
const business = { access: 'business', area: HONORARIUM_AREA } as const;

export const honorariumTicketsEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: TICKETS,
    summary: 'Boletas de honorarios recibidas o emitidas, página de 10',
    description:
      'search_by: kind (received, issued), year (o -1: todos los años), status (VIG, VCA, ANUL, ObR), search (número, RUT o nombre). meta.filters.years: los años con boletas; meta.totals: bruto, retención y líquido de las boletas no anuladas que calzan.',
    query: honorariumListQuery,
    response: honorariumListResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: `${TICKETS}/:id`,
    summary: 'Una boleta de honorarios',
    params: idParams,
    response: honorariumTicketResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${TICKETS}/:id`,
    summary: 'Cambia la nota de una boleta o su estado (VIG, VCA, ObR) según lo que informa el SII',
    params: idParams,
    body: updateHonorariumBody,
    response: honorariumTicketResponse,
  }),
  importFile: endpoint({
    ...business,
    method: 'POST',
    path: `${TICKETS}/imports`,
    idempotent: true,
    upload: true,
    summary: 'Importa el informe de boletas de honorarios del SII (recibidas o emitidas)',
    description:
      "multipart/form-data, campo 'files' (CSV del informe, hasta 5 MB); query kind (received, issued). Todo o nada: una fila con problemas rechaza el archivo (422, con cada fila y su problema). Importar de nuevo el mismo archivo no cambia nada; un informe nuevo actualiza el estado de las boletas que ya están.",
    query: honorariumImportQuery,
    response: honorariumImportResponse,
  }),
};
