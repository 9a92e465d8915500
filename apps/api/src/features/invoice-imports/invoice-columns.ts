import type { InvoiceRow } from './invoice-rows';
import { boolArray, intArray, textArray } from './pg-arrays';

/**
 * Rows per statement. Each statement costs PGlite a fixed ~15 ms besides its rows (measured:
 * re-importing 30,000 unchanged rows takes 1.1 s in batches of 500, 0.3 s in batches of 5,000);
 * 5,000 rows are ~2 MB of parameters.
 */
export const UPSERT_BATCH_SIZE = 5000;

/**
 * Rows per statement of an upload on PGlite: its statements run on the thread that answers every
 * tenant, each one a pause for all of them, so they are kept short (~50 ms) at some cost in
 * throughput (the fixed cost per statement above).
 */
export const PGLITE_UPLOAD_BATCH_SIZE = 1000;

/**
 * One batch of documents as the upsert's parameters: one PostgreSQL array literal per column.
 * Built where the file is parsed (a worker thread for uploads), so the thread that answers
 * requests only passes strings to the database.
 */
export type ColumnBatch = {
  count: number;
  columns: string[];
  /** The batch's counterparts, `direction|rut` once each: their figures are recomputed after the import. */
  counterparts: string[];
  /** Its search keys, `direction|key` once each (invoices.search_key: search_text after its first space). */
  searchKeys: string[];
};

/** Where the document key and hash sit among the columns (the unchanged-documents probe reads them). */
export const KEY_COLUMNS = {
  direction: 0,
  docType: 1,
  folio: 2,
  issuerRut: 3,
  counterpartRut: 7,
  counterpartName: 8,
  issueDate: 9,
  totalAmount: 17,
  source: 27,
  contentHash: 28,
};

/** One array literal per column, in the order of the upsert's unnest (invoices-upsert.repository.ts). */
export function invoiceColumns(rows: readonly InvoiceRow[]): string[] {
  const col = <V>(pick: (r: InvoiceRow) => V): V[] => rows.map(pick);
  return [
    textArray(col((r) => r.direction)),
    intArray(col((r) => r.docType)),
    intArray(col((r) => r.folio)),
    textArray(col((r) => r.issuerRut)),
    textArray(col((r) => r.issuerName)),
    textArray(col((r) => r.receiverRut)),
    textArray(col((r) => r.receiverName)),
    textArray(col((r) => r.counterpartRut)),
    textArray(col((r) => r.counterpartName)),
    textArray(col((r) => r.issueDate)),
    textArray(col((r) => r.receptionDate)),
    intArray(col((r) => r.period)),
    textArray(col((r) => r.siiDueDate)),
    intArray(col((r) => r.netAmount)),
    intArray(col((r) => r.exemptAmount)),
    intArray(col((r) => r.ivaAmount)),
    intArray(col((r) => r.otherTaxes)),
    intArray(col((r) => r.totalAmount)),
    intArray(col((r) => r.signedTotal)),
    boolArray(col((r) => r.payed)),
    textArray(col((r) => r.payedAt)),
    textArray(col((r) => r.estado)),
    textArray(col((r) => r.accuseType)),
    textArray(col((r) => r.acknowledgedAt)),
    textArray(col((r) => r.items)),
    textArray(col((r) => r.references)),
    textArray(col((r) => r.otherTaxDetails)),
    textArray(col((r) => r.source)),
    textArray(col((r) => r.contentHash)),
    textArray(col((r) => r.searchText)),
    boolArray(col((r) => r.inRegister)),
    boolArray(col((r) => r.collectible)),
    textArray(col((r) => r.purchaseRegister)),
    intArray(col((r) => r.ivaRecoverable)),
    intArray(col((r) => r.ivaNonRecoverable)),
    textArray(col((r) => r.ivaNonRecoverableDetails)),
    intArray(col((r) => r.ivaSharedUse)),
    intArray(col((r) => r.ivaRetainedTotal)),
    intArray(col((r) => r.ivaRetainedPartial)),
    boolArray(col((r) => r.rcvFixedAsset)),
  ];
}

/** The rows cut into batches of at most `size`, each as its column literals, built when asked for. */
export function* columnBatches(
  rows: readonly InvoiceRow[],
  size = UPSERT_BATCH_SIZE,
): Generator<ColumnBatch> {
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    const counterparts = [...new Set(batch.map((r) => `${r.direction}|${r.counterpartRut}`))];
    const searchKeys = [
      ...new Set(batch.map((r) => `${r.direction}|${r.searchText.slice(r.searchText.indexOf(' ') + 1)}`)),
    ];
    yield { count: batch.length, columns: invoiceColumns(batch), counterparts, searchKeys };
  }
}
