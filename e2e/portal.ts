import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, startServer, usePg } from '@portal/api/testing';
import { todayInChile } from '@portal/domain';
import pg from 'pg';

export type Portal = { url: string; stop(): Promise<void> };

type Prepared = { dataDir: string; pgDb: { url: string; drop(): Promise<void> } | null };

/**
 * The real server (built SPA + API) as `npm start` runs it, on a database that it migrates and
 * seeds with the demo itself: embedded by default, PostgreSQL in the PostgreSQL run.
 *
 * Seeding the demo (a year of books for six businesses) is most of a start. With E2E_SEED_CACHE
 * set (`npm test` sets it to a folder of its own run), the first portal of a run seeds as usual,
 * stops, and its data folder (and PostgreSQL database) becomes the starting point every later
 * portal of the run copies; the server then finds its demo already there, as after a restart.
 * Without it every portal seeds its own (a browser file run by hand).
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const prepared = await seededCopy();
  const server = await startServer(
    { dataDir: prepared.dataDir, backend: prepared.pgDb ? 'pg' : 'pglite', databaseUrl: prepared.pgDb?.url },
    { SEED_DEMO: 'true', ...env },
  );
  return {
    url: server.url,
    async stop() {
      await server.stop(10_000);
      rmSync(prepared.dataDir, { recursive: true, force: true });
      await prepared.pgDb?.drop();
    },
  };
}

async function fresh(): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  return { dataDir, pgDb: usePg() ? await createPgDatabase('e2e') : null };
}

/** The seeded starting point of this run and backend, made by the first portal that asks. */
async function seededCopy(): Promise<Prepared> {
  const cacheRoot = process.env.E2E_SEED_CACHE;
  if (!cacheRoot) return fresh();
  // The demo follows today's date: a run that crosses midnight seeds again.
  const key = `${usePg() ? 'pg' : 'pglite'}-${todayInChile()}`;
  const cache = join(cacheRoot, key);
  const template = `portal_e2e_seed_${key.replace(/\W/g, '_')}_${String(process.env.E2E_SEED_RUN ?? 'run')}`;
  if (!existsSync(join(cache, 'ready'))) {
    const first = await fresh();
    const server = await startServer(
      { dataDir: first.dataDir, backend: first.pgDb ? 'pg' : 'pglite', databaseUrl: first.pgDb?.url },
      { SEED_DEMO: 'true' },
    );
    await server.stop(30_000);
    rmSync(cache, { recursive: true, force: true });
    cpSync(first.dataDir, `${cache}.tmp`, { recursive: true });
    if (first.pgDb)
      await onServer((c) => c.query(`CREATE DATABASE "${template}" TEMPLATE "${dbName(first.pgDb!.url)}"`));
    renameSync(`${cache}.tmp`, cache);
    writeFileSync(join(cache, 'ready'), template);
    // The first portal itself runs on what it seeded.
    return first;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  cpSync(cache, dataDir, { recursive: true });
  rmSync(join(dataDir, 'ready'));
  if (!usePg()) return { dataDir, pgDb: null };
  const pgDb = await createPgDatabase('e2e', { template });
  return { dataDir, pgDb };
}

const dbName = (url: string): string => new URL(url).pathname.slice(1);

async function onServer(fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
}
