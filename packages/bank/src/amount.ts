// Decimal text → signed integer minor units, by digits: a binary float never touches an amount.

export type AmountProblem = 'nan' | 'decimals' | 'range';

/** Thrown by parseMinor; the readers turn it into a StatementError naming the entry. */
export class AmountFormatError extends Error {
  readonly problem: AmountProblem;
  constructor(problem: AmountProblem) {
    super(problem);
    this.problem = problem;
  }
}

/**
 * Which separator groups thousands when a number has a single separator followed by exactly
 * three digits ('1.234', '1,234'): 'cl' reads '.' as thousands, 'us' reads ',' as thousands,
 * 'none' (OFX, camt) reads any single separator as the decimal point.
 */
export type NumberStyle = 'cl' | 'us' | 'none';

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** Integer and fraction digits of an unsigned number, or null when it is not one. */
const splitDigits = (body: string, style: NumberStyle): [string, string] | null => {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return /^\d+$/.test(body) ? [body, ''] : null;
  if (lastDot !== -1 && lastComma !== -1) {
    // Both present: the last one is the decimal point, the other groups thousands.
    const dec = Math.max(lastDot, lastComma);
    const thousands = dec === lastDot ? ',' : '.';
    const int = body.slice(0, dec);
    const frac = body.slice(dec + 1);
    if (!/^\d*$/.test(frac) || !GROUPED.test(int) || int.includes(body[dec])) return null;
    if (!int.split(thousands).every((g, i) => (i === 0 ? g.length >= 1 : g.length === 3))) return null;
    return [int.split(thousands).join(''), frac];
  }
  const sep = lastDot !== -1 ? '.' : ',';
  const parts = body.split(sep);
  const thousandsSep = style === 'cl' ? '.' : style === 'us' ? ',' : null;
  if (parts.length === 2) {
    const [int, frac] = parts;
    // One separator: thousands only when the style says so and exactly three digits follow.
    if (sep === thousandsSep && frac.length === 3 && /^\d{1,3}$/.test(int) && /^\d{3}$/.test(frac))
      return [int + frac, ''];
    if (/^\d*$/.test(int) && /^\d+$/.test(frac) && int + frac !== '') return [int === '' ? '0' : int, frac];
    return null;
  }
  // Several of the same separator: thousands grouping, whatever the style.
  return GROUPED.test(body) ? [parts.join(''), ''] : null;
};

const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000];

/**
 * The common shapes ('-1234', '1.234.567', '1234.50', '-34,51') read in one pass without
 * allocating; undefined sends anything else (spaces, '$', both separators, odd grouping, more than
 * 15 digits) to the general reader below, which also produces the errors.
 */
const fastMinor = (s: string, exponent: number, style: NumberStyle): number | undefined => {
  const n = s.length;
  let i = 0;
  let negative = false;
  if (s.charCodeAt(0) === 45 /* - */) {
    negative = true;
    i = 1;
  }
  if (i >= n || exponent > 6) return undefined;
  let int = 0;
  let frac = 0;
  let digits = 0;
  let sep = 0; // char code of the separator seen, 0 when none
  let seps = 0;
  let lastSep = -1;
  let firstSep = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits > 15) return undefined;
      int = int * 10 + (c - 48);
    } else if (c === 46 || c === 44) {
      if (sep !== 0 && c !== sep) return undefined;
      if (lastSep === i - 1) return undefined;
      sep = c;
      seps++;
      if (firstSep === -1) firstSep = i;
      lastSep = i;
    } else return undefined;
  }
  if (digits === 0 || lastSep === n - 1) return undefined;
  const start = negative ? 1 : 0;
  let fracDigits = 0;
  if (seps > 0) {
    const tail = n - lastSep - 1;
    const lead = firstSep - start;
    const thousands = style === 'cl' ? 46 : style === 'us' ? 44 : 0;
    const grouped = lead >= 1 && lead <= 3 && tail === 3 && lastSep - firstSep === (seps - 1) * 4;
    if (seps > 1 || (sep === thousands && grouped)) {
      if (!grouped) return undefined;
      // Every separator must be 4 apart (checked by the span above only when evenly spaced).
      for (let k = firstSep; k < lastSep; k += 4) if (s.charCodeAt(k) !== sep) return undefined;
    } else {
      fracDigits = tail;
      const p = POW10[tail];
      if (p === undefined) return undefined;
      frac = int % p;
      int = (int - frac) / p;
      if (lead === 0) return undefined;
    }
  }
  if (fracDigits > exponent) {
    const cut = POW10[fracDigits - exponent];
    if (frac % cut !== 0) return undefined; // the general reader reports the decimals
    frac /= cut;
    fracDigits = exponent;
  }
  const value = int * POW10[exponent] + frac * POW10[exponent - fracDigits];
  return negative && value !== 0 ? -value : value;
};

/**
 * Parses '1.234.567', '-1.234,50', '$ 1.234', '(1.234)', '1,533.50', '0.01', '+12', '12-' into minor
 * units of a currency with `exponent` decimals. Fraction digits beyond the exponent must be zeros
 * ('1500,00' is 1500 pesos; '1500,50' is refused rather than rounded).
 */
export const parseMinor = (text: string, exponent: number, style: NumberStyle): number => {
  const fast = fastMinor(text, exponent, style);
  if (fast !== undefined) return fast;
  let s = text.replace(/[\s\u00a0$]/g, '');
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-') || s.startsWith('+') || s.startsWith('\u2212')) {
    negative = negative || s[0] !== '+';
    s = s.slice(1);
  } else if (s.endsWith('-')) {
    negative = true;
    s = s.slice(0, -1);
  }
  const parts = s === '' ? null : splitDigits(s, style);
  if (parts === null) throw new AmountFormatError('nan');
  const [int, rawFrac] = parts;
  let frac = rawFrac;
  if (frac.length > exponent) {
    if (!/^0*$/.test(frac.slice(exponent))) throw new AmountFormatError('decimals');
    frac = frac.slice(0, exponent);
  }
  const digits = (int + frac.padEnd(exponent, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > 15) throw new AmountFormatError('range');
  const value = Number(digits);
  return negative && value !== 0 ? -value : value;
};

/** Minor units → plain decimal text with '.' ('-34.51', '1500'), as OFX and camt write it. */
export const formatMinor = (minor: number, exponent: number): string => {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const body = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${body}` : body;
};
