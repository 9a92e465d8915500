import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '@portal/db';
import { writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedRun, migratedPgliteImage } from '@portal/db/testing';
import { main } from '../../../../../scripts/commands/import';
import { runInProcess } from '../../../../../scripts/run-cli';
import { generateInvoices } from '../../seed/invoices';

// `npm run import -- --business <rut> <files…>`: scripts/commands/import.ts in this process (two
// tests start it as its own process, as npm does), against a temporary DATA_DIR (an embedded database, whatever backend the suite runs on: the PGlite run
// proves it).
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const RUT = '76086428-5';
const NAME = 'Agrícola Santa Elena SpA';
const docs = generateInvoices({ seed: 41, business: { rut: RUT, name: NAME }, count: 80 });
const sales = docs.filter((d) => d.direction === 'VENTA');
const purchases = docs.filter((d) => d.direction === 'COMPRA');

let dataDir: string;
let files: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-data-'));
  files = mkdtempSync(join(tmpdir(), 'portal-cli-files-'));
  writeFileSync(join(files, 'ventas.csv'), writeRcvCsv('VENTA', sales, { businessRut: RUT }));
  writeFileSync(join(files, 'compras.csv'), writeRcvCsv('COMPRA', purchases, { businessRut: RUT }));
  writeFileSync(join(files, 'ventas.xml'), writeEnvioDte(sales.map(({ direction: _d, ...rest }) => rest)));
  writeFileSync(join(files, 'roto.xml'), '<?xml version="1.0"?><EnvioDTE>');
  const [first, second] = sales;
  writeFileSync(
    join(files, 'repetido.csv'),
    writeRcvCsv('VENTA', [first, second, first], { businessRut: RUT }),
  );
  writeFileSync(
    join(files, 'con-errores.csv'),
    writeRcvCsv('VENTA', [first, { ...second, totalAmount: second.totalAmount + 10 }], { businessRut: RUT }),
  );
  const db = await openPglite(dataDir, await migratedPgliteImage());
  await db.query('INSERT INTO businesses (rut, name) VALUES ($1, $2)', [RUT, NAME]);
  await db.close();
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

const cliEnv = (data: string, initCwd: string | undefined): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: data, LOG_LEVEL: 'silent', OPERATOR_EMAILS: '' };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  if (initCwd !== undefined) env.INIT_CWD = initCwd;
  return env;
};

/** The command inside this process (scripts/run-cli.ts): a new process per run cost ~10 s. */
const runIn = (data: string, initCwd: string | undefined, ...args: string[]) =>
  runInProcess(main, args, cliEnv(data, initCwd));
const run = (...args: string[]) => runIn(dataDir, undefined, ...args);

/** As `npm run import` does: its own process in the repository's root, INIT_CWD the user's folder. */
const spawnIn = (data: string, initCwd: string | undefined, ...args: string[]) => {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/import.ts'), ...args], {
    cwd: ROOT,
    env: cliEnv(data, initCwd),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
};

const invoices = async () => {
  const db = await openPglite(dataDir);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
  await db.close();
  return rows[0].n;
};

describe.runIf(embeddedRun())('scripts/import.ts', () => {
  it('imports files into the business named by its RUT (any form) and prints the counts in Spanish', async () => {
    // A real process, as `npm run import` starts it: the entry prints and exits with its code.
    const r = spawnIn(
      dataDir,
      undefined,
      '--business',
      '76.086.428-5',
      join(files, 'ventas.csv'),
      join(files, 'compras.csv'),
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Importación 1 en ${NAME} (76.086.428-5):`);
    expect(r.out).toContain(`ventas.csv (RCV): ${sales.length} documentos`);
    expect(r.out).toContain(`Nuevos: ${docs.length} · Actualizados: 0 · Sin cambios: 0 · Rechazados: 0`);
    expect(r.out).toMatch(/Períodos: (ventas|compras) \d{4}-\d{2} \(\d+\)/);
  }, 60_000);

  it('the same file again: sin cambios; its DTE: actualizados', async () => {
    expect((await run('--business', RUT, join(files, 'compras.csv'))).out).toContain(
      `Nuevos: 0 · Actualizados: 0 · Sin cambios: ${purchases.length}`,
    );
    expect((await run(`--business=${RUT}`, join(files, 'ventas.xml'))).out).toContain(
      `Nuevos: 0 · Actualizados: ${sales.length} · Sin cambios: 0`,
    );
  }, 60_000);

  it('a bad file: exit 1 with the message, nothing written', async () => {
    const before = await invoices();
    const r = await run('--business', RUT, join(files, 'ventas.csv'), join(files, 'roto.xml'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^El archivo roto\.xml fue rechazado y no se importó nada\. XML mal formado/);
    expect(r.out).toBe('');
    expect(await invoices()).toBe(before);
  }, 60_000);

  it('paths are read from the folder the command was typed in (INIT_CWD)', async () => {
    const r = spawnIn(dataDir, files, '--business', RUT, 'compras.csv');
    expect(r.err).toBe('');
    expect(r.out).toContain(`Sin cambios: ${purchases.length}`);
  }, 60_000);

  it('the same document twice: both lines named, no stack trace; --valid-rows imports the rest', async () => {
    const r = await run('--business', RUT, join(files, 'repetido.csv'));
    expect(r.code).toBe(1);
    const twice = `El documento tipo ${sales[0].docType} folio ${sales[0].folio} aparece dos veces: líneas 2 y 4; no se importa ninguna copia`;
    expect(r.err).toContain(`repetido.csv, línea 2, Folio: ${twice}`);
    expect(r.err).toContain(`repetido.csv, línea 4, Folio: ${twice}`);
    // --valid-rows imports the rest (the second sale, already imported by ventas.csv) and counts
    // the two copies left out.
    const chosen = await run('--business', RUT, '--valid-rows', join(files, 'repetido.csv'));
    expect(chosen.code).toBe(0);
    expect(chosen.out).toContain('Nuevos: 0 · Actualizados: 0 · Sin cambios: 1 · Rechazados: 2');
  }, 60_000);

  it('rows that break the rules: listed and nothing imported; --valid-rows imports the others', async () => {
    const before = await invoices();
    const refused = await run('--business', RUT, join(files, 'con-errores.csv'));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('No se importó nada: estas filas no cumplen las reglas del SII.');
    expect(refused.err).toMatch(/con-errores\.csv, línea 3, Monto total: el total \(\d+\) no es/);
    expect(refused.err).toContain('--valid-rows');
    expect(await invoices()).toBe(before);
    const chosen = await run('--business', RUT, '--valid-rows', join(files, 'con-errores.csv'));
    expect(chosen.code).toBe(0);
    expect(chosen.out).toMatch(/Omitida: con-errores\.csv, línea 3, Monto total/);
    // Both documents were already imported by ventas.csv; only the first is read again.
    expect(chosen.out).toContain('Nuevos: 0 · Actualizados: 0 · Sin cambios: 1 · Rechazados: 1');
  }, 60_000);

  it('--create makes the business on a fresh data folder, then imports into it', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'portal-cli-fresh-'));
    try {
      const r = await runIn(fresh, files, '--business', '76.086.428-5', '--create', NAME, 'ventas.csv');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Empresa creada: ${NAME} (76.086.428-5), sin usuarios`);
      expect(r.out).toContain(`Nuevos: ${sales.length}`);
      // Once it exists, --create is only a fallback: the same business is used.
      const again = await runIn(fresh, files, '--business', RUT, '--create', 'Otro Nombre', 'ventas.csv');
      expect(again.out).not.toContain('Empresa creada');
      expect(again.out).toContain(`Sin cambios: ${sales.length}`);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('an unknown business, a missing file, no arguments: a clear message and a failing exit code', async () => {
    const unknown = await run('--business', '11.111.111-1', join(files, 'ventas.csv'));
    expect([unknown.code, unknown.err.trim()]).toEqual([
      1,
      'No existe una empresa con RUT 11.111.111-1 en esta base de datos (agrega --create "Razón social" para crearla).',
    ]);
    const missing = await run('--business', RUT, join(files, 'no-existe.csv'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No se puede leer el archivo');
    const usage = await run();
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Uso: npm run import -- --business <rut>');
  }, 60_000);
});
