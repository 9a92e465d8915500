// Text helpers shared by the domain: Spanish collation and accent-insensitive matching.

// One collator instance: constructing Intl.Collator is comparatively expensive and sort callbacks run often.
const collator = new Intl.Collator('es-CL');

/**
 * Comparator for Spanish (Chile) text, suitable for `Array.prototype.sort`.
 * Uses Intl.Collator so that 'ñ' sorts after 'n' and accented vowels sort with their base letter,
 * which plain `<`/localeCompare-without-locale gets wrong (code-point order puts 'Á' after 'Z').
 */
export function compareEs(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * Folds text for search: lowercase, diacritics removed (á→a, ñ→n, ü→u), apostrophes dropped,
 * runs of whitespace/hyphens collapsed to one space, trimmed.
 * Users type 'nunoa' or 'OHIGGINS' for 'Ñuñoa' / "O'Higgins", so lookups must ignore all of that.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[\s\-_]+/g, ' ')
    .trim();
}
