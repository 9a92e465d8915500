import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openPglite } from '@portal/db';
import { writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';

// `npm run import -- --business <rut> <files…>`: scripts/import.ts in its own process, against a
// temporary DATA_DIR (an embedded database, whatever backend the suite runs on).
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
  const db = await openPglite(dataDir);
  await migrate(db);
  await db.query('INSERT INTO businesses (rut, name) VALUES ($1, $2)', [RUT, NAME]);
  await db.close();
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

const run = (...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/import.ts'), ...args], {
    cwd: ROOT,
    env,
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

describe('scripts/import.ts', () => {
  it('imports files into the business named by its RUT (any form) and prints the counts in Spanish', () => {
    const r = run('--business', '76.086.428-5', join(files, 'ventas.csv'), join(files, 'compras.csv'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Importación 1 en ${NAME} (76.086.428-5):`);
    expect(r.out).toContain(`ventas.csv (RCV): ${sales.length} documentos`);
    expect(r.out).toContain(`Nuevos: ${docs.length} · Actualizados: 0 · Sin cambios: 0 · Rechazados: 0`);
  }, 60_000);

  it('the same file again: sin cambios; its DTE: actualizados', () => {
    expect(run('--business', RUT, join(files, 'compras.csv')).out).toContain(
      `Nuevos: 0 · Actualizados: 0 · Sin cambios: ${purchases.length}`,
    );
    expect(run(`--business=${RUT}`, join(files, 'ventas.xml')).out).toContain(
      `Nuevos: 0 · Actualizados: ${sales.length} · Sin cambios: 0`,
    );
  }, 60_000);

  it('a bad file: exit 1 with the message, nothing written', async () => {
    const before = await invoices();
    const r = run('--business', RUT, join(files, 'ventas.csv'), join(files, 'roto.xml'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^El archivo roto\.xml fue rechazado y no se importó nada\. XML mal formado/);
    expect(r.out).toBe('');
    expect(await invoices()).toBe(before);
  }, 60_000);

  it('an unknown business, a missing file, no arguments: a clear message and a failing exit code', () => {
    const unknown = run('--business', '11.111.111-1', join(files, 'ventas.csv'));
    expect([unknown.code, unknown.err.trim()]).toEqual([
      1,
      'No existe una empresa con RUT 11.111.111-1 en esta base de datos.',
    ]);
    const missing = run('--business', RUT, join(files, 'no-existe.csv'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No se puede leer el archivo');
    const usage = run();
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Uso: npm run import -- --business <rut>');
  }, 60_000);
});
