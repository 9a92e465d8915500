// Money helpers. CLP amounts are integer pesos (the peso has no subunit in use); UF values are
// decimals kept as strings end to end — never converted to binary floats (0.1 + 0.2 !== 0.3).

/** Input accepted for CLP amounts: a number, a bigint or a numeric string such as '1234' or '1234.00'. */
export type ClpInput = number | bigint | string;

/**
 * Converts an amount to integer pesos as a bigint, or null if it is not numeric.
 * Fractions are rounded half away from zero (how the SII rounds peso amounts); strings are
 * rounded with string arithmetic so Postgres NUMERIC values like '1234.50' never pass through a float.
 */
function toPesos(value: ClpInput | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const rounded = Math.sign(value) * Math.round(Math.abs(value));
    return BigInt(rounded);
  }
  const match = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$/.exec(value);
  if (!match) return null;
  const [, sign, int, frac = ''] = match;
  let pesos = BigInt(int);
  if (frac !== '' && frac[0] >= '5') pesos += 1n;
  return sign === '-' ? -pesos : pesos;
}

/** Groups digits with '.' every three, the es-CL thousands separator. */
function dotThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats without currency sign: 1234567 → '1.234.567', -1234 → '-1.234'.
 * Non-numeric input (null, NaN, 'abc') → ''.
 */
export function formatThousands(value: ClpInput | null | undefined): string {
  const pesos = toPesos(value);
  if (pesos === null) return '';
  const negative = pesos < 0n;
  const grouped = dotThousands((negative ? -pesos : pesos).toString());
  return negative ? `-${grouped}` : grouped;
}

/**
 * Formats integer pesos: 1234567 → '$1.234.567', negatives as '-$1.234', no decimals.
 * Accepts number, bigint or numeric string; fractions are rounded to the peso. Non-numeric → ''.
 */
export function formatCLP(value: ClpInput | null | undefined): string {
  const plain = formatThousands(value);
  if (plain === '') return '';
  return plain.startsWith('-') ? `-$${plain.slice(1)}` : `$${plain}`;
}

/**
 * Parses a displayed or typed CLP amount: '$1.234' → 1234, '-$1.234' → -1234, '1234' → 1234.
 * Dots are thousands separators and must be correctly grouped when present ('1.5' is rejected rather
 * than silently read as 15). Returns null for anything else, including decimals and unsafe integers.
 */
export function parseCLP(input: string | null | undefined): number | null {
  if (!input) return null;
  const compact = input.replace(/\s/g, '');
  const match = /^([+-]?)\$?([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(compact);
  if (!match) return null;
  const [, signBefore, signAfter, digits] = match;
  if (signBefore !== '' && signAfter !== '') return null;
  const n = Number(digits.replace(/\./g, ''));
  if (!Number.isSafeInteger(n)) return null;
  const negative = signBefore === '-' || signAfter === '-';
  return negative ? -n : n;
}

/** Options for `formatUF`. */
export type FormatUFOptions = {
  /** Fixed number of decimals (rounded half up / padded). Omit to keep the decimals as given. */
  decimals?: number;
};

/** Splits a plain decimal string ('-37123.45') into parts, or null if it is not one. */
function splitDecimal(value: string): { negative: boolean; int: string; frac: string } | null {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$/.exec(value);
  if (!match) return null;
  return { negative: match[1] === '-', int: match[2].replace(/^0+(?=\d)/, ''), frac: match[3] ?? '' };
}

/** Rounds a digit string decimal to `decimals` places, half up, using only string/bigint arithmetic. */
function roundDecimal(int: string, frac: string, decimals: number): { int: string; frac: string } {
  if (frac.length <= decimals) return { int, frac: frac.padEnd(decimals, '0') };
  const roundUp = frac[decimals] >= '5';
  let scaled = BigInt(int + frac.slice(0, decimals));
  if (roundUp) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return { int: digits.slice(0, digits.length - decimals), frac: digits.slice(digits.length - decimals) };
}

/**
 * Formats a UF (Unidad de Fomento) value given as a decimal string with '.' as decimal point
 * (how APIs and Postgres NUMERIC return it): '37123.45' → '37.123,45' (es-CL: dot thousands,
 * comma decimals). bigint is accepted for whole values. Invalid input → ''.
 */
export function formatUF(value: string | bigint | null | undefined, options: FormatUFOptions = {}): string {
  if (value === null || value === undefined) return '';
  const parts = splitDecimal(typeof value === 'bigint' ? value.toString() : value);
  if (!parts) return '';
  let { int, frac } = parts;
  if (options.decimals !== undefined) {
    if (!Number.isInteger(options.decimals) || options.decimals < 0) {
      throw new RangeError(`decimals must be a non-negative integer: ${options.decimals}`);
    }
    ({ int, frac } = roundDecimal(int, frac, options.decimals));
  }
  const isZero = /^0*$/.test(int + frac);
  const body = frac === '' ? dotThousands(int) : `${dotThousands(int)},${frac}`;
  return parts.negative && !isZero ? `-${body}` : body;
}

/**
 * Inverse of `formatUF`: '37.123,45' → '37123.45' (a decimal string, not a float). Dots must be
 * correctly grouped thousands when present. Returns null for anything else.
 */
export function parseUF(input: string | null | undefined): string | null {
  if (!input) return null;
  const match = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(input.replace(/\s/g, ''));
  if (!match) return null;
  const [, sign, int, frac] = match;
  const digits = int.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  const plain = frac === undefined ? digits : `${digits}.${frac}`;
  return sign === '-' && !/^[0.]*$/.test(plain) ? `-${plain}` : plain;
}
