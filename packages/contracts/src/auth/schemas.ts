import { z } from 'zod';

/** Minimum password strength (ASVS: length, not composition rules). */
export const PASSWORD_MIN = 8;

export const roleName = z.enum(['owner', 'admin', 'other']);
export type RoleName = z.infer<typeof roleName>;

/** Longest e-mail address (RFC 5321) and longest password the server reads. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

export const signInBody = z.object({
  email: z.string().max(EMAIL_MAX).optional(),
  password: z.string().max(PASSWORD_MAX).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const sessionUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  uid: z.string(),
  provider: z.literal('email'),
});
export const signInResponse = z.object({ data: sessionUser });
export type SignInResponse = z.infer<typeof signInResponse>;

export const businessUserLink = z.object({
  business_id: z.number(),
  /** devise/Rails enum order: 0 owner, 1 admin, 2 other (2 is the non-admin role). */
  role: z.number().int().min(0).max(2),
  role_name: roleName,
});

export const businessSummary = z.object({
  id: z.number(),
  rut: z.string(),
  name: z.string(),
  fantasy_name: z.string().nullable(),
});

export const userMessage = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export const profile = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  rut: z.string().nullable(),
  /** Identifies the user to the support chat without exposing the id. */
  hash: z.string(),
  /**
   * Removed from a business by its administrators at some point. Without any business, such a
   * person sees the blocking "no business" notice; one who never had one (a sign-up left before
   * its business step) is taken to that step. Not in the spec's profile: ours.
   */
  removed_from_business: z.boolean(),
  businesses: z.array(businessSummary),
  businesses_users: z.array(businessUserLink),
  messages_users: z.array(userMessage),
});
export type Profile = z.infer<typeof profile>;
export const profileResponse = z.object({ user: profile });

export const updatePasswordBody = z.object({
  user: z
    .object({
      password: z.string().max(PASSWORD_MAX).nullish(),
      password_confirmation: z.string().max(PASSWORD_MAX).nullish(),
      /**
       * Required by the server (ASVS 6.2.3); optional here so a missing one answers the Spanish
       * text of the form (`AUTH_FORM_MESSAGES.currentPasswordRequired`) rather than a schema error.
       */
      current_password: z.string().max(PASSWORD_MAX).optional(),
    })
    .optional(),
});

export const sendResetBody = z.object({ email: z.string().max(EMAIL_MAX) });
export const resetTokenBody = z.object({ reset_password_token: z.string().min(1).max(200) });
export const resetPasswordBody = z.object({
  reset_password_token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX).nullish(),
  password_confirmation: z.string().max(PASSWORD_MAX).nullish(),
});
/** Also the delete-account form's schema: the password confirms it is the user. */
export const deleteAccountBody = z.object({
  password: z
    .string()
    .min(1, 'Ingresa tu contraseña para confirmar que eres tú.')
    .max(PASSWORD_MAX, `Máximo ${PASSWORD_MAX} caracteres.`),
});
