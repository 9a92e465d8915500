import { devMailboxResponse } from '../common';
import { endpoint } from '../endpoint';

/** The development mailbox (loopback only, never in production): the outbox's latest messages. */
export const devMailboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/dev/mailbox',
    access: 'public',
    area: 'dev',
    summary: 'Últimos correos de la bandeja de salida (solo desde este equipo)',
    response: devMailboxResponse,
  }),
};
