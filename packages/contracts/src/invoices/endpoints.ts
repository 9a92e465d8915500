import { endpoint } from '../endpoint';
import { invoicingAccountsResponse } from './accounts';
import { acknowledgmentBody, acknowledgmentResponse } from './acknowledgment';
import { INVOICE_AREAS, SII_INVOICE_PATH } from './common';
import {
  expirationDateChangesResponse,
  invoiceDetailResponse,
  invoiceIdParams,
  updateExpireDateBody,
} from './detail';
import { invoiceListQuery, invoiceListResponse } from './list';
import { invoicePeriodsResponse } from './periods';
import { bulkUpdateBody, bulkUpdateResponse, updatePayedBody, updatePayedResponse } from './payments';

// The sales and purchases lists and what changes one invoice or many (spec §4–§9). Comments,
// documents, the summary, cash flow and to-do are their own areas, defined beside their schemas.

const INVOICES = `${SII_INVOICE_PATH}/invoices` as const;
const business = { access: 'business', area: INVOICE_AREAS.invoices } as const;

export const invoiceEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: INVOICES,
    summary: 'Lista de ventas (VENTA) o compras (COMPRA) con filtros, orden, página y totales',
    description:
      'Sin period ni last_periods: últimos 12 períodos en ventas y 2 en compras. format=csv descarga todas las filas que cumplen los filtros (report.csv: separado por punto y coma, UTF-8 con BOM, fechas DD/MM/AAAA).',
    query: invoiceListQuery,
    response: invoiceListResponse,
    file: true,
  }),
  periods: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/periods`,
    summary: 'Períodos con documentos: el más antiguo y el más reciente de ventas y de compras',
    response: invoicePeriodsResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: `${INVOICES}/:id`,
    summary: 'Detalle de una factura',
    params: invoiceIdParams,
    response: invoiceDetailResponse,
  }),
  expirationChanges: endpoint({
    ...business,
    method: 'GET',
    path: `${INVOICES}/:id/expiration_date_changes`,
    summary: 'Historial de cambios de la fecha de vencimiento interna',
    params: invoiceIdParams,
    response: expirationDateChangesResponse,
  }),
  expireDate: endpoint({
    ...business,
    method: 'PUT',
    path: `${INVOICES}/:id/expire_date`,
    idempotent: true,
    summary: 'Cambia la fecha de vencimiento interna',
    description:
      'Exactamente uno de: expire_date (fecha), expire_days (días desde la emisión, 0 a 3650) o return_to_expire_date_id (vuelve a la fecha de un cambio anterior de esta factura). Cada cambio queda en el historial.',
    params: invoiceIdParams,
    body: updateExpireDateBody,
    response: invoiceDetailResponse,
  }),
  updatePayed: endpoint({
    ...business,
    method: 'POST',
    path: `${SII_INVOICE_PATH}/update_payed`,
    idempotent: true,
    summary: 'Marca una factura como pagada o no pagada',
    body: updatePayedBody,
    response: updatePayedResponse,
  }),
  bulkUpdate: endpoint({
    ...business,
    method: 'POST',
    path: `${SII_INVOICE_PATH}/bulk_update`,
    idempotent: true,
    summary: 'Actualización masiva: pagado y/o cuenta de clasificación (compras)',
    description:
      "Por ids (id_docs) o, con update_massive o all_invoices, todas las facturas que cumplen los filtros de update_by. Una transacción; 'updated' cuenta las facturas de la empresa que cambiaron.",
    body: bulkUpdateBody,
    response: bulkUpdateResponse,
  }),
  acknowledge: endpoint({
    ...business,
    method: 'POST',
    path: `${INVOICES}/:id/acknowledgment`,
    idempotent: true,
    summary: 'Acuse de recibo de una factura de compra: ACD acepta (y marca pagada), RCD rechaza',
    params: invoiceIdParams,
    body: acknowledgmentBody,
    response: acknowledgmentResponse,
  }),
  invoicingAccounts: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/accounts/invoicing/list',
    summary: 'Cuentas para clasificar compras (la empresa recibe un plan básico la primera vez)',
    response: invoicingAccountsResponse,
  }),
};
