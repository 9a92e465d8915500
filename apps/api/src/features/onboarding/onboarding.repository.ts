import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_RESEND_SECONDS } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export const CONFIRMATION = {
  lifetimeMinutes: 30,
  maxAttempts: 5,
  /**
   * Code attempts per e-mail address within the sign-in throttle's window (15 minutes), whatever
   * codes were sent meanwhile: a new code resets its own count, never this one, so asking for
   * codes again does not buy guesses.
   */
  attemptsPerWindow: 10,
  /** A new code is sent at most once a minute per account. */
  resendAfterSeconds: CONFIRMATION_RESEND_SECONDS,
} as const;

export type SignUpUser = { id: number; email: string; name: string; confirmed_at: Date | null };

export async function findUser(db: Queryable, email: string): Promise<SignUpUser | null> {
  const { rows } = await db.query<SignUpUser>(
    'SELECT id, email, name, confirmed_at FROM users WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string;
  referral: string | null;
  termId: number | null;
};

/** An unconfirmed account; null when the e-mail already has one (the unique key decides). */
export async function insertUnconfirmedUser(db: Queryable, u: NewUser): Promise<SignUpUser | null> {
  const { rows } = await db.query<SignUpUser>(
    `INSERT INTO users (email, name, password_hash, confirmed_at, referral_code, term_document_id, terms_accepted_at)
     VALUES ($1, $2, $3, NULL, $4, $5, now())
     ON CONFLICT (email) DO NOTHING
     RETURNING id, email, name, confirmed_at`,
    [u.email.trim().toLowerCase(), u.name.trim(), u.passwordHash, u.referral, u.termId],
  );
  return rows[0] ?? null;
}

const hashCode = (salt: string, userId: number, code: string) =>
  createHash('sha256').update(`${salt}:${userId}:${code}`).digest('hex');
const hashLink = (token: string) => createHash('sha256').update(token).digest('hex');

export type IssuedConfirmation = { code: string; token: string };

/**
 * A fresh code and link for the account, replacing the earlier one; null when one was issued
 * less than a minute ago (the caller answers the same, so the mailbox cannot be flooded).
 */
export async function issueConfirmation(db: Queryable, userId: number): Promise<IssuedConfirmation | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomBytes(32).toString('base64url');
  const salt = randomBytes(16).toString('hex');
  const { rows } = await db.query(
    `INSERT INTO account_confirmations (user_id, code_salt, code_hash, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
     ON CONFLICT (user_id) DO UPDATE
       SET code_salt = EXCLUDED.code_salt, code_hash = EXCLUDED.code_hash, token_hash = EXCLUDED.token_hash,
           attempts = 0, expires_at = EXCLUDED.expires_at, created_at = now()
       WHERE account_confirmations.created_at < now() - make_interval(secs => $6)
     RETURNING user_id`,
    [
      userId,
      salt,
      hashCode(salt, userId, code),
      hashLink(token),
      CONFIRMATION.lifetimeMinutes,
      CONFIRMATION.resendAfterSeconds,
    ],
  );
  return rows.length === 1 ? { code, token } : null;
}

export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * Checks a code against the account's live confirmation, counting the attempt first (row locked),
 * so parallel guesses get at most maxAttempts checked. A right code consumes the confirmation.
 */
export async function checkCode(tx: Queryable, userId: number, code: string): Promise<CodeCheck> {
  const { rows } = await tx.query<{ code_salt: string; code_hash: string }>(
    `UPDATE account_confirmations SET attempts = attempts + 1
      WHERE user_id = $1 AND expires_at > now() AND attempts < $2
      RETURNING code_salt, code_hash`,
    [userId, CONFIRMATION.maxAttempts],
  );
  const live = rows[0];
  if (!live) return 'none';
  const given = Buffer.from(hashCode(live.code_salt, userId, code));
  if (!timingSafeEqual(given, Buffer.from(live.code_hash))) return 'wrong';
  await tx.query('DELETE FROM account_confirmations WHERE user_id = $1', [userId]);
  return 'ok';
}

/** The account a live link belongs to, consuming the link; null when unknown or expired. */
export async function consumeLink(tx: Queryable, token: string): Promise<number | null> {
  const { rows } = await tx.query<{ user_id: number }>(
    `DELETE FROM account_confirmations WHERE token_hash = $1 AND expires_at > now() RETURNING user_id`,
    [hashLink(token)],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

export async function markConfirmed(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    'UPDATE users SET confirmed_at = now(), updated_at = now() WHERE id = $1 AND confirmed_at IS NULL',
    [userId],
  );
}

/** The terms the user accepted at sign-up, recorded as accepted by the new business too. */
export async function acceptSignUpTerms(tx: Queryable, businessId: number, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO business_terms (business_id, term_document_id, accepted, accepted_at, accepted_by)
     SELECT $1, u.term_document_id, true, coalesce(u.terms_accepted_at, now()), u.id
       FROM users u WHERE u.id = $2 AND u.term_document_id IS NOT NULL
     ON CONFLICT (business_id, term_document_id) DO NOTHING`,
    [businessId, userId],
  );
}

export async function referralOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ referral_code: string | null }>(
    'SELECT referral_code FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.referral_code ?? null;
}

export async function saveSiiCredential(
  db: Queryable,
  businessId: number,
  rut: string,
  sealed: string,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO sii_credentials (business_id, rut, password_sealed, updated_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id) DO UPDATE
       SET rut = EXCLUDED.rut, password_sealed = EXCLUDED.password_sealed, verified_at = NULL,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [businessId, rut, sealed, userId],
  );
}
