import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '@portal/db';
import { embeddedRun, migratedPgliteImage } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../../../scripts/commands/indicators';
import { runInProcess } from '../../../../../scripts/run-cli';
import { type IndicatorsServer, startIndicatorsServer } from '../../test/indicators-server';

// `npm run indicators -- list|fetch|set|import`: scripts/commands/indicators.ts in this process (once as
// its own process, as npm starts it), against a
// temporary DATA_DIR (an embedded database, whatever backend the suite runs on) and a local
// mindicador-compatible server.
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

let dataDir: string;
let server: IndicatorsServer;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-indicators-cli-'));
  const db = await openPglite(dataDir, await migratedPgliteImage());
  await db.close();
  server = await startIndicatorsServer('mindicador', {
    utm: { '2026-10-01': 72_151, '2026-11-01': 72_223 },
    uf: { '2026-12-01': 41_300.12 },
    ipc: {},
  });
}, 60_000);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await server?.close();
});

const cliEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.INDICATORS_SOURCE;
  return env;
};

/** The command inside this process (scripts/run-cli.ts): a new process per run cost ~10 s. */
const run = (...args: string[]) => runInProcess(main, args, cliEnv());

// Asynchronous: the local server answers in this process while the CLI waits on it.
const spawnRun = (...args: string[]) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/indicators.ts'), ...args], {
      cwd: ROOT,
      env: cliEnv(),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });

// The data folder is embedded whatever the backend: the PGlite run proves it.
describe.runIf(embeddedRun())('scripts/indicators.ts', { timeout: 120_000 }, () => {
  it('sets a value by hand and lists it as the one in use', async () => {
    const set = await run('set', 'UTM', '2026-12', '72.500', '--fuente', 'sii.cl utm2026.htm');
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('UTM del 2026-12-01: 72500 guardado y confirmado.');
    const list = await run('list', 'UTM');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toMatch(/2026-12-01\s+72500\s+operador\s+en uso\s+sii\.cl utm2026\.htm/);
  });

  it('imports a file all or nothing', async () => {
    const bad = join(dataDir, 'malo.csv');
    writeFileSync(
      bad,
      'indicador;fecha;valor;fuente\nUF;2026-12-02;41.305,50;cmf\nUF;2026-12-31;41,2;cmf\nIPC;2026-09;0,1\n',
    );
    const r = await run('import', bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain('No se importó nada');
    expect(r.err).toContain('línea 3: La UF son pesos con hasta dos decimales');
    expect(r.err).toContain('línea 4: se esperan 4 columnas');
    const good = join(dataDir, 'bueno.csv');
    writeFileSync(
      good,
      'indicador;fecha;valor;fuente\nUF;2026-12-02;41.305,50;cmf.cl\nIPC;2026-09;0,1;ine.gob.cl\n',
    );
    const ok = await run('import', good);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('2 valores leídos; 2 nuevos o cambiados.');
  });

  it('refuses a value the series cannot hold and a wrong command', async () => {
    const bad = await run('set', 'UTM', '2026-12-05', '72500');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('La UTM es mensual');
    // As `npm run indicators` starts it: its own process.
    const wrong = await spawnRun('borrar');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Comando desconocido: borrar');
  });

  it('fetches from the indicators service', async () => {
    const f = await run('fetch', '--source', 'mindicador', '--url', server.url);
    expect(f.code, f.err).toBe(0);
    // UTM October (the table's), November (confirmed by the rule with the imported IPC) and the UF.
    expect(f.out).toContain('mindicador.cl: 3 valores nuevos o cambiados, 1 sin confirmar.');
    expect(server.requests).toContain('/api/utm/2026');
  });
});
