import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '@portal/db';
import { embeddedRun, migratedPgliteImage } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../../../scripts/commands/jobs';
import { runInProcess } from '../../../../../scripts/run-cli';

// `npm run jobs -- list|retry|discard`: scripts/commands/jobs.ts in this process (and once as its own
// process, as npm starts it), against a temporary
// DATA_DIR (an embedded database, whatever backend the suite runs on: the PGlite run proves it).
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

let dataDir: string;
let ids: { dead: number; queued: number; done: number };
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-jobs-cli-'));
  const db = await openPglite(dataDir, await migratedPgliteImage());
  const insert = async (state: string, kind: string, error: string | null) =>
    Number(
      (
        await db.query<{ id: number }>(
          `INSERT INTO jobs (kind, state, attempts, max_attempts, last_error, dedupe_key)
           VALUES ($1, $2, CASE WHEN $2 = 'queued' THEN 0 ELSE 5 END, 5, $3, $1 || ':' || $2) RETURNING id`,
          [kind, state, error],
        )
      ).rows[0].id,
    );
  ids = {
    dead: await insert('dead', 'mail.send', 'Connection refused'),
    queued: await insert('queued', 'sii-inbox.round', null),
    done: await insert('done', 'mail.send', null),
  };
  await db.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cliEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return env;
};

/** The command inside this process (scripts/run-cli.ts): a new process per run cost ~10 s. */
const run = (...args: string[]) => runInProcess(main, args, cliEnv());

/** As `npm run jobs` starts it: its own process. */
const spawnRun = (...args: string[]) => {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/jobs.ts'), ...args], {
    cwd: ROOT,
    env: cliEnv(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
};

describe.runIf(embeddedRun())('scripts/jobs.ts', { timeout: 120_000 }, () => {
  it('lists jobs by state with their counts and last error', async () => {
    const all = await run('list');
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain('queued: 1 · running: 0 · done: 1 · failed: 0 · dead: 1');
    const dead = await run('list', '--state', 'dead');
    expect(dead.code).toBe(0);
    const lines = dead.out.trim().split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\s*${ids.dead}\\s+dead\\s+mail\\.send.*Connection refused`));
  });

  it('retries a dead job and discards a queued one; refuses the rest with a Spanish message', async () => {
    expect((await run('retry', String(ids.dead))).out).toContain(
      `Trabajo ${ids.dead}: se ejecutará de nuevo.`,
    );
    expect((await run('list', '--state', 'queued')).out).toContain('queued: 2');
    expect((await run('discard', String(ids.queued))).out).toContain(`Trabajo ${ids.queued}: descartado.`);
    const again = await run('retry', String(ids.done));
    expect(again.code).toBe(1);
    expect(again.err).toContain('no existe o no está fallido ni muerto');
  });

  it('answers 2 with the usage for a wrong command, as its own process', async () => {
    const r = spawnRun('borrar', '1');
    expect(r.code).toBe(2);
    expect(r.err).toContain('Comando desconocido: borrar');
    expect(r.err).toContain('Uso: npm run jobs -- list');
    expect((await run('list', '--state', 'zombie')).code).toBe(2);
  });
});
