import { createHash } from 'node:crypto';
import type { Db } from '@portal/db';
import { AppError } from '../../lib/errors';
import { importStatementIn, isBankStatement } from '../bank/statement-files.service';
import { detectFileKind } from './file-kind';
import { prepareImport } from './import-files';
import {
  findBusinessesByRuts,
  insertImport,
  lastUpdated,
  tryLockBusinessImports,
} from './invoice-imports.repository';
import { writePreparedImport } from './invoice-imports.service';
import type { ImportBusiness } from './invoice-rows';

// Scheduled imports from the SII. An adapter fetches a business's new files (RCV exports, DTE
// XML, and bank statements dropped beside them); the runner imports each file on its own (all-or-nothing per file) and tells the adapter
// how it went. See docs/sii-sync.md: the file-drop adapter ships here, a live SII one is the
// deployment's part.

export type SyncBusiness = ImportBusiness;
export type SyncFile = { name: string; bytes: Buffer };
export type SyncOutcome = { ok: true; importId: number; documents: number } | { ok: false; error: string };

export type SiiSyncAdapter = {
  /** Files of the business available since the last import (null: never imported). */
  pull(business: SyncBusiness, since: Date | null): Promise<SyncFile[]>;
  /** Optional: RUTs the adapter has something for, so the runner visits only those businesses. */
  businessRuts?(): Promise<string[]>;
  /** Optional: called once a pulled file is imported or rejected (after the commit). */
  settle?(business: SyncBusiness, file: SyncFile, outcome: SyncOutcome): Promise<void>;
};

export type SyncLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type SyncReport = { business: string; file: string; outcome: SyncOutcome }[];

const errorMessage = (err: unknown): string =>
  err instanceof AppError ? err.message : `Error inesperado al importar: ${(err as Error).message}`;

/** One business: under its import lock (skipped if another process holds it), every pulled file. */
async function syncBusiness(
  db: Db,
  adapter: SiiSyncAdapter,
  business: SyncBusiness,
): Promise<{ file: SyncFile; outcome: SyncOutcome }[]> {
  return db.transaction(async (tx) => {
    if (!(await tryLockBusinessImports(tx, business.id))) return [];
    const since = await lastUpdated(tx, business.id);
    const files = await adapter.pull(business, since === null ? null : new Date(since));
    const done: { file: SyncFile; outcome: SyncOutcome }[] = [];
    for (const file of files) {
      await tx.query('SAVEPOINT sii_sync_file');
      if (isBankStatement(file.bytes)) {
        // A bank statement dropped in the same folder goes to the account it names (never created here).
        try {
          const r = await importStatementIn(tx, { businessId: business.id, userId: null }, file, {
            create: false,
          });
          await tx.query('RELEASE SAVEPOINT sii_sync_file');
          done.push({ file, outcome: { ok: true, importId: r.importId, documents: r.new } });
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT sii_sync_file');
          done.push({ file, outcome: { ok: false, error: errorMessage(err) } });
        }
        continue;
      }
      try {
        const prepared = prepareImport(business, [file]);
        const result = await writePreparedImport(tx, business.id, prepared, { source: 'sync' });
        await tx.query('RELEASE SAVEPOINT sii_sync_file');
        const documents = prepared[0].documents;
        done.push({ file, outcome: { ok: true, importId: result.id, documents } });
      } catch (err) {
        await tx.query('ROLLBACK TO SAVEPOINT sii_sync_file');
        const error = errorMessage(err);
        // The history shows the rejected file; nothing of it was written.
        const detected = detectFileKind(file.bytes);
        await insertImport(tx, business.id, {
          source: 'sync',
          fileName: file.name,
          fileSha256: createHash('sha256').update(file.bytes).digest('hex'),
          files: 'kind' in detected ? [{ name: file.name, kind: detected.kind, documents: 0 }] : [],
          createdBy: null,
          error,
          rejected: 1,
        });
        done.push({ file, outcome: { ok: false, error } });
      }
    }
    return done;
  });
}

/** The businesses a round visits: those the adapter names, or all of them. */
export async function siiSyncBusinesses(db: Db, adapter: SiiSyncAdapter): Promise<SyncBusiness[]> {
  return adapter.businessRuts
    ? await findBusinessesByRuts(db, await adapter.businessRuts())
    : (await db.query<SyncBusiness>('SELECT id, rut, name FROM businesses ORDER BY id')).rows;
}

/** One business of a round: its files imported, logged and settled (the queue runs one per job). */
export async function runSiiSyncBusiness(
  db: Db,
  adapter: SiiSyncAdapter,
  business: SyncBusiness,
  log?: SyncLog,
): Promise<SyncReport> {
  const report: SyncReport = [];
  const done = await syncBusiness(db, adapter, business);
  for (const { file, outcome } of done) {
    report.push({ business: business.rut, file: file.name, outcome });
    if (outcome.ok) log?.info({ business: business.rut, file: file.name, ...outcome }, 'sii sync imported');
    else log?.warn({ business: business.rut, file: file.name, error: outcome.error }, 'sii sync rejected');
    try {
      await adapter.settle?.(business, file, outcome);
    } catch (err) {
      log?.error({ err, business: business.rut, file: file.name }, 'sii sync settle failed');
    }
  }
  return report;
}

/** One round over the businesses the adapter names (or all of them). */
export async function runSiiSync(db: Db, adapter: SiiSyncAdapter, log?: SyncLog): Promise<SyncReport> {
  const report: SyncReport = [];
  for (const business of await siiSyncBusinesses(db, adapter)) {
    try {
      report.push(...(await runSiiSyncBusiness(db, adapter, business, log)));
    } catch (err) {
      log?.error({ err, business: business.rut }, 'sii sync failed');
    }
  }
  return report;
}

export type SiiSyncRunner = { stop(): Promise<void> };

/** Runs `runSiiSync` every `intervalSeconds` (0: never); rounds never overlap. */
export function startSiiSync(opts: {
  db: Db;
  adapter: SiiSyncAdapter;
  intervalSeconds: number;
  log?: SyncLog;
}): SiiSyncRunner {
  if (opts.intervalSeconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runSiiSync(opts.db, opts.adapter, opts.log)
      .catch((err) => opts.log?.error({ err }, 'sii sync round failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
