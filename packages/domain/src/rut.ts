// Chilean RUT (Rol Único Tributario): body digits + check digit (DV, "dígito verificador").
// The DV is computed with the modulo-11 algorithm used by the Servicio de Registro Civil / SII.

/** Longest body we accept: RUTs in use today have at most 9 body digits (< 1.000.000.000). */
export const RUT_MAX_BODY_LENGTH = 9;

/** Canonical storage form: body without dots or leading zeros, '-', DV with uppercase 'K'. e.g. '76354771-K'. */
export type CanonicalRut = string;

/**
 * Removes everything except digits and 'k', lowercasing 'K'.
 * Spec: "non-digits except k removed, k lowercased". Does not validate.
 */
export function cleanRut(input: string | null | undefined): string {
  if (!input) return '';
  return input.toLowerCase().replace(/[^0-9k]/g, '');
}

/**
 * Modulo-11 check digit for a RUT body: digits are weighted 2,3,4,5,6,7,2,3,… from the right,
 * the sum is reduced modulo 11 and subtracted from 11; 11 → '0', 10 → 'K' (uppercase, as the
 * canonical form and the SII write it). Throws RangeError when `body` is not all digits.
 */
export function computeRutDv(body: string | number): string {
  const digits = typeof body === 'number' ? String(body) : body;
  if (!/^\d+$/.test(digits)) throw new RangeError(`RUT body must contain only digits: ${String(body)}`);
  return dvOfDigits(digits);
}

/** The modulo-11 digit of a body already known to be digits (the importers' per-row path). */
function dvOfDigits(digits: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'K';
  return String(result);
}

/**
 * Reads body and DV (uppercase) when `input` has the shape of a RUT: digits, optionally grouped
 * with dots or spaces, then the DV, optionally after a single hyphen. Anything else (a letter in
 * the body, a second hyphen, a DV of two characters) is not a RUT, even if stripping it would give
 * one. Leading zeros count toward the 9-digit limit and are stripped. Does not check the DV.
 */
function splitRut(input: string | null | undefined): { body: string; dv: string } | null {
  if (!input) return null;
  // A char loop rather than a regex: the SII importers call this for every row of a file.
  let compact = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch !== '.' && ch !== ' ' && ch !== '-') compact += ch;
  }
  if (compact.length < 2 || compact.length > RUT_MAX_BODY_LENGTH + 1) return null;
  const dv = compact[compact.length - 1].toUpperCase();
  if (dv !== 'K' && (dv < '0' || dv > '9')) return null;
  let start = -1;
  for (let i = 0; i < compact.length - 1; i++) {
    const c = compact.charCodeAt(i);
    if (c < 48 || c > 57) return null;
    if (start === -1 && c !== 48) start = i;
  }
  const hyphen = input.indexOf('-');
  if (hyphen !== -1 && (hyphen !== input.lastIndexOf('-') || input.slice(hyphen + 1).trim().length !== 1)) {
    return null;
  }
  if (start === -1) return null; // an all-zero body
  return { body: compact.slice(start, -1), dv };
}

/**
 * True when `input` (with or without dots/dash, any case of 'k') is a well-formed RUT whose DV matches.
 * Rejects empty input, a body with anything but digits (and dots), bodies longer than 9 digits and an
 * all-zero body.
 */
export function isValidRut(input: string | null | undefined): boolean {
  return toCanonicalRut(input) !== null;
}

/** Inserts a dot every three digits from the right: '76354771' → '76.354.771'. */
function dotThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Display form: "dash before the check digit, dots every three digits", upper-case K as the SII
 * writes it: '76.354.771-K'.
 * Does not validate, so it can format as-you-type input; a single character is returned as is,
 * empty input gives ''.
 */
export function formatRut(input: string | null | undefined): string {
  const clean = cleanRut(input);
  if (clean.length < 2) return clean;
  return `${dotThousands(clean.slice(0, -1))}-${clean.slice(-1).toUpperCase()}`;
}

/**
 * The one canonical storage form: body without dots or leading zeros + '-' + DV with uppercase 'K'
 * (e.g. '76354771-K'). Returns null when the input is not a valid RUT, so callers cannot store garbage.
 */
export function toCanonicalRut(input: string | null | undefined): CanonicalRut | null {
  const parts = splitRut(input);
  if (!parts || dvOfDigits(parts.body) !== parts.dv) return null;
  return `${parts.body}-${parts.dv}`;
}

/** Alias of `toCanonicalRut` (the spec mentions both names; they are the same function). */
export const normalizeRut = toCanonicalRut;

/**
 * Placeholder RUTs for clients not yet enrolled are stored with the marker 'UNENROLLED' in them;
 * those must not be validated or sent to the SII.
 */
export function isUnenrolledRut(rut: string | null | undefined): boolean {
  return typeof rut === 'string' && rut.includes('UNENROLLED');
}
