import { endpoint } from '../endpoint';
import { configResponse, currentDateResponse } from './schemas';

/** The server's calendar: today and the current tax-return period. */
export const configEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/v1/config',
    access: 'user',
    area: 'config',
    summary: 'Fecha de hoy y período de renta vigente',
    response: configResponse,
  }),
  currentDate: endpoint({
    method: 'GET',
    path: '/v1/users/current_date',
    access: 'user',
    area: 'config',
    summary: 'Fecha de hoy según el servidor',
    response: currentDateResponse,
  }),
};
