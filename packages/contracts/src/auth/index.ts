import { z } from 'zod';

export const roleName = z.enum(['owner', 'admin', 'other']);
export type RoleName = z.infer<typeof roleName>;

export const signInBody = z.object({
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
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
  businesses: z.array(businessSummary),
  businesses_users: z.array(businessUserLink),
  messages_users: z.array(userMessage),
});
export type Profile = z.infer<typeof profile>;
export const profileResponse = z.object({ user: profile });

export const updatePasswordBody = z.object({
  user: z
    .object({
      password: z.string().max(200).nullish(),
      password_confirmation: z.string().max(200).nullish(),
      current_password: z.string().max(200).optional(),
    })
    .optional(),
});

export const sendResetBody = z.object({ email: z.string().max(254) });
export const resetTokenBody = z.object({ reset_password_token: z.string().min(1).max(200) });
export const resetPasswordBody = z.object({
  reset_password_token: z.string().min(1).max(200),
  password: z.string().max(200).nullish(),
  password_confirmation: z.string().max(200).nullish(),
});
export const deleteAccountBody = z.object({ password: z.string().min(1, 'es obligatoria').max(200) });

/** Minimum password strength (ASVS: length, not composition rules). */
export const PASSWORD_MIN = 8;
