import type { InvoiceSource } from './invoice-rows';

// Which source of a document wins, field by field, when several tell the same document (its key:
// business, direction, type, issuer, folio). The DTE XML is the document itself; the RCV is the
// SII's register of it (it adds the reception, the acknowledgment, the purchase tab and the split of
// the IVA); the IECV book is a monthly summary that a program wrote from one of them. A field takes
// the value of the richest source that has told the document, whatever the order they arrived in;
// the user's own fields (paid, the due date once changed, the acknowledgment once set, the
// classification, comments) are never written by an import at all.
//
// | fields                                                          | order              |
// |-----------------------------------------------------------------|--------------------|
// | names, receiver and counterpart RUT, issue date, amounts, other | dte > rcv > iecv   |
// | taxes, references, items (and the search text they make)        |                    |
// | IVA split (recoverable, non-recoverable, shared use, retained)  | rcv > iecv > dte   |
// | and the RCV compras tab                                         |                    |
// | reception date (RCV), due date (DTE), acknowledgment (RCV)      | the one source that gives it; kept once given |
//
// The generator's documents ('seed') stand for the whole document and rank first in both orders.

export type FieldGroup = 'document' | 'register';

export const SOURCE_ORDER: Readonly<Record<FieldGroup, readonly InvoiceSource[]>> = {
  document: ['seed', 'dte', 'rcv', 'iecv'],
  register: ['seed', 'rcv', 'iecv', 'dte'],
};

/** The sources that outrank `source` for a group of fields. */
export const outranking = (group: FieldGroup, source: InvoiceSource): InvoiceSource[] => {
  const order = SOURCE_ORDER[group];
  return order.slice(0, order.indexOf(source));
};

const sqlList = (sources: readonly string[]): string =>
  sources.length === 0 ? "'{}'::text[]" : `ARRAY[${sources.map((s) => `'${s}'`).join(', ')}]`;

/**
 * SQL, in an upsert's ON CONFLICT (`i` the stored row, `incoming` the new row's source
 * expression): true when a source that outranks the incoming one has already told the stored
 * document (its key in `i.source_hashes`), so the stored value of the group's fields stays.
 */
export const storedWinsSql = (group: FieldGroup, incoming: string): string =>
  `(i.source_hashes ?| CASE ${incoming} ${SOURCE_ORDER[group]
    .map((s) => `WHEN '${s}' THEN ${sqlList(outranking(group, s))}`)
    .join(' ')} ELSE '{}'::text[] END)`;

/** The Spanish name of a source, for the answer's conflict notes. */
export const SOURCE_NAMES: Readonly<Record<InvoiceSource, string>> = {
  dte: 'el XML del DTE',
  rcv: 'el Registro de Compras y Ventas',
  iecv: 'el libro de compras y ventas',
  seed: 'los datos de demostración',
};
