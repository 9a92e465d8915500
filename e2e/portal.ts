import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, usePg } from '../apps/api/src/trust/support/server-process';

export type Portal = { url: string; stop(): Promise<void> };

/** A throwaway database on the PostgreSQL server, for the PostgreSQL run of the e2e suite. */
async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_BACKEND=pg needs TEST_DATABASE_URL');
  const name = `e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The real server (built SPA + API) as `npm start` runs it, on a fresh empty database that it
 * migrates and seeds with the demo itself: embedded by default, PostgreSQL in the PostgreSQL run.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const pgDb = usePg() ? await createPgDatabase() : null;
  const server = await startServer(
    { dataDir, backend: pgDb ? 'pg' : 'pglite', databaseUrl: pgDb?.url },
    { SEED_DEMO: 'true', ...env },
  );
  return {
    url: server.url,
    async stop() {
      await server.stop(10_000);
      rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}
