import { CREDENTIAL_NAMES, CREDENTIAL_NAME_VALUES } from '@portal/domain';
import { z } from 'zod';

// The business's credentials for other services (spec platform §7 "Credentials"; route
// /mis-datos/mis-credenciales). The secret is write-only: it is accepted on create and update and
// never answered; an answer only says whether one is stored.

export const CREDENTIAL_SECRET_MAX = 200;
export const CREDENTIAL_USERNAME_MAX = 120;

export const CREDENTIAL_MESSAGES = {
  name: 'Elige para qué servicio es la credencial.',
  username: `Escribe el usuario (entre 1 y ${CREDENTIAL_USERNAME_MAX} caracteres).`,
  secret: `Escribe la clave (entre 1 y ${CREDENTIAL_SECRET_MAX} caracteres).`,
  duplicate: 'La empresa ya tiene una credencial para ese servicio; edítala en vez de crear otra.',
  notFound: 'No encontramos esa credencial.',
  deleted: 'La credencial fue eliminada.',
  saveError: 'Hubo un error guardando la credencial. Por favor, inténtalo nuevamente.',
  deleteError: 'Hubo un error eliminando la credencial. Por favor, inténtalo nuevamente.',
  loadError: 'Hubo un problema obteniendo tus credenciales. Favor inténtalo nuevamente.',
  names: 'Pide a lo más 20 servicios.',
} as const;

export const credentialName = z.enum(CREDENTIAL_NAME_VALUES, CREDENTIAL_MESSAGES.name);
const username = z
  .string(CREDENTIAL_MESSAGES.username)
  .trim()
  .min(1, CREDENTIAL_MESSAGES.username)
  .max(CREDENTIAL_USERNAME_MAX, CREDENTIAL_MESSAGES.username);
// Not trimmed: a space may be part of a password.
const secret = z
  .string(CREDENTIAL_MESSAGES.secret)
  .min(1, CREDENTIAL_MESSAGES.secret)
  .max(CREDENTIAL_SECRET_MAX, CREDENTIAL_MESSAGES.secret);

export const createCredentialBody = z.object({
  business_credential: z.object({ name: credentialName, username, password: secret }),
});
export type CreateCredentialBody = z.infer<typeof createCredentialBody>;

/** Without `password` the stored secret is kept (the screen shows it as set, never its value). */
export const updateCredentialBody = z.object({
  business_credential: z.object({ username, password: secret.optional() }),
});
export type UpdateCredentialBody = z.infer<typeof updateCredentialBody>;

export const businessCredential = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** Whether a secret is stored; the secret itself is never answered. */
  password_set: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BusinessCredential = z.infer<typeof businessCredential>;

export const businessCredentialResponse = z.object({ business_credential: businessCredential });
export const businessCredentialsResponse = z.object({ business_credentials: z.array(businessCredential) });
export type BusinessCredentialsResponse = z.infer<typeof businessCredentialsResponse>;

export const credentialNamesResponse = z.object({
  business_credential_names: z.array(
    z.object({ name: z.string(), label: z.string(), username_label: z.string(), secret_label: z.string() }),
  ),
});
export type CredentialNamesResponse = z.infer<typeof credentialNamesResponse>;

/** users/credentials/retrive: which of these services have a stored credential (no secrets). */
export const retrieveCredentialsBody = z.object({
  names: z
    .array(credentialName, CREDENTIAL_MESSAGES.names)
    .min(1, CREDENTIAL_MESSAGES.names)
    .max(20, CREDENTIAL_MESSAGES.names),
});
export const retrieveCredentialsResponse = z.object({
  credentials: z.array(
    z.object({
      name: z.string(),
      stored: z.boolean(),
      username: z.string().nullable(),
      updated_at: z.string().nullable(),
    }),
  ),
});
export type RetrieveCredentialsResponse = z.infer<typeof retrieveCredentialsResponse>;

export const CREDENTIAL_NAME_LIST = CREDENTIAL_NAMES;
