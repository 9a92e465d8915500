// RUTs inside free text (bank statement descriptions, transfer references). A bank prints the
// counterpart's RUT in whatever form its system keeps: '76.123.456-7', '76123456-7', '76123456 7',
// '761234567', with 'K' or 'k'. We read every one of them, check its modulo-11 digit and return the
// canonical form, so the matcher can look the counterpart up by the same key the documents carry.
import { toCanonicalRut } from '../rut';

/**
 * The shapes we read, most explicit first; each is tried at the start of a digit run and the first
 * one whose check digit validates wins. Bodies have 7 to 9 digits (1.000.000 up to 999.999.999):
 * shorter runs are amounts, folios and branch codes far more often than the few RUTs below a million.
 *
 * - dotted: '76.123.456-7', '7.123.456 K' (thousands dots, then a dash or one space);
 * - dashed: '76123456-7', '76123456 - 7';
 * - spaced: '76123456 7' (one space before the check digit, as some banks print it);
 * - compact: '761234567', '76354771k' — a bare run of 8 to 10 characters.
 *
 * The compact shape is the risky one: any 8–10 digit run (an account number, an operation number)
 * passes the modulo-11 check one time in eleven. We accept it because banks do print RUTs that way,
 * but only as a whole run (never a slice of a longer run) and only when no explicit shape read the
 * same digits; the matcher treats a RUT that belongs to no counterpart as noise, so a false one
 * costs nothing unless it collides with a real counterpart's RUT.
 */
const SHAPES: readonly { re: RegExp; afterLetter: boolean }[] = [
  { re: /(\d{1,3}\.\d{3}\.\d{3})(?:\s*-\s*| )([0-9kK])/y, afterLetter: true },
  { re: /(\d{7,9})\s*-\s*([0-9kK])/y, afterLetter: true },
  { re: /(\d{7,9}) ([0-9kK])/y, afterLetter: false },
  { re: /(\d{7,9})([0-9kK])/y, afterLetter: false },
];

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** A RUT must end where a word ends: not glued to a letter, a digit or a decimal/thousands group. */
function endsCleanly(text: string, end: number): boolean {
  const next = text[end];
  if (next === undefined) return true;
  if (isDigit(next) || isLetter(next)) return false;
  return !((next === '.' || next === ',') && isDigit(text[end + 1]));
}

/**
 * Every valid RUT in `text`, canonical ('76123456-7': body without dots or leading zeros, uppercase
 * K), without repeats, in order of first appearance. Digit runs whose check digit fails are not RUTs.
 */
export function findRutsInText(text: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < text.length) {
    if (!isDigit(text[i]) || isDigit(text[i - 1]) || text[i - 1] === '.' || text[i - 1] === ',') {
      i++;
      continue;
    }
    const afterLetter = isLetter(text[i - 1]);
    let end = -1;
    for (const shape of SHAPES) {
      if (afterLetter && !shape.afterLetter) continue;
      shape.re.lastIndex = i;
      const m = shape.re.exec(text);
      if (!m || !endsCleanly(text, shape.re.lastIndex)) continue;
      const rut = toCanonicalRut(`${m[1].replaceAll('.', '')}-${m[2]}`);
      if (!rut) continue;
      if (!seen.has(rut)) {
        seen.add(rut);
        found.push(rut);
      }
      end = shape.re.lastIndex;
      break;
    }
    if (end !== -1) {
      i = end;
      continue;
    }
    // Not a RUT: skip the whole digit run, so its tail is never read as a RUT of its own.
    while (isDigit(text[i]) || (text[i] === '.' && isDigit(text[i + 1]))) i++;
  }
  return found;
}
