import { endpoint } from '../endpoint';
import {
  indicatorsOverview,
  refreshIndicatorsResponse,
  setIndicatorBody,
  setIndicatorResponse,
} from './schemas';

/** The deployment's economic indicators, for its operators only (OPERATOR_EMAILS). */
export const indicatorsEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/v1/operator/indicators',
    access: 'operator',
    area: 'operator',
    summary: 'Indicadores (UTM, UF, IPC) y parámetros fechados, con su fuente y su vigencia',
    response: indicatorsOverview,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/v1/operator/indicators/values',
    access: 'operator',
    area: 'operator',
    summary: 'Registra a mano el valor de un indicador en una fecha, con su fuente (queda confirmado)',
    body: setIndicatorBody,
    response: setIndicatorResponse,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/v1/operator/indicators/refresh',
    access: 'operator',
    area: 'operator',
    summary: 'Pide ahora una actualización desde el servicio de indicadores configurado',
    status: 202,
    response: refreshIndicatorsResponse,
  }),
};
