import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  businessCredentialResponse,
  businessCredentialsResponse,
  createCredentialBody,
  credentialNamesResponse,
  retrieveCredentialsBody,
  retrieveCredentialsResponse,
  updateCredentialBody,
} from './credentials';

// Spec platform §7 "Credentials: POST and GET client/business_credentials; PUT and DELETE
// client/business_credentials/{id}; GET client/business_credential_names; GET users/credentials/{id};
// POST users/credentials/retrive". No answer carries a secret (README "retrive").

export const CREDENTIALS_AREA = 'credentials';
const CREDENTIALS = '/v1/client/business_credentials';
const business = { access: 'business', area: CREDENTIALS_AREA } as const;

export const credentialEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: CREDENTIALS,
    summary: 'Credenciales de la empresa (servicio y usuario; la clave nunca)',
    response: businessCredentialsResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: CREDENTIALS,
    idempotent: true,
    status: 201,
    summary: 'Guarda una credencial (la clave, cifrada)',
    body: createCredentialBody,
    response: businessCredentialResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${CREDENTIALS}/:id`,
    summary: 'Cambia el usuario o la clave de una credencial (sin clave, se conserva la guardada)',
    params: idParams,
    body: updateCredentialBody,
    response: businessCredentialResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${CREDENTIALS}/:id`,
    summary: 'Elimina una credencial y su clave',
    params: idParams,
    response: messageResponse,
  }),
  names: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/business_credential_names',
    summary: 'Servicios para los que se guarda una credencial (SII, Previred, Mutual, AFC…)',
    response: credentialNamesResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/users/credentials/:id',
    summary: 'Una credencial de la empresa (sin su clave)',
    params: idParams,
    response: businessCredentialResponse,
  }),
  retrieve: endpoint({
    ...business,
    method: 'POST',
    path: '/v1/users/credentials/retrive',
    summary: 'Dice qué servicios tienen credencial guardada, con su usuario y fecha; nunca la clave',
    body: retrieveCredentialsBody,
    response: retrieveCredentialsResponse,
  }),
};
