import { endpoint } from '../endpoint';
import { cobranzaAccountResponse, cobranzaDebtBody, cobranzaDebtResponse } from './schemas';

export const COBRANZA_ONLINE_AREA = 'cobranza-online';
const BASE = '/v1/client/cobranza_online';
const business = { access: 'business', area: COBRANZA_ONLINE_AREA } as const;

/** Cobranza Online: the business's account and the debts sent to the service. */
export const cobranzaOnlineEndpoints = {
  activate: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/activate`,
    idempotent: true,
    summary: 'Activa la cuenta de la empresa en Cobranza Online',
    response: cobranzaAccountResponse,
  }),
  deactivate: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/deactivate`,
    idempotent: true,
    summary:
      'Desactiva la cuenta de la empresa en Cobranza Online (las deudas ya enviadas siguen en el servicio)',
    response: cobranzaAccountResponse,
  }),
  sendDebt: endpoint({
    ...business,
    method: 'POST',
    path: `${BASE}/debts`,
    idempotent: true,
    summary: 'Envía a Cobranza Online la deuda de una factura de venta impaga, con los datos del deudor',
    description:
      "Errores del servicio en 'message': 'doc id not found' (el documento no existe para el servicio), 'credentials are not of legal representative' (el servicio no pudo obtener la factura del SII con las credenciales registradas).",
    body: cobranzaDebtBody,
    response: cobranzaDebtResponse,
  }),
};
