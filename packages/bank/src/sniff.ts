import type { StatementFormat } from './types';

export type Sniffed = StatementFormat | 'xml' | null;

/**
 * Which reader a file needs, from its first bytes (never its name): OFX 1 by its SGML header or an
 * <OFX> root, OFX 2 by its <?OFX ?> instruction, camt.053 by its namespace or root, other XML (to
 * refuse it clearly), else text that may be a CSV.
 */
export const sniffFormat = (head: string): Sniffed => {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(start) || /<\?OFX[\s?]/i.test(head) || /<OFX>/i.test(head)) return 'ofx';
  if (/camt\.053\.|<(?:\w+:)?BkToCstmrStmt[\s>]/.test(head)) return 'camt053';
  if (start.startsWith('<')) return 'xml';
  if (start === '') return null;
  // Binary files (PDF, XLSX zip, images) carry control bytes early on; a CSV does not.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control bytes is the point
  if (/[\u0000-\u0008\u000e-\u001a]/.test(start.slice(0, 2048))) return null;
  return 'csv';
};
