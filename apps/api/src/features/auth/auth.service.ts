import type { Db } from '@portal/db';
import { AUTH_FORM_MESSAGES, PASSWORD_MIN } from '@portal/contracts';
import { AppError, badRequest, notFound, tooMany } from '../../lib/errors';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { dummyVerify, hashPassword, verifyPassword, verifySignIn } from '../../lib/passwords';
import { queueSecretMail } from '../mail/mail.service';
import {
  consumeReset,
  createReset,
  findLiveReset,
  RESET_LIFETIME_MINUTES,
  voidResets,
} from './password-resets.repository';
import {
  LOCK_AFTER,
  accountDelayMs,
  clearFailures,
  confirmKeys,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
} from './throttle.repository';
import { loadProfile } from './profile.repository';
import { evictUser } from './session-cache';
import { type IssuedToken, issueToken, revokeOtherTokens, revokeToken } from './tokens.repository';
import { type UserRow, deleteUser, findUserByEmail, findUserById, setPasswordHash } from './users.repository';
import { escapeHtml } from '../../lib/html';
import { isCommonPassword } from '../../lib/common-passwords';

export const MSG = {
  missing: 'Falta user y/o password para login',
  badCredentials: 'Correo o contraseña incorrectos.',
  throttled: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo nuevamente.',
  passwordNull: 'Contraseña y confirmación no deben ser nulas',
  // The spec's text (platform spec §5); the forms show their own plainer one before sending.
  passwordMismatch: 'Credenciales no iguales',
  passwordShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  passwordCommon:
    'Esa contraseña está entre las más usadas y es fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
  resetInvalid: 'El enlace para recuperar la contraseña no es válido o ya expiró.',
  wrongPassword: 'La contraseña no es correcta.',
  currentPasswordMissing: AUTH_FORM_MESSAGES.currentPasswordRequired,
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  unconfirmed:
    'Tu cuenta aún no está confirmada. Ingresa el código que te enviamos por correo o pide uno nuevo.',
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What onboarding needs to open a session for an account it has just confirmed. */
export { hashToken, newToken } from './tokens';

export type SignInResult = { user: UserRow; token: IssuedToken };

export async function signIn(db: Db, email: string | undefined, password: string | undefined, ip: string) {
  if (!email?.trim() || !password) throw badRequest(MSG.missing);
  const keys = throttleKeys(email, ip);
  // The attempt is counted before the check, so a parallel burst gets at most the limit checked.
  const reservation = await reserveAttempt(
    db,
    [
      { key: keys.pair, lockAfter: LOCK_AFTER.pair },
      { key: keys.ip, lockAfter: LOCK_AFTER.ip },
    ],
    keys.account,
  );
  if (!reservation.admitted) throw tooMany(MSG.throttled, reservation.lockedSeconds);
  // An account many addresses failed on answers slower, never not at all (throttle.repository.ts).
  const delay = accountDelayMs(reservation.accountFailures);
  if (delay > 0) await sleep(delay);

  const user = await findUserByEmail(db, email);
  // An unknown e-mail costs the same argon2 work as a known one, so timing does not tell them apart.
  const ok = user
    ? await verifySignIn(user.password_hash, password)
    : await dummyVerify(password).then(() => false);
  // A failure stays counted on the pair and the address (reserved above) and is counted on the
  // account now: the account only slows down, and parallel right passwords must not slow each
  // other. A success clears its pair and account and gives the address its count back.
  if (!user || !ok) {
    await recordFailure(db, keys.account);
    throw new AppError(401, MSG.badCredentials, 'bad_credentials');
  }
  await clearFailures(db, [keys.pair, keys.account]);
  await releaseAttempt(db, keys.ip, LOCK_AFTER.ip);
  // Told only to whoever knows the password, so it reveals nothing about which e-mails exist.
  if (user.confirmed_at === null) throw new AppError(403, MSG.unconfirmed, 'unconfirmed');
  const token = await issueToken(db, user.id);
  return { user, token } satisfies SignInResult;
}

export function checkNewPassword(password?: string | null, confirmation?: string | null): string {
  if (!password || !confirmation) throw badRequest(MSG.passwordNull);
  if (password !== confirmation) throw badRequest(MSG.passwordMismatch);
  if (password.length < PASSWORD_MIN) throw badRequest(MSG.passwordShort);
  if (isCommonPassword(password)) throw badRequest(MSG.passwordCommon);
  return password;
}

/**
 * Checks the signed-in user's password on a route other than sign-in, throttled like sign-in (the
 * user locks after 5 failures, the address counts with sign-in's) and reserved before the check.
 */
async function confirmPassword(db: Db, userId: number, ip: string, password: string, wrong: string) {
  const keys = confirmKeys(userId, ip);
  const reservation = await reserveAttempt(db, [
    { key: keys.user, lockAfter: LOCK_AFTER.pair },
    { key: keys.ip, lockAfter: LOCK_AFTER.ip },
  ]);
  if (!reservation.admitted) throw tooMany(MSG.throttled, reservation.lockedSeconds);
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    throw new AppError(403, wrong, 'wrong_password');
  }
  await clearFailures(db, [keys.user]);
  await releaseAttempt(db, keys.ip, LOCK_AFTER.ip);
}

export type PasswordChange = {
  current?: string | null;
  password?: string | null;
  confirmation?: string | null;
};

/**
 * Changes the password (the current one first), ends every other session of the user and voids
 * the reset links still pending (a link read from the mailbox must not outlive the change).
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepTokenId: number,
  ip: string,
  { current, password, confirmation }: PasswordChange,
): Promise<void> {
  // The new pair is checked first: a typo there should not spend one of the 5 attempts.
  const next = checkNewPassword(password, confirmation);
  if (!current) throw badRequest(MSG.currentPasswordMissing);
  await confirmPassword(db, userId, ip, current, MSG.wrongCurrentPassword);
  const hashed = await hashPassword(next);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hashed);
    await revokeOtherTokens(tx, userId, keepTokenId);
    await voidResets(tx, userId);
  });
  // Again after the commit: a look-up that read the old rows before it must not stay cached.
  evictUser(userId, keepTokenId);
}

/**
 * Always answers the same, whether the email exists or not (no account enumeration): a known
 * e-mail only writes the link and its mail to the outbox (one short transaction); the queue sends
 * it, so neither SMTP's time nor its failure reaches the answer.
 */
export async function sendResetInstructions(db: Db, mailer: Mailer, publicUrl: string, email: string) {
  const user = await findUserByEmail(db, email);
  await db.transaction(async (tx) => {
    // No wait for the commit's flush: it is most of what a known e-mail would cost more (a reset
    // lost to a crash in the next moment costs only asking again).
    await tx.query('SET LOCAL synchronous_commit = off');
    if (!user) {
      // The same round trips as the known path, writing nothing.
      await tx.query('SELECT count(*) FROM password_resets WHERE user_id = 0');
      await tx.query('SELECT count(*) FROM outbox_emails WHERE id = 0');
      await tx.query('SELECT count(*) FROM jobs WHERE id = 0');
      return;
    }
    const token = await createReset(tx, user.id);
    await queueSecretMail(tx, mailer, resetMail(user, `${publicUrl}/reset_password/${token}`));
  });
}

function resetMail(user: UserRow, link: string): MailMessage {
  return {
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
  };
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
    await voidResets(tx, reset.user_id);
    await setPasswordHash(tx, reset.user_id, hashed);
    await revokeOtherTokens(tx, reset.user_id, null);
  });
  // Again after the commit: a look-up that read the old rows before it must not stay cached.
  evictUser(reset.user_id);
}

export async function deleteAccount(db: Db, userId: number, ip: string, password: string): Promise<void> {
  await confirmPassword(db, userId, ip, password, MSG.wrongPassword);
  await deleteUser(db, userId);
}

/** Ends the calling device's session only; the user's other devices stay signed in. */
export async function signOut(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

/** The signed-in user with the businesses they belong to; a session outliving its user is a 404. */
export async function getProfile(db: Db, userId: number) {
  const user = await loadProfile(db, userId);
  if (!user) throw notFound();
  return user;
}
