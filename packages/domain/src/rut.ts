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
 * the sum is reduced modulo 11 and subtracted from 11; 11 → '0', 10 → 'k'.
 * Returns lowercase 'k' to match `cleanRut`. Throws RangeError when `body` is not all digits.
 */
export function computeRutDv(body: string | number): string {
  const digits = typeof body === 'number' ? String(body) : body;
  if (!/^\d+$/.test(digits)) throw new RangeError(`RUT body must contain only digits: ${String(body)}`);
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'k';
  return String(result);
}

/** Splits a cleaned RUT into body and DV when it has a plausible shape (1–9 body digits + DV). */
function splitClean(input: string | null | undefined): { body: string; dv: string } | null {
  const clean = cleanRut(input);
  // 'k' may only appear as the DV; the body is 1..9 digits (leading zeros are tolerated here
  // and stripped by toCanonicalRut, but still count toward the length limit).
  const match = new RegExp(`^(\\d{1,${RUT_MAX_BODY_LENGTH}})([0-9k])$`).exec(clean);
  if (!match) return null;
  return { body: match[1], dv: match[2] };
}

/**
 * True when `input` (with or without dots/dash, any case of 'k') is a well-formed RUT whose DV matches.
 * Rejects empty input, a missing body, bodies longer than 9 digits and an all-zero body.
 */
export function isValidRut(input: string | null | undefined): boolean {
  const parts = splitClean(input);
  if (!parts) return false;
  if (/^0+$/.test(parts.body)) return false;
  return computeRutDv(parts.body) === parts.dv;
}

/** Inserts a dot every three digits from the right: '76354771' → '76.354.771'. */
function dotThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Display form: "dash before the check digit, dots every three digits", lowercase k: '76.354.771-k'.
 * Does not validate, so it can format as-you-type input; a single character is returned as is,
 * empty input gives ''.
 */
export function formatRut(input: string | null | undefined): string {
  const clean = cleanRut(input);
  if (clean.length < 2) return clean;
  return `${dotThousands(clean.slice(0, -1))}-${clean.slice(-1)}`;
}

/**
 * The one canonical storage form: body without dots or leading zeros + '-' + DV with uppercase 'K'
 * (e.g. '76354771-K'). Returns null when the input is not a valid RUT, so callers cannot store garbage.
 */
export function toCanonicalRut(input: string | null | undefined): CanonicalRut | null {
  if (!isValidRut(input)) return null;
  const parts = splitClean(input)!;
  return `${parts.body.replace(/^0+/, '')}-${parts.dv.toUpperCase()}`;
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
