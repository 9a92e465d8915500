// Trust suite — what NODE_ENV=production changes for a deployment, on the real server process:
// no demo account and no printed password, no development mailbox, HSTS; and what stays for the
// one-command demo (`npm install && npm start`).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_SECRET_FILE } from '../lib/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { type ServerProcess, createPgDatabase, startServer, usePg } from './support/server-process';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The server on a fresh, empty database, as a first start sees it. */
async function firstStart(
  env: Record<string, string | undefined>,
): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-prod-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const pgDb = usePg() ? await createPgDatabase('prod', { empty: true }) : null;
  if (pgDb) cleanups.push(() => pgDb.drop());
  const server = await startServer(
    { dataDir, backend: pgDb ? 'pg' : 'pglite', databaseUrl: pgDb?.url },
    { SEED_DEMO: undefined, ...env },
  );
  cleanups.push(() => server.stop(10_000));
  return Object.assign(server, { dataDir });
}

// A first start migrates an empty database (and the default one seeds the demo's year of books):
// the server's own start deadline (90 s) and the checks, not the suite's 30 s.
const FIRST_START = 120_000;

const signInDemo = (url: string) =>
  fetch(`${url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });

describe('NODE_ENV=production', () => {
  it(
    'creates no demo account, prints no password, has no mailbox and sends HSTS',
    async () => {
      const server = await firstStart({
        NODE_ENV: 'production',
        APP_SECRET: randomBytes(32).toString('hex'),
      });
      expect(server.output()).toContain('Portal Cliente listo');
      expect(server.output()).not.toContain(DEMO_PASSWORD);
      expect(server.output()).not.toContain(DEMO_EMAIL);
      expect(server.output()).not.toContain('/dev/correos');
      expect((await signInDemo(server.url)).status).toBe(401);
      expect((await fetch(`${server.url}/api/v1/dev/mailbox`)).status).toBe(404);
      const flags = await fetch(`${server.url}/api/v1/feature_flags/public`);
      expect(flags.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(((await flags.json()) as { flags: Record<string, boolean> }).flags.dev_mailbox).toBe(false);
      // The key came from APP_SECRET: nothing was generated under DATA_DIR.
      expect(existsSync(join(server.dataDir, LOCAL_SECRET_FILE))).toBe(false);
    },
    FIRST_START,
  );
});

describe('the default start (the demo)', () => {
  it(
    'seeds and prints the demo sign-in, keeps a local key under DATA_DIR, no HSTS',
    async () => {
      const server = await firstStart({ NODE_ENV: undefined, APP_SECRET: undefined });
      expect(server.output()).toContain(`${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
      expect((await signInDemo(server.url)).status).toBe(200);
      const flags = await fetch(`${server.url}/api/v1/feature_flags/public`);
      expect(flags.headers.get('strict-transport-security')).toBeNull();
      expect(((await flags.json()) as { flags: Record<string, boolean> }).flags.dev_mailbox).toBe(true);
      expect(existsSync(join(server.dataDir, LOCAL_SECRET_FILE))).toBe(true);
    },
    FIRST_START,
  );
});
