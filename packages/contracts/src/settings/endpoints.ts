import { endpoint } from '../endpoint';
import {
  settingKeyParams,
  settingResponse,
  settingShowResponse,
  settingsResponse,
  updateSettingBody,
} from './schemas';

const SETTINGS = '/v1/client/settings';

/** A business's settings (the catalog in ./schemas names the keys that exist). */
export const settingsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: SETTINGS,
    access: 'business',
    area: 'settings',
    summary: 'Las configuraciones de la empresa',
    response: settingsResponse,
  }),
  show: endpoint({
    method: 'GET',
    path: `${SETTINGS}/:key`,
    access: 'business',
    area: 'settings',
    summary: 'Una configuración de la empresa',
    params: settingKeyParams,
    response: settingShowResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${SETTINGS}/:key`,
    access: 'business',
    roles: ['owner', 'admin'],
    area: 'settings',
    summary: 'Cambia una configuración (la primera vez la crea); responde error: false',
    params: settingKeyParams,
    body: updateSettingBody,
    response: settingResponse,
  }),
};
