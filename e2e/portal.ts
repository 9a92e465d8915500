import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, startServer, usePg } from '@portal/api/testing';

export type Portal = { url: string; stop(): Promise<void> };

/**
 * The real server (built SPA + API) as `npm start` runs it, on a fresh empty database that it
 * migrates and seeds with the demo itself: embedded by default, PostgreSQL in the PostgreSQL run.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const pgDb = usePg() ? await createPgDatabase('e2e') : null;
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
