import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import { businessCertificateResponse, businessCertificatesResponse } from './certificates';

// Spec invoices-collections-vat §7 "Business certificate: POST multipart (file, password); GET by
// {id} returning business_credential; DELETE by {id}; a credentials list". The paths are not
// shown: designed under /v1/client like the rest.

export const CERTIFICATES_AREA = 'certificates';
const CERTIFICATES = '/v1/client/business_certificates';
const business = { access: 'business', area: CERTIFICATES_AREA } as const;

export const certificateEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: CERTIFICATES,
    summary: 'El certificado digital de la empresa (lista de cero o un elemento), sin archivo ni contraseña',
    response: businessCertificatesResponse,
  }),
  upload: endpoint({
    ...business,
    method: 'POST',
    path: CERTIFICATES,
    idempotent: true,
    status: 201,
    upload: true,
    summary: 'Sube el certificado digital (.pfx / .p12) con su contraseña',
    description:
      "multipart/form-data: campo 'file' (el .pfx, hasta 100 KB) y campo 'password'. El archivo se lee con la contraseña (PKCS#12, cifrado RC2/3DES o AES) y se guarda cifrado; ninguno de los dos vuelve en una respuesta.",
    response: businessCertificateResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: `${CERTIFICATES}/:id`,
    summary: 'Titular, RUT, emisor y vigencia del certificado (business_credential)',
    params: idParams,
    response: businessCertificateResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${CERTIFICATES}/:id`,
    summary: 'Elimina el certificado y su contraseña',
    params: idParams,
    response: messageResponse,
  }),
};
