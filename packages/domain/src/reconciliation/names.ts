// Counterpart names as banks print them: upper case, no accents, cut at 20–30 characters
// ('TRANSF DE COMERCIAL LOS AND'), sometimes with or without the legal form. We compare names in
// one folded form so 'Comercial Los Andes SpA' and 'COMERCIAL LOS ANDES' are the same name.
import { foldForSearch } from '../text';

/** Folded text: lower case, no accents, abbreviations' dots joined, anything else a single space. */
export function foldName(text: string): string {
  // Statements are ASCII: read them in one pass, the same as the general way below.
  let out = '';
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 128) return foldNameSlowly(text);
    // A dot before a non-space joins ('S.A.' → 'sa'); apostrophes, '^' and '`' vanish.
    if (c === 46) {
      const next = text.charCodeAt(i + 1);
      if (i + 1 < text.length && !(next === 32 || (next >= 9 && next <= 13))) continue;
    } else if (c === 39 || c === 94 || c === 96) continue;
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (gap && out.length > 0) out += ' ';
      gap = false;
      out += String.fromCharCode(c);
    } else gap = true;
  }
  return out;
}

function foldNameSlowly(text: string): string {
  return foldForSearch(text.replace(/\.(?=\S)/g, '').replace(/\./g, ' '))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Legal forms and their pieces: they say nothing about who the counterpart is. */
const LEGAL_FORMS = new Set([
  'spa',
  'ltda',
  'limitada',
  'sa',
  'eirl',
  'cia',
  'y',
  'sociedad',
  'anonima',
  'ltd',
]);

/**
 * Folded name: lower case, no accents, dots of abbreviations joined ('S.A.' → 'sa', 'E.I.R.L.' →
 * 'eirl'), anything but letters and digits a space, trailing legal forms removed.
 * 'Comercial Los Andes S.A.' → 'comercial los andes'.
 */
export function normalizeCounterpartyName(name: string): string {
  const words = foldName(name).split(' ').filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** Characters of a folded name that must be read before a prefix counts as the name. */
export const NAME_MIN_PREFIX = 12;

/**
 * How many characters of `name` (folded) `text` (folded) carries from `at`; 0 when it does not
 * carry the name. A cut name counts when at least NAME_MIN_PREFIX characters are there and the
 * text's word ends where the cut is ('comercial los and' for 'comercial los andes'); a shorter name
 * counts only whole and followed by a word's end.
 */
export function namePrefixLength(name: string, text: string, at: number): number {
  let n = 0;
  while (n < name.length && at + n < text.length && name[n] === text[at + n]) n++;
  const next = text[at + n];
  const wordEnds = next === undefined || next === ' ';
  if (n === name.length) return wordEnds ? n : 0;
  return n >= NAME_MIN_PREFIX && wordEnds && text[at + n - 1] !== ' ' ? n : 0;
}
