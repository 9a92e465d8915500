import { idParams } from '../common';
import { endpoint } from '../endpoint';
import { businessRoutes } from './routes';
import { businessGroupResponse, businessResponse, updateBusinessBody } from './schemas';

/** The selected business, its edit and the user's businesses (the selector). */
export const businessEndpoints = {
  show: endpoint({
    ...businessRoutes.show,
    summary: 'Datos de la empresa (el id es el de la empresa seleccionada)',
    params: idParams,
    response: businessResponse,
  }),
  update: endpoint({
    ...businessRoutes.update,
    roles: ['owner', 'admin'],
    summary: 'Edita los datos de contacto de la empresa seleccionada',
    body: updateBusinessBody,
    response: businessResponse,
  }),
  group: endpoint({
    ...businessRoutes.group,
    summary: 'Las empresas del usuario',
    response: businessGroupResponse,
  }),
};
