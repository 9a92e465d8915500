import { type Business, type NewBusiness, ONBOARDING_MESSAGES } from '@portal/contracts';
import type { Db } from '@portal/db';
import { findCommune, isValidRut, phoneWithCountryCode, toCanonicalRut } from '@portal/domain';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secrets';
import { personalRutTaken, setPersonalRut, throttledCheck } from '../auth/accounts.service';
import { checkNewPassword } from '../auth/auth.service';
import { issueToken } from '../auth/session.service';
import {
  BUSINESS_MSG,
  createOwnedBusiness,
  findBusiness,
  isRutRegistered,
} from '../businesses/businesses.service';
import { queueMail, queueSecretMail } from '../mail/mail.service';
import { getActiveTerm } from '../terms/terms.service';
import { confirmationMail, existingAccountMail } from './onboarding.mails';
import {
  CONFIRMATION,
  acceptSignUpTerms,
  checkCode,
  consumeLink,
  findUser,
  insertUnconfirmedUser,
  issueConfirmation,
  markConfirmed,
  referralOf,
  saveSiiCredential,
} from './onboarding.repository';

export const ONBOARDING_MSG = {
  signUpSent:
    'Te enviamos un correo con un código para confirmar tu cuenta. Si no llega en unos minutos, revisa tu carpeta de spam.',
  resendSent: 'Si la cuenta existe y aún no está confirmada, te enviamos un nuevo código por correo.',
  codeWrong: 'El código no es correcto o ya expiró. Revísalo o pide uno nuevo.',
  linkWrong: 'El enlace de confirmación no es válido o ya expiró. Pide un nuevo código.',
  rutInvalid: 'El RUT no es válido. Revisa los números y el dígito verificador.',
  badCommune: BUSINESS_MSG.badCommune,
  badPhone: BUSINESS_MSG.badPhone,
  noSiiRut: 'La empresa no tiene un RUT inscrito en el SII.',
} as const;

export type Confirmed = {
  user: { id: number; email: string; name: string };
  token: Awaited<ReturnType<typeof issueToken>>;
};

type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

const linkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/on-boarding/token-confirmation?token=${encodeURIComponent(token)}`;

export type SignUp = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  ref?: string;
};

/**
 * Creates an unconfirmed account and mails its code. An e-mail that already has an account gets
 * a notice instead (it can sign in or recover its password) and the caller the same answer, so
 * sign-up never tells whether an address is registered. The password is hashed either way.
 */
export async function signUp({ db, mailer, publicUrl }: MailDeps, input: SignUp): Promise<string> {
  const password = checkNewPassword(input.password, input.password_confirmation);
  const [passwordHash, term] = await Promise.all([
    hashPassword(password),
    getActiveTerm(db).catch(() => null),
  ]);
  await db.transaction(async (tx) => {
    const user = await insertUnconfirmedUser(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      referral: input.ref ?? null,
      termId: term?.id ?? null,
    });
    if (!user) {
      const existing = await findUser(tx, input.email);
      if (existing?.confirmed_at === null) {
        // The same person signing up again: a new code, as "resend" would.
        const issued = await issueConfirmation(tx, existing.id);
        if (issued)
          await queueSecretMail(
            tx,
            mailer,
            confirmationMail(existing, issued, linkOf(publicUrl, issued.token)),
          );
        return;
      }
      await queueMail(tx, mailer, existingAccountMail(input.email.trim().toLowerCase(), publicUrl));
      return;
    }
    const issued = await issueConfirmation(tx, user.id);
    if (issued)
      await queueSecretMail(tx, mailer, confirmationMail(user, issued, linkOf(publicUrl, issued.token)));
  });
  return ONBOARDING_MSG.signUpSent;
}

/** A new code for an unconfirmed account; the same answer for any e-mail. */
export async function resendConfirmation(
  { db, mailer, publicUrl }: MailDeps,
  email: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const user = await findUser(tx, email);
    if (!user || user.confirmed_at !== null) return;
    const issued = await issueConfirmation(tx, user.id);
    if (issued)
      await queueSecretMail(tx, mailer, confirmationMail(user, issued, linkOf(publicUrl, issued.token)));
  });
  return ONBOARDING_MSG.resendSent;
}

/** Confirms by code and opens a session. Unknown e-mail, wrong, expired or spent code: one answer. */
export async function confirmByCode(db: Db, email: string, code: string): Promise<Confirmed> {
  // Counted per address over the window before anything is looked up, known or not (the same
  // 429 for both, so the cap tells nothing about which addresses have accounts).
  const key = `confirm-code:email:${email.trim().toLowerCase()}`;
  const confirmed = await throttledCheck(db, key, CONFIRMATION.attemptsPerWindow, async () => {
    const user = await findUser(db, email);
    if (!user || user.confirmed_at !== null) return { ok: false, value: null };
    // The attempt is committed whether or not the code is right: a wrong code must stay counted.
    const result = await db.transaction(async (tx) => {
      const check = await checkCode(tx, user.id, code);
      if (check === 'ok') await markConfirmed(tx, user.id);
      return check;
    });
    return result === 'ok' ? { ok: true, value: user } : { ok: false, value: null };
  });
  if (!confirmed) throw badRequest(ONBOARDING_MSG.codeWrong);
  return { user: confirmed, token: await issueToken(db, confirmed.id) };
}

export async function confirmByLink(db: Db, token: string): Promise<Confirmed> {
  const userId = await db.transaction(async (tx) => {
    const id = await consumeLink(tx, token);
    if (id !== null) await markConfirmed(tx, id);
    return id;
  });
  if (userId === null) throw badRequest(ONBOARDING_MSG.linkWrong);
  const { rows } = await db.query<{ id: number; email: string; name: string }>(
    'SELECT id, email, name FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw badRequest(ONBOARDING_MSG.linkWrong);
  return { user, token: await issueToken(db, userId) };
}

type RutCheck = { valid: boolean; available: boolean; rut: string | null; message: string | null };

/** Modulo 11 first; then whether `taken` says the canonical RUT is already someone's. */
async function checkRut(
  rut: string,
  messages: { invalid: string; taken: string },
  taken: (canonical: string) => Promise<boolean>,
): Promise<RutCheck> {
  const canonical = isValidRut(rut) ? toCanonicalRut(rut) : null;
  if (!canonical) return { valid: false, available: false, rut: null, message: messages.invalid };
  const isTaken = await taken(canonical);
  return { valid: true, available: !isTaken, rut: canonical, message: isTaken ? messages.taken : null };
}

export const checkBusinessRut = (db: Db, rut: string) =>
  checkRut(
    rut,
    { invalid: ONBOARDING_MSG.rutInvalid, taken: 'Esta empresa ya está registrada en Portal Cliente.' },
    (canonical) => isRutRegistered(db, canonical),
  );

/**
 * check_rut (platform §7 "check rut"): the person's own RUT, modulo 11 and not another account's.
 * It needs a session, like check_business_rut: whether a RUT has an account is not told to anyone.
 */
export const checkPersonalRut = (db: Db, userId: number, rut: string) =>
  checkRut(
    rut,
    { invalid: ONBOARDING_MESSAGES.personalRutInvalid, taken: ONBOARDING_MESSAGES.personalRutTaken },
    (canonical) => personalRutTaken(db, canonical, userId),
  );

/**
 * POST users/businesses: the signed-in user's new business, owned by them; with `personalRut` (the
 * onboarding's step) the person's own RUT is recorded in the same transaction, or nothing is.
 */
export async function addBusiness(
  db: Db,
  userId: number,
  input: NewBusiness,
  forced: ReadonlySet<string>,
  personalRut?: string,
): Promise<Business> {
  const rut = isValidRut(input.rut) ? toCanonicalRut(input.rut) : null;
  if (!rut) throw badRequest(ONBOARDING_MSG.rutInvalid);
  const ownRut = personalRut === undefined ? null : toCanonicalRut(personalRut);
  if (personalRut !== undefined && !ownRut) throw badRequest(ONBOARDING_MESSAGES.personalRutInvalid);
  const commune = input.commune ? findCommune(input.commune) : null;
  if (commune === undefined) throw badRequest(ONBOARDING_MSG.badCommune);
  let phone: string | null = null;
  if (input.phone) {
    phone = phoneWithCountryCode(input.phone);
    if (!phone) throw badRequest(ONBOARDING_MSG.badPhone);
  }
  return db.transaction(async (tx) => {
    if (ownRut && !(await setPersonalRut(tx, userId, ownRut)))
      throw conflict(ONBOARDING_MESSAGES.personalRutTaken);
    const referral = input.ref ?? (await referralOf(tx, userId));
    const business = await createOwnedBusiness(
      tx,
      userId,
      {
        rut,
        fantasy_name: input.fantasy_name.trim(),
        activity: input.activity?.trim() || null,
        commune: commune?.name ?? null,
        phone,
        referral_code: referral,
      },
      forced,
    );
    await acceptSignUpTerms(tx, business.id, userId);
    return business;
  });
}

/** Seals the SII key with APP_SECRET, bound to the business; checking it with the SII is a deployment adapter. */
export async function storeSiiCredential(
  db: Db,
  secrets: SecretBox,
  businessId: number,
  userId: number,
  password: string,
) {
  const business = await findBusiness(db, businessId);
  const rut = business ? toCanonicalRut(business.rut) : null;
  if (!rut) throw new AppError(422, ONBOARDING_MSG.noSiiRut, 'unprocessable');
  const sealed = secrets.seal(password, `sii-password:business:${businessId}`);
  await saveSiiCredential(db, businessId, rut, sealed, userId);
  return { rut, stored: true as const, verified: false };
}

export { CONFIRMATION };
