import { idParams } from '../common';
import { endpoint } from '../endpoint';
import { acceptTermBody, activeTermResponse, businessTermResponse } from './schemas';

const TERMS = '/v1/client/business_terms';

/** The terms and conditions document and a business's acceptance of it. */
export const termsEndpoints = {
  active: endpoint({
    method: 'GET',
    path: `${TERMS}/get_active_term_document`,
    // The document is the same for every business: any signed-in user may read it.
    access: 'user',
    area: 'terms',
    summary: 'El documento de términos vigente (404 si no hay)',
    response: activeTermResponse,
  }),
  show: endpoint({
    method: 'GET',
    path: `${TERMS}/:id`,
    access: 'business',
    area: 'terms',
    summary: 'La aceptación de los términos vigentes por la empresa (el id es el de la empresa)',
    params: idParams,
    response: businessTermResponse,
  }),
  accept: endpoint({
    method: 'PUT',
    path: `${TERMS}/:id`,
    access: 'business',
    roles: ['owner', 'admin'],
    area: 'terms',
    summary: 'Acepta los términos vigentes en nombre de la empresa',
    params: idParams,
    body: acceptTermBody,
    response: businessTermResponse,
  }),
};
