// Phone numbers are stored as bare digits with country code (e.g. '56912345678').

/**
 * Display form: "plus sign, 3 digits, 4 digits, the rest": '56912345678' → '+569 1234 5678'.
 * Non-digits are stripped first, so already-formatted input is reformatted the same way.
 * Empty (or digit-less) input → ''. Short input yields only the groups it has (no trailing spaces).
 */
export function formatPhone(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  const digits = String(input).replace(/\D/g, '');
  if (digits === '') return '';
  const groups = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter((g) => g !== '');
  return `+${groups.join(' ')}`;
}

/**
 * The digits of a typed phone, or null when it carries anything a phone is not written with
 * (letters, other symbols): '+56 (9) 1234-5678' → '56912345678', '+56 9 CASA' → null. Only
 * digits, spaces, '+', '-', '.', '(' and ')' are read as a phone, so a letter is refused rather
 * than silently dropped (which would store a different number, or none).
 */
export function phoneDigits(input: string): string | null {
  if (!/^[\d\s+\-.()]*$/.test(input)) return null;
  return input.replace(/\D/g, '');
}

/**
 * Chile's numbering plan (Subtel, since February 2016): every number has 9 digits after the
 * country code +56, a mobile's starting with 9 and a landline's with its area code (2 for
 * Santiago). A Chilean phone as stored ('56912345678'), from 9 digits with or without 56, or null.
 */
export function chileanPhone(input: string): string | null {
  const digits = phoneDigits(input);
  if (digits === null) return null;
  const d =
    digits.startsWith('56') && digits.length === 11 ? digits : digits.length === 9 ? `56${digits}` : null;
  if (d === null || !/^56[2-9]\d{8}$/.test(d)) return null;
  return d;
}

/**
 * A phone with its country code, as stored, or null when it is not one. Written with '+', it is
 * taken as written (E.164: at most 15 digits; at least 8 here) unless its code is Chile's, whose
 * numbers have exactly 9 digits after it; without '+', it is Chilean and must be one:
 * '987654321' → '56987654321', '+1 212 555 0100' → '12125550100', '12' → null.
 */
export function phoneWithCountryCode(input: string): string | null {
  const digits = phoneDigits(input);
  if (!digits) return null;
  if (!input.trim().startsWith('+') || digits.startsWith('56')) return chileanPhone(digits);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
