import { isValidRut, phoneWithCountryCode } from '@portal/domain';
import { z } from 'zod';
import { AUTH_FORM_MESSAGES, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { BUSINESS_FIELD_LIMITS, BUSINESS_FIELD_MESSAGES, business } from '../businesses';

// Sign-up and onboarding (platform spec §2.2, §4): the server checks these and the forms show the
// same texts before sending.

export const ONBOARDING_MESSAGES = {
  nameRequired: 'Ingresa tu nombre.',
  termsRequired: 'Debes aceptar los términos y condiciones para crear tu cuenta.',
  confirmationRequired: 'Repite tu contraseña.',
  codeInvalid: 'Ingresa el código de 6 dígitos que te enviamos por correo.',
  rutInvalid: 'El RUT no es válido. Revisa los números y el dígito verificador.',
  personalRutInvalid: 'Tu RUT no es válido. Revisa los números y el dígito verificador.',
  personalRutTaken:
    'Ya existe una cuenta de Portal Cliente con este RUT. Si es tuya, inicia sesión con ella.',
  fantasyNameRequired: 'Ingresa el nombre de tu empresa.',
  activityRequired: 'Ingresa el giro de tu empresa.',
  communeRequired: 'Elige la comuna de tu empresa.',
  phoneRequired: 'Ingresa un teléfono de contacto.',
  siiPasswordRequired: 'Ingresa tu clave del SII.',
  tooLong: AUTH_FORM_MESSAGES.tooLong,
} as const;
const M = ONBOARDING_MESSAGES;

export const NAME_MAX = 120;
export const REF_MAX = 64;
export const CODE_LENGTH = 6;

const email = z
  .string()
  .trim()
  .min(1, { error: AUTH_FORM_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: M.tooLong(EMAIL_MAX), abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_FORM_MESSAGES.emailInvalid);
const ref = z.string().trim().min(1).max(REF_MAX).optional();

export const signUpBody = z.object({
  user: z.object({
    name: z.string().trim().min(1, M.nameRequired).max(NAME_MAX, M.tooLong(NAME_MAX)),
    email,
    password: z.string().min(PASSWORD_MIN, AUTH_FORM_MESSAGES.newPasswordTooShort).max(PASSWORD_MAX),
    password_confirmation: z.string().max(PASSWORD_MAX),
    terms_accepted: z.literal(true, M.termsRequired),
    ref,
  }),
});

export const emailBody = z.object({ email });
export const confirmCodeBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.codeInvalid),
});
export const confirmTokenBody = z.object({ token: z.string().min(1).max(200) });
/** Confirmed and signed in: the same answer as sign-in (the session travels in the headers). */
export const confirmedResponse = z.object({
  data: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    uid: z.string(),
    provider: z.literal('email'),
  }),
});

// The terms' shape (terms/schemas.ts), written again so the sign-up screens do not share a chunk
// with the signed-in terms screens.
export const publicTermResponse = z.object({
  term_document: z.object({ id: z.number(), title: z.string(), body: z.string(), version: z.string() }),
});

/** A RUT as typed (with or without dots and dash), valid by modulo 11, or `message`. */
const rutField = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(20, message)
    .refine((v) => isValidRut(v), message);

export const businessRutField = rutField(M.rutInvalid);

const L = BUSINESS_FIELD_LIMITS;
const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, M.tooLong(max));

/** A new business: what the onboarding's business step and "add a business" send. */
export const newBusinessFields = z.object({
  rut: businessRutField,
  fantasy_name: required(L.fantasy_name, M.fantasyNameRequired),
  activity: required(L.activity, M.activityRequired).optional(),
  commune: required(L.commune, M.communeRequired).optional(),
  phone: z
    .string()
    .trim()
    .refine((v) => phoneWithCountryCode(v) !== null, BUSINESS_FIELD_MESSAGES.phone)
    .optional(),
  ref,
});
export type NewBusiness = z.infer<typeof newBusinessFields>;
/** The person's own RUT (users.rut), asked with the first business ("datos de la empresa y personales"). */
export const personalRutField = rutField(M.personalRutInvalid);
export const createBusinessBody = z.object({
  business: newBusinessFields,
  /** The onboarding's step also records who the person is; "agregar empresa" sends no `user`. */
  user: z.object({ rut: personalRutField }).optional(),
});
export const createdBusinessResponse = z.object({ business });

export const checkRutBody = z.object({ rut: z.string().max(20) });
export const checkRutResponse = z.object({
  valid: z.boolean(),
  available: z.boolean(),
  rut: z.string().nullable(),
  message: z.string().nullable(),
});

export const siiCredentialBody = z.object({
  sii_credential: z.object({
    password: z.string().min(1, M.siiPasswordRequired).max(100, M.tooLong(100)),
  }),
});
export const siiCredentialResponse = z.object({
  sii_credential: z.object({ rut: z.string(), stored: z.literal(true), verified: z.boolean() }),
});

/**
 * A new confirmation code is sent at most once in this many seconds per account (the server keeps
 * the earlier code inside it, and the screen waits as long before offering another).
 */
export const CONFIRMATION_RESEND_SECONDS = 60;
