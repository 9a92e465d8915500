import { messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  checkRutBody,
  checkRutResponse,
  confirmCodeBody,
  confirmTokenBody,
  confirmedResponse,
  createBusinessBody,
  createdBusinessResponse,
  emailBody,
  publicTermResponse,
  signUpBody,
  siiCredentialBody,
  siiCredentialResponse,
} from './schemas';

const ONBOARDING = '/v1/client/onboarding';

/**
 * Sign-up, account confirmation and the first business (platform spec §2.2, §4, §7: the spec
 * shows no paths for these calls; these follow the API's style). The public ones answer the same
 * whether an e-mail is registered or not.
 */
export const onboardingEndpoints = {
  terms: endpoint({
    method: 'GET',
    path: `${ONBOARDING}/terms`,
    access: 'public',
    area: 'onboarding',
    summary: 'Los términos y condiciones vigentes, para aceptarlos al crear la cuenta',
    response: publicTermResponse,
  }),
  signUp: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/users`,
    access: 'public',
    area: 'onboarding',
    status: 202,
    summary: 'Crea una cuenta sin confirmar y envía el código de confirmación por correo',
    description:
      'Responde lo mismo si el correo ya tiene cuenta (entonces le escribe un aviso): no revela qué correos están registrados.',
    body: signUpBody,
    response: messageResponse,
  }),
  resend: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/confirmation/resend`,
    access: 'public',
    area: 'onboarding',
    status: 202,
    summary: 'Envía un nuevo código a una cuenta sin confirmar (la misma respuesta para cualquier correo)',
    body: emailBody,
    response: messageResponse,
  }),
  confirmCode: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/confirmation`,
    access: 'public',
    area: 'onboarding',
    summary: 'Confirma la cuenta con el código de 6 dígitos e inicia la sesión',
    body: confirmCodeBody,
    response: confirmedResponse,
  }),
  confirmToken: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/token_confirmation`,
    access: 'public',
    area: 'onboarding',
    summary: 'Confirma la cuenta con el enlace del correo e inicia la sesión',
    body: confirmTokenBody,
    response: confirmedResponse,
  }),
  checkBusinessRut: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/check_business_rut`,
    access: 'user',
    area: 'onboarding',
    summary: 'Dice si un RUT de empresa es válido (módulo 11) y está libre',
    body: checkRutBody,
    response: checkRutResponse,
  }),
  checkRut: endpoint({
    method: 'POST',
    path: `${ONBOARDING}/check_rut`,
    access: 'user',
    area: 'onboarding',
    summary: 'Dice si el RUT de una persona es válido (módulo 11) y no es de otra cuenta',
    body: checkRutBody,
    response: checkRutResponse,
  }),
  createBusiness: endpoint({
    method: 'POST',
    path: '/v1/users/businesses',
    access: 'user',
    area: 'businesses',
    status: 201,
    summary: 'Agrega una empresa al usuario, que queda como dueño',
    body: createBusinessBody,
    response: createdBusinessResponse,
  }),
  siiCredential: endpoint({
    method: 'PUT',
    path: `${ONBOARDING}/sii_credential`,
    // Each save seals the key with a new nonce: a retried request replays the first answer.
    idempotent: true,
    access: 'business',
    roles: ['owner', 'admin'],
    area: 'onboarding',
    summary: 'Guarda la clave del SII de la empresa, cifrada (nunca se devuelve)',
    body: siiCredentialBody,
    response: siiCredentialResponse,
  }),
};
