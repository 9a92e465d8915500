import { endpoint } from '../endpoint';
import {
  messageIdParams,
  messageReadResponse,
  messagesQuery,
  messagesReadAllResponse,
  messagesResponse,
} from './schemas';

export const MESSAGES_AREA = 'messages';
const MESSAGES = '/v1/client/messages';

export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: MESSAGES,
    access: 'business',
    area: MESSAGES_AREA,
    summary: 'Mensajes del usuario en la empresa seleccionada, los más nuevos primero, con los no leídos',
    query: messagesQuery,
    response: messagesResponse,
  }),
  read: endpoint({
    method: 'PUT',
    path: `${MESSAGES}/:message_id/read`,
    access: 'business',
    area: MESSAGES_AREA,
    summary: 'Marca un mensaje como leído',
    params: messageIdParams,
    response: messageReadResponse,
  }),
  readAll: endpoint({
    method: 'PUT',
    path: `${MESSAGES}/read_all`,
    access: 'business',
    area: MESSAGES_AREA,
    summary: 'Marca como leídos todos los mensajes de la empresa',
    response: messagesReadAllResponse,
  }),
};
