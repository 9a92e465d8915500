import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { normalizeRut } from '@portal/domain';
import { ConfigError } from '../../config';
import { tooLargeMessage } from './import-files';
import { type JobHandler, enqueueJob } from '../jobs/jobs.service';
import {
  type SiiSyncAdapter,
  type SyncBusiness,
  type SyncLog,
  runSiiSyncBusiness,
  siiSyncBusinesses,
} from './sii-sync';

// The file-drop adapter: a folder per business, <DATA_DIR>/sii-inbox/<rut>/. Whatever lands there
// is imported; the file then moves to processed/ or, with a .error.txt beside it, to rejected/.

export const INBOX_FOLDER = 'sii-inbox';
const PROCESSED = 'processed';
const REJECTED = 'rejected';
/** A file younger than this may still be being copied: it waits for the next round. */
const SETTLE_MS = 2000;
/** Files read per business and round (the rest wait for the next one): bounded memory. */
const FILES_PER_ROUND = 50;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function moveAside(dir: string, name: string, sub: string): Promise<string | null> {
  await mkdir(join(dir, sub), { recursive: true });
  const target = join(dir, sub, `${stamp()}-${basename(name)}`);
  try {
    await rename(join(dir, basename(name)), target);
    return target;
  } catch (err) {
    // Another process moved it first (both imported it: the second import found it unchanged).
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export function createFileDropAdapter(inboxDir: string, opts: { settleMs?: number } = {}): SiiSyncAdapter {
  const settleMs = opts.settleMs ?? SETTLE_MS;
  const folders = new Map<string, string>();

  const scan = async (): Promise<string[]> => {
    let entries: string[];
    try {
      entries = await readdir(inboxDir);
    } catch {
      return [];
    }
    folders.clear();
    for (const entry of entries) {
      const rut = normalizeRut(entry);
      if (rut !== null) folders.set(rut, join(inboxDir, entry));
    }
    return [...folders.keys()];
  };
  const folderOf = async (businessRut: string): Promise<string | undefined> => {
    const rut = normalizeRut(businessRut);
    if (rut === null) return undefined;
    if (!folders.has(rut)) await scan();
    return folders.get(rut);
  };

  return {
    businessRuts: scan,

    async pull(business) {
      const dir = await folderOf(business.rut);
      if (!dir) return [];
      const files = [];
      for (const name of (await readdir(dir)).sort()) {
        if (files.length >= FILES_PER_ROUND) break;
        if (name.startsWith('.')) continue;
        const path = join(dir, name);
        try {
          const info = await stat(path);
          if (!info.isFile() || Date.now() - info.mtimeMs < settleMs) continue;
          if (info.size > MAX_IMPORT_FILE_BYTES) {
            const target = await moveAside(dir, name, REJECTED);
            if (target) await writeFile(`${target}.error.txt`, `${tooLargeMessage(name)}\n`);
            continue;
          }
          files.push({ name, bytes: await readFile(path) });
        } catch (err) {
          // Moved away by another process between the listing and the read.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      return files;
    },

    async settle(business, file, outcome) {
      const dir = await folderOf(business.rut);
      if (!dir) return;
      const target = await moveAside(dir, file.name, outcome.ok ? PROCESSED : REJECTED);
      if (target && !outcome.ok) await writeFile(`${target}.error.txt`, `${outcome.error}\n`);
    },
  };
}

/** SII_INBOX_INTERVAL_SECONDS: seconds between rounds of the inbox; default 60, 0 turns it off. */
export function siiInboxIntervalSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SII_INBOX_INTERVAL_SECONDS;
  if (raw === undefined || raw.trim() === '') return 60;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 86_400) {
    throw new ConfigError(
      'Configuración inválida:\n  SII_INBOX_INTERVAL_SECONDS: debe ser un número entero de segundos entre 0 y 86400',
    );
  }
  return n;
}

export const SII_INBOX_JOBS = { round: 'sii-inbox.round', business: 'sii-inbox.business' } as const;

/**
 * The inbox on the job queue (the server's way): a round job per interval, enqueued by
 * `scheduleEvery` (one per interval whichever process comes first), which enqueues one job per
 * business keyed `sii-inbox:<business>:<slot>`: one run per business per interval even with
 * several API processes, and a business whose import fails is retried on its own.
 */
export function siiInboxJobs(opts: { dataDir: string; log?: SyncLog }): Record<string, JobHandler> {
  const adapter = createFileDropAdapter(join(opts.dataDir, INBOX_FOLDER));
  return {
    [SII_INBOX_JOBS.round]: {
      async run(job, db) {
        const slot = Number(job.payload.slot);
        for (const business of await siiSyncBusinesses(db, adapter)) {
          await enqueueJob(db, {
            kind: SII_INBOX_JOBS.business,
            businessId: business.id,
            payload: { slot, business },
            dedupeKey: `sii-inbox:${business.id}:${slot}`,
          });
        }
      },
    },
    [SII_INBOX_JOBS.business]: {
      async run(job, db) {
        const business = job.payload.business as SyncBusiness;
        await runSiiSyncBusiness(db, adapter, business, opts.log);
      },
    },
  };
}
