// Text for pdf-lib's standard fonts (Helvetica): what they can draw, wrapped to a width.
import type { PDFFont } from 'pdf-lib';

/** Lines of `text` that fit `width` at `size` (words kept whole; a too-long word is cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

/** Characters the standard fonts (WinAnsi) cannot draw become '?', so a name never breaks the PDF. */
export const winAnsi = (s: string) =>
  s.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\n]/g, '?');

/** The longest prefix of `text` that fits `width`, with an ellipsis when cut (one table cell). */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  const t = winAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  let n = t.length;
  while (n > 0 && font.widthOfTextAtSize(`${t.slice(0, n)}…`, size) > width) n--;
  return `${t.slice(0, n)}…`;
}
