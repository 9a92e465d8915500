// Small text helpers shared by the readers.

/** One line, trimmed, every run of whitespace (newlines, tabs, NBSP) collapsed to one space. */
export const oneLine = (text: string): string =>
  // Most pieces are already one line: testing is cheaper than rebuilding the string.
  (/[^\S ]| {2}/.test(text) ? text.replace(/\s+/g, ' ') : text).trim();

/** Joins description pieces with a space, skipping empty ones and a piece already contained in the text so far. */
export const joinPieces = (pieces: readonly (string | null | undefined)[]): string => {
  let out = '';
  for (const raw of pieces) {
    const piece = raw ? oneLine(raw) : '';
    if (piece === '' || out.includes(piece)) continue;
    // A later piece that repeats and extends the text so far (OFX MEMO after NAME) replaces it.
    out = out === '' || piece.includes(out) ? piece : `${out} ${piece}`;
  }
  return out;
};

/** Lower case without accents, for comparing column headers ('Descripción' ~ 'DESCRIPCION'). */
export const foldHeader = (text: string): string =>
  oneLine(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the XML/SGML character references a bank file may carry (&amp; &#241; &#xF1;). */
export const decodeEntities = (text: string): string =>
  text.indexOf('&') === -1
    ? text
    : text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, name: string) => {
        if (name[0] !== '#') return ENTITY[name.toLowerCase()] ?? whole;
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      });
