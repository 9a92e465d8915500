import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './schemas';

// The sign-in, recovery and new-password forms' schemas: the browser validates with them before
// sending, so their limits are the server's and their texts are the ones the forms show.

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Ingresa tu correo electrónico.',
  emailInvalid: 'Ingresa un correo electrónico válido, por ejemplo nombre@empresa.cl.',
  passwordRequired: 'Ingresa tu contraseña.',
  /** The server's texts for a new password (auth.service answers the same). */
  newPasswordRequired: 'Contraseña y confirmación no deben ser nulas',
  /**
   * The forms' text for a confirmation that differs. The API keeps the spec's 'Credenciales no
   * iguales' (platform spec §5) for clients of the API; the forms check before sending, so a user
   * of the portal reads only this one.
   */
  newPasswordMismatch: 'Las contraseñas no coinciden',
  newPasswordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  /** The server answers the same when the current password is missing. */
  currentPasswordRequired: 'Ingresa tu contraseña actual.',
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
} as const;

const M = AUTH_FORM_MESSAGES;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One message per field: the first failed check stops the rest. */
const emailField = z
  .string()
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: M.tooLong(EMAIL_MAX), abort: true })
  .regex(EMAIL_RE, M.emailInvalid);

export const signInForm = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, { error: M.passwordRequired, abort: true })
    .max(PASSWORD_MAX, M.tooLong(PASSWORD_MAX)),
});
export type SignInForm = z.input<typeof signInForm>;

export const recoveryForm = z.object({ email: emailField });
export type RecoveryForm = z.input<typeof recoveryForm>;

const newPair = {
  password: z.string().max(PASSWORD_MAX, M.tooLong(PASSWORD_MAX)),
  confirmation: z.string().max(PASSWORD_MAX, M.tooLong(PASSWORD_MAX)),
};

/**
 * A new password and its confirmation, checked in the server's order: both present, equal, long
 * enough. The problem is reported on the field to fix.
 */
export const newPasswordForm = z.object(newPair).superRefine(checkNewPair);
export type NewPasswordForm = z.input<typeof newPasswordForm>;

/** The account screen's change: the current password too (the server refuses the change without it). */
export const changePasswordForm = z
  .object({
    current: z.string().max(PASSWORD_MAX, M.tooLong(PASSWORD_MAX)),
    ...newPair,
  })
  // Checked in the refinement with the pair: a field's own check failing would skip the pair's.
  .superRefine((values, ctx) => {
    if (!values.current) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: M.currentPasswordRequired });
    }
    checkNewPair(values, ctx);
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

function checkNewPair(
  { password, confirmation }: { password: string; confirmation: string },
  ctx: z.RefinementCtx,
): void {
  if (!password || !confirmation) {
    if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: M.newPasswordRequired });
    if (!confirmation) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: M.newPasswordRequired });
    }
    return;
  }
  if (password !== confirmation) {
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: M.newPasswordMismatch });
    return;
  }
  if (password.length < PASSWORD_MIN) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: M.newPasswordTooShort });
  }
}
