/**
 * Import throughput of SII files into the database, end to end (parse, check, map, set-based
 * upsert, one transaction), on PGlite and, with --pg, on a PostgreSQL server:
 *
 *   npx tsx bench/import.bench.ts [--pg postgres://postgres@127.0.0.1:5432/test] [--rcv 50000] [--dte 2000] [--runs 1]
 *
 * Files come from the project's generator (apps/api/src/seed/invoices.ts) through the @portal/sii
 * writers: an RCV ventas + compras pair with --rcv rows in all, and one EnvioDTE with --dte
 * documents. On PostgreSQL it works in a private schema that it drops at the end. With --runs N
 * every case runs N times on a fresh database and the best time is shown (for a busy machine).
 * Targets: RCV ≥ 20,000 rows/s, DTE ≥ 1,000 documents/s.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Db, migrate, openPg, openPglite } from '@portal/db';
import { writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { prepareImport } from '../apps/api/src/features/invoice-imports/import-files';
import { importInvoiceFiles } from '../apps/api/src/features/invoice-imports/invoice-imports.service';
import { generateInvoices } from '../apps/api/src/seed/invoices';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const RCV_ROWS = Number(arg('rcv') ?? 50_000);
const DTE_DOCS = Number(arg('dte') ?? 2_000);
const PG_URL = arg('pg');
const RUNS = Math.max(1, Number(arg('runs') ?? 1));

const RCV_BUSINESS = { rut: '76354771-K', name: 'Ingeniería Enacon SpA' };
const DTE_BUSINESS = { rut: '76086428-5', name: 'Ferretería Los Aromos SpA' };

type Case = { what: string; units: string; n: number; seconds: number };

async function openBackend(kind: 'pglite' | 'pg'): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite();
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openPg({ connectionString: PG_URL!, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await admin.close();
  const db = await openPg({ connectionString: PG_URL!, max: 4, searchPath: `${schema},public` });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

async function addBusiness(db: Db, b: { rut: string; name: string }) {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id',
    [b.rut, b.name],
  );
  return { id: rows[0].id, ...b };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, (performance.now() - t0) / 1000];
}

// The files, generated once for both backends.
const rcvDocs = generateInvoices({ seed: 2026, business: RCV_BUSINESS, count: RCV_ROWS });
const ventasDocs = rcvDocs.filter((d) => d.direction === 'VENTA');
const comprasDocs = rcvDocs.filter((d) => d.direction === 'COMPRA');
const rcvFiles = [
  { name: 'ventas.csv', bytes: writeRcvCsv('VENTA', ventasDocs, { businessRut: RCV_BUSINESS.rut }) },
  { name: 'compras.csv', bytes: writeRcvCsv('COMPRA', comprasDocs, { businessRut: RCV_BUSINESS.rut }) },
];
// 10% of the sales with a corrected amount: the re-import updates those.
const corrected = ventasDocs.map((d, i) =>
  i % 10 === 0 ? { ...d, netAmount: d.netAmount + 10, totalAmount: d.totalAmount + 10 } : d,
);
const rcvCorrected = [
  {
    name: 'ventas-corregidas.csv',
    bytes: writeRcvCsv('VENTA', corrected, { businessRut: RCV_BUSINESS.rut }),
  },
  rcvFiles[1],
];
const dteDocs = generateInvoices({ seed: 2027, business: DTE_BUSINESS, count: DTE_DOCS, salesShare: 1 });
const dteFiles = [
  { name: 'EnvioDTE.xml', bytes: writeEnvioDte(dteDocs.map(({ direction: _d, ...rest }) => rest)) },
];

async function bench(kind: 'pglite' | 'pg'): Promise<Case[]> {
  const { db, close } = await openBackend(kind);
  try {
    const rcvBusiness = await addBusiness(db, RCV_BUSINESS);
    const dteBusiness = await addBusiness(db, DTE_BUSINESS);
    // Warm-up on a throwaway business: JIT, plans, PGlite's first allocations.
    const warm = await addBusiness(db, { rut: '76111222-8', name: 'Calentamiento' });
    const small = generateInvoices({ seed: 1, business: warm, count: 2000 });
    await importInvoiceFiles(db, warm, [
      {
        name: 'w.csv',
        bytes: writeRcvCsv(
          'VENTA',
          small.filter((d) => d.direction === 'VENTA'),
          { businessRut: warm.rut },
        ),
      },
    ]);

    const cases: Case[] = [];
    const [first, t1] = await timed(() => importInvoiceFiles(db, rcvBusiness, rcvFiles));
    cases.push({ what: `RCV, ${first.new} nuevos`, units: 'filas/s', n: RCV_ROWS, seconds: t1 });
    const [again, t2] = await timed(() => importInvoiceFiles(db, rcvBusiness, rcvFiles));
    cases.push({
      what: `RCV otra vez, ${again.unchanged} sin cambios`,
      units: 'filas/s',
      n: RCV_ROWS,
      seconds: t2,
    });
    const [fixed, t3] = await timed(() => importInvoiceFiles(db, rcvBusiness, rcvCorrected));
    cases.push({
      what: `RCV corregido, ${fixed.updated} actualizados`,
      units: 'filas/s',
      n: RCV_ROWS,
      seconds: t3,
    });
    const [dte, t4] = await timed(() => importInvoiceFiles(db, dteBusiness, dteFiles));
    cases.push({ what: `DTE, ${dte.new} nuevos`, units: 'docs/s', n: DTE_DOCS, seconds: t4 });
    const [dteAgain, t5] = await timed(() => importInvoiceFiles(db, dteBusiness, dteFiles));
    cases.push({
      what: `DTE otra vez, ${dteAgain.unchanged} sin cambios`,
      units: 'docs/s',
      n: DTE_DOCS,
      seconds: t5,
    });
    return cases;
  } finally {
    await close();
  }
}

const [, parseRcv] = await timed(async () => prepareImport({ id: 0, ...RCV_BUSINESS }, rcvFiles));
const [, parseDte] = await timed(async () => prepareImport({ id: 0, ...DTE_BUSINESS }, dteFiles));
console.log(
  `Archivos: RCV ${RCV_ROWS} filas (${rcvFiles.map((f) => `${f.name} ${(f.bytes.length / 1e6).toFixed(1)} MB`).join(', ')}), ` +
    `DTE ${DTE_DOCS} documentos (${(dteFiles[0].bytes.length / 1e6).toFixed(1)} MB)`,
);
console.log(
  `Solo leer y revisar (sin base de datos): RCV ${Math.round(RCV_ROWS / parseRcv)} filas/s, DTE ${Math.round(DTE_DOCS / parseDte)} docs/s\n`,
);

const backends: ('pglite' | 'pg')[] = PG_URL ? ['pglite', 'pg'] : ['pglite'];
for (const kind of backends) {
  const cases = await bench(kind);
  for (let run = 1; run < RUNS; run++) {
    const again = await bench(kind);
    again.forEach((c, i) => {
      if (c.seconds < cases[i].seconds) cases[i] = c;
    });
  }
  console.log(`${kind === 'pg' ? 'PostgreSQL' : 'PGlite'}${RUNS > 1 ? ` (mejor de ${RUNS})` : ''}`);
  for (const c of cases) {
    console.log(
      `  ${c.what.padEnd(36)} ${c.seconds.toFixed(2).padStart(6)} s  ${Math.round(c.n / c.seconds)
        .toLocaleString('es-CL')
        .padStart(8)} ${c.units}`,
    );
  }
}
if (!PG_URL) console.log('\n(PostgreSQL: añade --pg postgres://usuario@host:5432/base)');
