import type { Db } from '@portal/db';
import { PASSWORD_MIN } from '@portal/contracts';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import {
  consumeReset,
  createReset,
  findLiveReset,
  RESET_LIFETIME_MINUTES,
} from './password-resets.repository';
import { MAX_FAILURES, clearFailures, lockedFor, recordFailure } from './throttle.repository';
import { evictUser } from './session-cache';
import { type IssuedToken, issueToken, revokeOtherTokens } from './tokens.repository';
import { type UserRow, deleteUser, findUserByEmail, findUserById, setPasswordHash } from './users.repository';

export const MSG = {
  missing: 'Falta user y/o password para login',
  badCredentials: 'Correo o contraseña incorrectos.',
  throttled: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo nuevamente.',
  passwordNull: 'Contraseña y confirmación no deben ser nulas',
  passwordMismatch: 'Credenciales no iguales',
  passwordShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  resetInvalid: 'El enlace para recuperar la contraseña no es válido o ya expiró.',
  wrongPassword: 'La contraseña no es correcta.',
} as const;

export type SignInResult = { user: UserRow; token: IssuedToken };

export async function signIn(db: Db, email: string | undefined, password: string | undefined, ip: string) {
  if (!email?.trim() || !password) throw badRequest(MSG.missing);
  const accountKey = `email:${email.trim().toLowerCase()}`;
  const ipKey = `ip:${ip}`;
  const wait = Math.max(await lockedFor(db, accountKey), await lockedFor(db, ipKey));
  if (wait > 0) throw tooMany(MSG.throttled, wait);

  const user = await findUserByEmail(db, email);
  // An unknown e-mail costs the same argon2 work as a known one, so timing does not tell them apart.
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : await dummyVerify(password).then(() => false);
  if (!user || !ok) {
    await recordFailure(db, accountKey, MAX_FAILURES.account);
    await recordFailure(db, ipKey, MAX_FAILURES.ip);
    throw new AppError(401, MSG.badCredentials, 'bad_credentials');
  }
  await clearFailures(db, accountKey);
  const token = await issueToken(db, user.id);
  return { user, token } satisfies SignInResult;
}

export function checkNewPassword(password?: string | null, confirmation?: string | null): string {
  if (!password || !confirmation) throw badRequest(MSG.passwordNull);
  if (password !== confirmation) throw badRequest(MSG.passwordMismatch);
  if (password.length < PASSWORD_MIN) throw badRequest(MSG.passwordShort);
  return password;
}

/** Changes the password and ends every other session of the user. */
export async function changePassword(
  db: Db,
  userId: number,
  keepTokenId: number,
  password?: string | null,
  confirmation?: string | null,
): Promise<void> {
  const next = checkNewPassword(password, confirmation);
  const hashed = await hashPassword(next);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hashed);
    await revokeOtherTokens(tx, userId, keepTokenId);
  });
  // Again after the commit: a look-up that read the old rows before it must not stay cached.
  evictUser(userId, keepTokenId);
}

/** Always answers the same, whether the email exists or not (no account enumeration). */
export async function sendResetInstructions(db: Db, mailer: Mailer, publicUrl: string, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createReset(db, user.id);
  const link = `${publicUrl}/reset_password/${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Recupera tu contraseña de Portal Cliente',
    text: [
      `Hola ${user.name}:`,
      '',
      'Recibimos una solicitud para cambiar la contraseña de tu cuenta en Portal Cliente.',
      `Para crear una nueva, abre este enlace (vale por ${RESET_LIFETIME_MINUTES} minutos y sirve una sola vez):`,
      link,
      '',
      'Si no lo pediste tú, ignora este correo: tu contraseña no cambiará.',
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Recibimos una solicitud para cambiar la contraseña de tu cuenta en Portal Cliente.</p><p><a href="${link}">Crear una nueva contraseña</a> (vale por ${RESET_LIFETIME_MINUTES} minutos y sirve una sola vez).</p><p>Si no lo pediste tú, ignora este correo: tu contraseña no cambiará.</p>`,
  });
}

export async function showReset(db: Db, token: string) {
  const reset = await findLiveReset(db, token);
  if (!reset) throw badRequest(MSG.resetInvalid);
  return { email: reset.email, name: reset.name };
}

/** Sets the new password from a single-use link, and ends every session of the user. */
export async function resetPassword(
  db: Db,
  token: string,
  password?: string | null,
  confirmation?: string | null,
): Promise<void> {
  const next = checkNewPassword(password, confirmation);
  const reset = await findLiveReset(db, token);
  if (!reset) throw badRequest(MSG.resetInvalid);
  const hashed = await hashPassword(next);
  await db.transaction(async (tx) => {
    if (!(await consumeReset(tx, reset.id))) throw badRequest(MSG.resetInvalid);
    await setPasswordHash(tx, reset.user_id, hashed);
    await revokeOtherTokens(tx, reset.user_id, null);
  });
  // Again after the commit: a look-up that read the old rows before it must not stay cached.
  evictUser(reset.user_id);
}

export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    throw new AppError(403, MSG.wrongPassword, 'wrong_password');
  }
  await deleteUser(db, userId);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
