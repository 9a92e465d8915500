import type { SiiDocument } from './types';

/** A document that a file holds more than once, with the lines (or DTE numbers) it appears on. */
export type SiiDuplicate = { docType: number; folio: number; lines: number[] };

/**
 * The register's key of a document: type and folio, and for a purchase its issuer too (two
 * suppliers may use the same folio). A sale's issuer is the business itself, so two sales of the
 * same type and folio are the same document even when their customers differ.
 */
export const registerKey = (d: SiiDocument): string =>
  `${d.direction}|${d.docType}|${d.folio}|${d.direction === 'COMPRA' ? d.issuerRut : ''}`;

/** Documents that appear more than once among `docs` (in any order), by their first line. */
export const findDuplicates = (docs: readonly SiiDocument[]): SiiDuplicate[] => {
  const byKey = new Map<string, SiiDuplicate>();
  for (const d of docs) {
    const key = registerKey(d);
    const seen = byKey.get(key);
    if (seen === undefined)
      byKey.set(key, { docType: d.docType, folio: d.folio, lines: [d.sourceLine ?? 0] });
    else seen.lines.push(d.sourceLine ?? 0);
  }
  return [...byKey.values()]
    .filter((d) => d.lines.length > 1)
    .map((d) => ({ ...d, lines: [...d.lines].sort((a, b) => a - b) }))
    .sort((a, b) => a.lines[0] - b.lines[0]);
};

const listed = (n: readonly number[]): string =>
  n.length === 2 ? `${n[0]} y ${n[1]}` : `${n.slice(0, -1).join(', ')} y ${n[n.length - 1]}`;

const TIMES: Record<number, string> = { 2: 'dos', 3: 'tres', 4: 'cuatro' };

/**
 * "El documento tipo 33 folio 120 aparece dos veces: líneas 4 y 9." `unit` names what the numbers
 * are: lines of a CSV, or the <DTE>/<Detalle> elements of an XML file.
 */
export const duplicateMessage = (
  d: SiiDuplicate,
  unit: 'líneas' | 'documentos' | 'detalles' = 'líneas',
): string =>
  `El documento tipo ${d.docType} folio ${d.folio} aparece ${TIMES[d.lines.length] ?? d.lines.length} veces: ${unit} ${listed(d.lines)}.`;
