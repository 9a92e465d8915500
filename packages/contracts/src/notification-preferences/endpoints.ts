import { endpoint } from '../endpoint';
import {
  businessMessagesPreferenceBody,
  businessMessagesPreferenceParams,
  businessMessagesPreferenceResponse,
  clientNotificationConfigsQuery,
  clientNotificationConfigsResponse,
  listPreferencesResponse,
  saveClientNotificationConfigBody,
  saveClientNotificationConfigResponse,
  savePreferencesBody,
  savePreferencesResponse,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeResponse,
} from './schemas';

export const NOTIFICATION_PREFERENCES_AREA = 'notification-preferences';
const area = NOTIFICATION_PREFERENCES_AREA;

/** The four notification-settings paths of the spec (§7), and the unsubscribe page. */
export const notificationPreferencesEndpoints = {
  listPreferences: endpoint({
    method: 'GET',
    path: '/v1/client/messages_preferences/list_preferences',
    access: 'user',
    area,
    summary: 'Preferencias generales de notificación del usuario (correo, teléfono, suscripciones)',
    response: listPreferencesResponse,
  }),
  savePreferences: endpoint({
    method: 'POST',
    path: '/v1/client/messages_preferences/save_preferences',
    access: 'user',
    area,
    summary: 'Guarda las preferencias generales del usuario (solo los campos enviados)',
    body: savePreferencesBody,
    response: savePreferencesResponse,
  }),
  clientConfigs: endpoint({
    method: 'GET',
    path: '/v1/client/sii_invoice/client_notification_configs',
    access: 'business',
    area,
    summary: 'Recordatorios por cliente y por factura (activos o no, días)',
    query: clientNotificationConfigsQuery,
    response: clientNotificationConfigsResponse,
  }),
  saveClientConfig: endpoint({
    method: 'PUT',
    path: '/v1/client/sii_invoice/client_notification_configs',
    access: 'business',
    area,
    summary: 'Activa o desactiva los recordatorios de un cliente o de una factura',
    body: saveClientNotificationConfigBody,
    response: saveClientNotificationConfigResponse,
  }),
  businessPreferences: endpoint({
    method: 'PUT',
    path: '/v1/client/business_messages_preferences/:id',
    access: 'business',
    area,
    summary:
      'Preferencias de los correos que se escriben en nombre de la empresa (id: la empresa seleccionada)',
    params: businessMessagesPreferenceParams,
    body: businessMessagesPreferenceBody,
    response: businessMessagesPreferenceResponse,
  }),
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/v1/public/unsubscribe',
    access: 'public',
    area,
    summary: 'Página pública del enlace de desuscripción: deja de enviar correos a esa dirección',
    query: unsubscribeQuery,
    response: unsubscribeResponse,
    file: true,
  }),
  unsubscribeAction: endpoint({
    method: 'POST',
    path: '/v1/public/unsubscribe',
    access: 'public',
    area,
    summary: 'Desuscribe o vuelve a suscribir la dirección del enlace (botón de la página)',
    body: unsubscribeBody,
    response: unsubscribeResponse,
    file: true,
  }),
};
