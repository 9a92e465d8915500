const DV_CHARS = '0123456789K';

/** Computes the check digit ('0'..'9' or 'K') of a RUT body given as digits. */
export const computeRutDv = (body: string): string => {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return DV_CHARS[rest];
};

/**
 * Returns the canonical form 'body-DV' (no dots, uppercase K, no leading zeros) of a valid RUT,
 * or null when the text is not a RUT or its check digit is wrong. Accepts dots, spaces,
 * a lowercase k and a missing hyphen ('76.354.771-k', '76354771K').
 */
export const normalizeRut = (input: string): string | null => {
  let compact = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '.' || ch === ' ' || ch === '-') continue;
    compact += ch;
  }
  if (compact.length < 2 || compact.length > 10) return null;
  let dv = compact[compact.length - 1];
  if (dv === 'k') dv = 'K';
  let body = compact.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  if (dv !== 'K' && (dv < '0' || dv > '9')) return null;
  // A hyphen, if present, must separate the body from the check digit.
  const hyphen = input.indexOf('-');
  if (hyphen !== -1 && (hyphen !== input.lastIndexOf('-') || input.slice(hyphen + 1).trim().length !== 1)) {
    return null;
  }
  let start = 0;
  while (start < body.length - 1 && body[start] === '0') start++;
  body = body.slice(start);
  if (body === '0') return null;
  return computeRutDv(body) === dv ? `${body}-${dv}` : null;
};

export const isValidRut = (input: string): boolean => normalizeRut(input) !== null;
