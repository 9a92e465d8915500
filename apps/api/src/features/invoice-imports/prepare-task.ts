import { readFile } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import type { ImportedPeriod, ImportFileKind, ImportRowProblem } from '@portal/contracts';
import { AppError } from '../../lib/errors';
import { prepareFile, type Rectification, type StatedTotals } from './import-files';
import type { ColumnBatch } from './invoice-columns';
import type { ImportBusiness } from './invoice-rows';

// What runs in a worker thread (prepare-worker.mjs): read one uploaded file from disk, parse and
// check it, then build its upsert batches one by one and send each through `port` as soon as it
// is ready, so the database writes a batch while the next is being built, and the thread that
// answers every tenant never holds the file's bytes nor spends the parse's CPU.

export type PrepareTask = {
  path: string;
  name: string;
  business: ImportBusiness;
  port: MessagePort;
  batchSize?: number;
};

/** A checked file's description, sent before its batches. */
export type CheckedFile = {
  name: string;
  kind: ImportFileKind;
  sha256: string;
  documents: number;
  warnings: string[];
  problems: ImportRowProblem[];
  periods: ImportedPeriod[];
  stated?: StatedTotals[];
  rectifies?: Rectification;
};

/** Through the port, in this order: `checked`, every `batch`, `end` (only for a file that passed). */
export type PrepareMessage =
  | { type: 'checked'; file: CheckedFile }
  | { type: 'batch'; batch: ColumnBatch }
  | { type: 'end' };

/** The task's answer. An AppError loses its class crossing threads: it travels as data. */
export type PrepareOutcome = { ok: true } | { ok: false; status: number; message: string; code?: string };

export default async function prepareTask({
  path,
  name,
  business,
  port,
  batchSize,
}: PrepareTask): Promise<PrepareOutcome> {
  try {
    const bytes = await readFile(path);
    let prepared: ReturnType<typeof prepareFile>;
    try {
      prepared = prepareFile(business, { name, bytes }, { batchSize });
    } catch (err) {
      if (err instanceof AppError)
        return { ok: false, status: err.statusCode, message: err.message, code: err.code };
      throw err;
    }
    const { batches, ...file } = prepared;
    port.postMessage({ type: 'checked', file } satisfies PrepareMessage);
    for (const batch of batches) port.postMessage({ type: 'batch', batch } satisfies PrepareMessage);
    port.postMessage({ type: 'end' } satisfies PrepareMessage);
    return { ok: true };
  } finally {
    port.close();
  }
}
