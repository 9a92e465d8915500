import { endpoint } from '../endpoint';
import { z } from 'zod';
import { SII_INVOICE_PATH } from '../invoices/common';
import {
  collectionClientParams,
  collectionContactsResponse,
  collectionEventsQuery,
  collectionEventsResponse,
  collectionInvoiceParams,
  judicialCollectionBody,
  judicialCollectionResponse,
  notifyDebtBody,
  notifyDebtResponse,
} from './schemas';

export const COLLECTIONS_AREA = 'collections';
const INVOICE = `${SII_INVOICE_PATH}/invoices/:id_doc` as const;
const business = { access: 'business', area: COLLECTIONS_AREA } as const;

/** Normal and judicial collection of a sales invoice and the collection timelines. */
export const collectionEndpoints = {
  notifyDebt: endpoint({
    ...business,
    method: 'POST',
    path: `${INVOICE}/notify_debt`,
    idempotent: true,
    summary: 'Cobranza normal: envía el aviso de deuda de una factura de venta impaga por correo',
    description:
      'Destinatarios: contact_ids (contactos del cliente de la factura), email y/o emails; al menos uno. Las direcciones dadas de baja se omiten (skipped). El correo sale por la bandeja de salida en la misma transacción que registra el aviso.',
    params: collectionInvoiceParams,
    body: notifyDebtBody,
    response: notifyDebtResponse,
  }),
  judicial: endpoint({
    ...business,
    method: 'POST',
    path: `${INVOICE}/judicial_collection`,
    idempotent: true,
    summary: 'Cobranza judicial: escala la factura (requiere al menos 2 avisos de cobranza normal)',
    params: collectionInvoiceParams,
    body: judicialCollectionBody,
    response: judicialCollectionResponse,
  }),
  judicialLetter: endpoint({
    ...business,
    method: 'GET',
    path: `${INVOICE}/judicial_letter`,
    summary: 'Carta de requerimiento de pago (PDF) de una factura en cobranza judicial',
    params: collectionInvoiceParams,
    // Only bytes: no JSON answer.
    response: z.never(),
    file: true,
  }),
  contacts: endpoint({
    ...business,
    method: 'GET',
    path: `${INVOICE}/collection_contacts`,
    summary: 'Contactos del cliente de una factura de venta, con sus correos (para el aviso de deuda)',
    params: collectionInvoiceParams,
    response: collectionContactsResponse,
  }),
  invoiceEvents: endpoint({
    ...business,
    method: 'GET',
    path: `${INVOICE}/collection_events`,
    summary: 'Historial de cobranza de una factura (más recientes primero)',
    params: collectionInvoiceParams,
    query: collectionEventsQuery,
    response: collectionEventsResponse,
  }),
  clientEvents: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/clients/:client_rut/collection_events',
    summary: 'Historial de cobranza de un cliente (más recientes primero)',
    params: collectionClientParams,
    query: collectionEventsQuery,
    response: collectionEventsResponse,
  }),
};
