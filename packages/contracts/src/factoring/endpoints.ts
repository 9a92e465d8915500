import { endpoint } from '../endpoint';
import { SII_INVOICE_PATH } from '../invoices/common';
import {
  factoringAccountResponse,
  factoringContactResponse,
  factoringInvoiceBody,
  factoringSimulateResponse,
} from './schemas';

export const FACTORING_AREA = 'factoring';
const BASE = `${SII_INVOICE_PATH}/factoring` as const;
const business = { access: 'business', area: FACTORING_AREA } as const;

export const factoringEndpoints = {
  simulate: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/simulate`,
    summary: 'Simula el factoring de una factura de venta (regla estándar del socio de factoring)',
    description:
      "422 con 'error' (el primer motivo), 'message' 'Error al procesar información.' y 'reasons' cuando la factura no califica.",
    body: factoringInvoiceBody,
    response: factoringSimulateResponse,
  }),
  contactMe: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/contact_me`,
    idempotent: true,
    summary:
      'Pide que el socio de factoring contacte a la empresa por una factura (correo con la simulación)',
    body: factoringInvoiceBody,
    response: factoringContactResponse,
  }),
  activate: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/activate`,
    idempotent: true,
    summary:
      'Activa el factoring de la empresa (acepta que sus facturas se evalúen con el socio de factoring)',
    response: factoringAccountResponse,
  }),
  deactivate: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/deactivate`,
    idempotent: true,
    summary: 'Desactiva el factoring de la empresa',
    response: factoringAccountResponse,
  }),
};
