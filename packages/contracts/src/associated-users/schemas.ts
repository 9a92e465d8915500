import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, roleName } from '../auth/schemas';
import { pageMeta } from '../common';
import { positiveInt } from '../invoices/common';

// Associated users of a business and their invitations (spec invoices-collections-vat §2, §3, §7, §8).

export const ASSOCIATED_USERS_PAGE_SIZE = 10;
export const ASSOCIATED_USERS_MAX_PAGE_SIZE = 100;
/** Days an invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 7;
export const USER_NAME_MAX = 100;

/** The server's texts (the spec's §8 where it gives one). */
export const ASSOCIATED_USER_MESSAGES = {
  created: 'Tu usuario fue creado con éxito',
  invited: 'Tu invitación fue enviada con éxito',
  updated: 'El usuario ha sido actualizado con éxito',
  deleted: 'El usuario fue quitado de la empresa',
  /** The server's answer to a token that is unknown, used or expired, or an e-mail not invited. */
  invitationInvalid: 'La invitación no es válida: ya se usó, venció o el correo no es el invitado.',
  /** The page's notifications (spec §8). */
  invitationFailed: 'Hubo un error validando la invitación',
  emailInvalid: 'Hubo un error validando el correo. Favor, comunícate con tu ejecutivo',
  /** The server's answer the invitation page handles specially (spec §5). */
  alreadyRegistered: 'user already registered',
  alreadyHasAccount: 'Tu usuario ya tiene una cuenta',
  lastOwner: 'La empresa debe tener al menos un propietario: no puedes quitar ni cambiar el rol del último.',
  ownerOnly: 'Solo un propietario puede asignar o quitar el rol de propietario.',
  /** A user does not change their own role nor remove themselves: another owner or admin does. */
  self: 'No puedes cambiar tu propio rol ni quitarte de la empresa: pídeselo a otro propietario o administrador.',
  alreadyMember: 'Esa persona ya es usuario de esta empresa.',
  notFound: 'No encontramos ese usuario en la empresa.',
  invitationNotFound: 'No encontramos esa invitación pendiente en la empresa.',
  invitationRevoked: 'La invitación fue anulada: su enlace ya no sirve.',
  email: 'Ingresa un correo electrónico válido, por ejemplo nombre@empresa.cl.',
  role: 'Elige un rol: Propietario, Administrador o Invitado.',
  name: `Ingresa tu nombre (hasta ${USER_NAME_MAX} caracteres).`,
} as const;
const M = ASSOCIATED_USER_MESSAGES;

export const ROLE_LABELS = { owner: 'Propietario', admin: 'Administrador', other: 'Invitado' } as const;
const ROLE_BY_NUMBER = ['owner', 'admin', 'other'] as const;

/** A role as a name or as the Rails enum number the spec's front end sends (0 owner, 1 admin, 2 other). */
export const roleInput = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? (ROLE_BY_NUMBER[v] ?? v) : v),
  z.enum(['owner', 'admin', 'other'], M.role),
);

export const invitedEmail = z
  .string(M.email)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, M.email)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email);

const invitationToken = z.string().trim().min(1, M.invitationInvalid).max(200, M.invitationInvalid);

export const associatedUser = z.object({
  id: z.number(),
  business_id: z.number(),
  /** Rails enum order: 0 owner, 1 admin, 2 other. */
  role: z.number().int().min(0).max(2),
  role_name: roleName,
  user_id: z.number(),
  user: z.object({
    beta: z.boolean(),
    email: z.string(),
    id: z.number(),
    name: z.string(),
    phone: z.string().nullable(),
    role: z.number().int().min(0).max(2),
    rut: z.string().nullable(),
  }),
});
export type AssociatedUser = z.infer<typeof associatedUser>;

export const associatedUsersQuery = z.object({
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(ASSOCIATED_USERS_MAX_PAGE_SIZE).default(ASSOCIATED_USERS_PAGE_SIZE),
});
export const associatedUsersResponse = z.object({
  data: z.array(associatedUser),
  meta: pageMeta.extend({ owners: z.number().int() }),
});

/** An invitation not yet used nor expired, as the owners see it (never its link). */
export const pendingInvitation = z.object({
  id: z.number(),
  email: z.string(),
  role: z.number().int().min(0).max(2),
  role_name: roleName,
  /** Who sent it (null when that user no longer exists). */
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const pendingInvitationsResponse = z.object({ data: z.array(pendingInvitation) });

export const sendInvitationBody = z.object({
  businesses_user: z.object({ email: invitedEmail, role: roleInput }),
});
export type SendInvitationBody = z.input<typeof sendInvitationBody>;

export const updateAssociatedUserBody = z.object({ businesses_user: z.object({ role: roleInput }) });
export const associatedUserResponse = z.object({ businesses_user: associatedUser, message: z.string() });

export const validateInvitationBody = z.object({ token: invitationToken });
export const invitationResponse = z.object({
  invitation: z.object({
    business_name: z.string(),
    role: z.number().int().min(0).max(2),
    role_name: roleName,
    expires_at: z.string(),
  }),
});

export const validateEmailInvitationBody = z.object({ token: invitationToken, email: invitedEmail });
export const validateEmailInvitationResponse = z.object({ valid: z.literal(true), email: z.string() });

export const createAssociatedUserBody = z.object({
  invitation: z.object({
    token: invitationToken,
    email: invitedEmail,
    name: z.string(M.name).trim().min(1, M.name).max(USER_NAME_MAX, M.name),
    password: z.string().max(PASSWORD_MAX).nullish(),
    password_confirmation: z.string().max(PASSWORD_MAX).nullish(),
  }),
});
export type CreateAssociatedUserBody = z.input<typeof createAssociatedUserBody>;
export const createAssociatedUserResponse = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), email: z.string(), name: z.string(), uid: z.string() }),
});
