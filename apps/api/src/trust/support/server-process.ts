// The real server as a separate process (what `npm start` runs), over a database prepared by the
// test: PGlite in a DATA_DIR, or a fresh PostgreSQL database when TEST_DB_BACKEND=pg. Used by the
// durability suite (SIGKILL during an import, SIGTERM and reopen) and by the load run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, migrate, openPg, openPglite } from '@portal/db';
import { createPgTestDatabase, migratedPgliteImage } from '@portal/db/testing';
import { type Dataset, generateDataset } from '../../seed/generator';
import { type WrittenIds, writeDataset } from '../../seed/writer';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export const usePg = (): boolean => process.env.TEST_DB_BACKEND === 'pg';

/**
 * A throwaway database on the PostgreSQL server of TEST_DATABASE_URL (the suites' PostgreSQL runs):
 * migrated already, copied from a template of the caller's, or empty for a test of what a first start does.
 */
export const createPgDatabase = (
  prefix: string,
  opts: { empty?: boolean; template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> => createPgTestDatabase(`portal_${prefix}`, opts);

export type PreparedDb = {
  backend: 'pglite' | 'pg';
  /** DATA_DIR of the server (uploaded files; the embedded database with PGlite). */
  dataDir: string;
  databaseUrl?: string;
  data: Dataset;
  ids: WrittenIds;
  /** Opens the database from the test process (PGlite: only while no server runs on it). */
  open(): Promise<Db>;
  drop(): Promise<void>;
};

/** A fresh database with the generator's users and businesses (b1… owned by u1…), no invoices. */
export async function prepareDb(opts: { businesses: number; seed?: number }): Promise<PreparedDb> {
  const data = generateDataset({ seed: opts.seed ?? 7, businesses: opts.businesses });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-trust-'));
  if (usePg()) {
    const created = await createPgDatabase('trust');
    const databaseUrl = created.url;
    const db = await openPg({ connectionString: databaseUrl, max: 2 });
    await migrate(db);
    const ids = await writeDataset(db, data);
    await db.close();
    return {
      backend: 'pg',
      dataDir,
      databaseUrl,
      data,
      ids,
      open: () => openPg({ connectionString: databaseUrl, max: 2 }),
      async drop() {
        await created.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // server.ts opens the embedded database in DATA_DIR itself (files and the SII inbox sit beside it).
  const pgDir = dataDir;
  const db = await openPglite(pgDir, await migratedPgliteImage());
  await migrate(db);
  const ids = await writeDataset(db, data);
  await db.close();
  return {
    backend: 'pglite',
    dataDir,
    data,
    ids,
    open: () => openPglite(pgDir),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr). */
  output(): string;
  /** SIGKILL: no chance to flush or roll back anything. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit; answers the exit code. */
  stop(timeoutMs?: number): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

const withoutUndefined = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));

// Servers still running when the test process ends (a test that timed out while one started
// never got to stop it): a stray one seeded and served for an hour beside the next suites.
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const c of running) c.kill('SIGKILL');
};
process.once('exit', killRunning);
// A worker the test runner ends by signal has no 'exit' event of its own.
process.once('SIGTERM', () => {
  killRunning();
  process.exit(143);
});

/** Starts `apps/api/src/server.ts` on a free loopback port over the prepared database. */
export async function startServer(
  db: Pick<PreparedDb, 'dataDir' | 'databaseUrl' | 'backend'>,
  /** Over the test defaults; `undefined` removes one (e.g. SEED_DEMO, to see the server's own default). */
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child process, so
  // a SIGKILL would kill the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: withoutUndefined({
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...(db.backend === 'pg' ? { DATABASE_URL: db.databaseUrl! } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/feature_flags/public`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(timeoutMs = 20_000) {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((r) => setTimeout(r, timeoutMs))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
        return null;
      }
      return child.exitCode;
    },
  };
}
