import { idParams, messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  associatedUserResponse,
  associatedUsersQuery,
  associatedUsersResponse,
  createAssociatedUserBody,
  createAssociatedUserResponse,
  invitationResponse,
  pendingInvitationsResponse,
  sendInvitationBody,
  updateAssociatedUserBody,
  validateEmailInvitationBody,
  validateEmailInvitationResponse,
  validateInvitationBody,
} from './schemas';

// The spec names these calls but not their paths (§7 "Associated users"): designed in the style of
// the others, the business's users under /v1/client and the invitation page's under /v1/public.

export const ASSOCIATED_USERS_AREA = 'associated-users';
const area = ASSOCIATED_USERS_AREA;
const USERS = '/v1/client/businesses_users';
const PUBLIC = '/v1/public/businesses_users';

export const associatedUsersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: USERS,
    access: 'business',
    area,
    summary: 'Usuarios asociados a la empresa seleccionada (página de 10)',
    query: associatedUsersQuery,
    response: associatedUsersResponse,
  }),
  sendInvitation: endpoint({
    method: 'POST',
    path: `${USERS}/send_invitation`,
    access: 'business',
    area,
    // A retry must not mail a second link (and void the first).
    idempotent: true,
    summary: 'Invita un correo a la empresa con un rol (enlace de un solo uso, vale 7 días)',
    description:
      'Responde lo mismo exista o no una cuenta con ese correo. Solo un propietario invita como propietario.',
    body: sendInvitationBody,
    response: messageResponse,
  }),
  invitations: endpoint({
    method: 'GET',
    path: `${USERS}/invitations`,
    access: 'business',
    area,
    summary: 'Invitaciones pendientes de la empresa (sin usar ni vencidas), las más nuevas primero',
    response: pendingInvitationsResponse,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: `${USERS}/invitations/:id`,
    access: 'business',
    area,
    summary: 'Anula una invitación pendiente: su enlace deja de servir',
    params: idParams,
    response: messageResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${USERS}/:id`,
    access: 'business',
    area,
    summary: 'Cambia el rol de un usuario de la empresa (nunca el del último propietario)',
    params: idParams,
    body: updateAssociatedUserBody,
    response: associatedUserResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${USERS}/:id`,
    access: 'business',
    area,
    summary: 'Quita un usuario de la empresa (nunca el último propietario)',
    params: idParams,
    response: messageResponse,
  }),
  validateInvitation: endpoint({
    method: 'POST',
    path: `${PUBLIC}/validate_invitation`,
    access: 'public',
    area,
    summary: 'Valida el token de una invitación (página /agregar-usuario)',
    body: validateInvitationBody,
    response: invitationResponse,
  }),
  validateEmailInvitation: endpoint({
    method: 'POST',
    path: `${PUBLIC}/validate_email_invitation`,
    access: 'public',
    area,
    summary: 'Valida el correo de una invitación',
    description:
      "Si el correo ya tiene una cuenta, la empresa queda asociada a ella, la invitación se usa y responde 409 con el error 'user already registered'.",
    body: validateEmailInvitationBody,
    response: validateEmailInvitationResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: PUBLIC,
    access: 'public',
    area,
    status: 201,
    summary: 'Crea el usuario invitado (nombre y contraseña) asociado a la empresa e inicia su sesión',
    body: createAssociatedUserBody,
    response: createAssociatedUserResponse,
  }),
};
