// Folios (document numbers) inside free text. Payers write them after a keyword: 'FACT 1234',
// 'F1234', 'factura 1234', 'FACTURA N° 1234', 'N°1234', 'FOLIO 1234', 'FACTS 1234, 1235 Y 1240'.
// A bare number is never a folio: statements are full of amounts, branch codes and operation numbers.
import { findRutsInText } from './rut-in-text';

/** Longest folio we read: the SII's folios are at most 10 digits. */
const MAX_FOLIO_DIGITS = 10;

// The keyword: the document's name (any abbreviation, singular or plural), optionally followed by
// a number sign; or a number sign alone. 'NO' is left out on purpose (Spanish 'no').
const KEYWORD =
  '(?:fact(?:ura)?s?|fac|fct|fa|folios?|f|boletas?|bol|doc(?:umento)?s?|n(?:ro|um|[°º])|numero)';
const NUMBER_SIGN = String.raw`(?:\s*(?:n\s*[°º.]|nros?\.?|num\.?|numero|#))?`;
const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?!\d)|\d{1,${MAX_FOLIO_DIGITS}}(?!\d)`;
// After a first folio, more may follow: '1234, 1235 y 1240', '1234/1235', '1234-1235'; a bare
// space ('FACTS 1234 1235') only after a plural keyword, since 'FACT 1234 119000' ends in an amount.
const SEPARATOR = String.raw`\s*(?:[,;/&+-]|\s+y\s+)\s*`;
const HEAD = new RegExp(
  String.raw`(?<![\p{L}\d])(${KEYWORD})\.?${NUMBER_SIGN}\s*[-:.]?\s*(${NUMBER})`,
  'giu',
);
const NEXT = new RegExp(String.raw`(?:${SEPARATOR})(${NUMBER})(?![\p{L}])`, 'iyu');
const NEXT_AFTER_PLURAL = new RegExp(String.raw`(?:${SEPARATOR}|\s+)(${NUMBER})(?![\p{L}])`, 'iyu');

/** Blanks out RUTs first, so '76123456-7' after 'FACT 1234' is not read as two more folios. */
function withoutRuts(text: string): string {
  let out = text;
  if (findRutsInText(text).length === 0) return out;
  // Replace each RUT-shaped run that validated; the shapes are the ones findRutsInText reads.
  out = out.replace(
    /\d{1,3}(?:\.\d{3}){2}(?:\s*-\s*| )[0-9kK]|\d{7,9}\s*-\s*[0-9kK]|\d{7,9} ?[0-9kK]/g,
    (m) => (findRutsInText(m).length > 0 ? ' '.repeat(m.length) : m),
  );
  return out;
}

/**
 * Every folio written after a keyword in `text`, in order of first appearance, without repeats.
 * Thousands dots are allowed ('FACT 1.234'); zero is not a folio.
 */
export function findFoliosInText(text: string): number[] {
  const clean = withoutRuts(text);
  const found: number[] = [];
  const add = (raw: string) => {
    const folio = Number(raw.replaceAll('.', ''));
    if (folio > 0 && !found.includes(folio)) found.push(folio);
  };
  HEAD.lastIndex = 0;
  for (let m = HEAD.exec(clean); m; m = HEAD.exec(clean)) {
    add(m[2]);
    const next = /s$/i.test(m[1]) ? NEXT_AFTER_PLURAL : NEXT;
    next.lastIndex = HEAD.lastIndex;
    for (let n = next.exec(clean); n; n = next.exec(clean)) {
      add(n[1]);
      HEAD.lastIndex = next.lastIndex;
    }
  }
  return found;
}
