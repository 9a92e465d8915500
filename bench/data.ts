// The benchmark's data: a named scale built with the project's generator (generateDataset +
// writeDataset for users and businesses, generateInvoices + writeInvoices, i.e. the importer's
// set-based upsert, for the invoices), on PostgreSQL and on PGlite, cached between runs.
//
// The generator gives each business a small pool of clients and providers; here every business's
// parties are mapped, one to one, onto one shared pool of valid-RUT companies (20,000 at the large
// scale), so the documents, amounts, credit notes, due dates and paid/unpaid mix are the
// generator's own while the counterparts repeat across businesses as they do in the SII.
//
// Cache: PostgreSQL database `portal_bench_<scale>` (BENCH_DATABASE_URL overrides) and PGlite
// folder bench/cache/pglite-<scale>; a `bench_meta` row holds the key (scale, seed, month of the
// data, hash of the migrations and of the generator's code). A run works on a copy (template
// database, copied folder), so imports never change the cache.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, MIGRATIONS_DIR, type Queryable, migrate, openPg, openPglite } from '@portal/db';
import { addDays, computeRutDv, isValidRut, todayInChile } from '@portal/domain';
import { buildSearchText } from '@portal/api/invoice-imports';
import {
  GENERATED_PASSWORD,
  type GenBusiness,
  companyName,
  createRandom,
  generateDataset,
  generateInvoices,
  personName,
  writeDataset,
  writeBankHistory,
  writeInvoices,
  // Honorarium tickets.
  generateHonorariumTickets,
  writeHonorariumTickets,
  // Expenses.
  generateExpenses,
  writeExpenses,
  // Payroll.
  generateEmployees,
  writeEmployees,
} from '@portal/api/seed';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CACHE_DIR = join(ROOT, 'bench/cache');

export type ScaleName = 'small' | 'large';
export type Backend = 'pg' | 'pglite';

export type Scale = {
  name: ScaleName;
  /** Invoices in all, over `businesses` businesses. */
  invoices: number;
  businesses: number;
  /** The largest business (60 % sales): the one whose lists are measured. */
  largest: number;
  /** A retailer whose documents are all sales: the CSV export's business (a `largest`-row export). */
  retail: number;
  /** Clients and providers shared by all businesses (valid RUTs). */
  counterparts: number;
  /** Rows of the RCV import (ventas + compras) and documents of the DTE import. */
  rcvRows: number;
  dteDocs: number;
  /** Rows (ventas + compras) each of the four tenants imports while another is timed (bench/isolation.ts). */
  isolationRows: number;
  /** Bank movements of the largest business (two accounts, its books' 24 months; bench/bank.ts). */
  bankMovements: number;
  /** Movements of the labelled statement imported over HTTP (10,000 at both scales). */
  bankImport: number;
  /** Entries of each file the parse throughput is measured on. */
  parseEntries: number;
  /** Expenses of the largest business over the books' 24 months. */
  expenses: number;
};

export const SCALES: Record<ScaleName, Scale> = {
  small: {
    name: 'small',
    invoices: 50_000,
    businesses: 20,
    largest: 10_000,
    retail: 10_000,
    counterparts: 2_000,
    rcvRows: 20_000,
    dteDocs: 1_000,
    isolationRows: 20_000,
    bankMovements: 20_000,
    bankImport: 10_000,
    parseEntries: 100_000,
    expenses: 2_000,
  },
  large: {
    name: 'large',
    invoices: 1_000_000,
    businesses: 500,
    largest: 200_000,
    retail: 200_000,
    counterparts: 20_000,
    rcvRows: 50_000,
    dteDocs: 2_000,
    // ~10 MB of RCV per tenant (the measurement), in two files under the 10 MB limit.
    isolationRows: 60_000,
    // The movements list at 500,000 movements, the import into 200,000 invoices.
    bankMovements: 500_000,
    bankImport: 10_000,
    parseEntries: 100_000,
    expenses: 20_000,
  },
};

export const SEED = 2026;
/** Documents per writeInvoices call (one import record and transaction each). */
const WRITE_CHUNK = 50_000;

export type BenchMeta = {
  key: string;
  scale: ScaleName;
  seed: number;
  /** The day the data ends on (the generator's `today`). */
  anchor: string;
  builtAt: string;
  buildSeconds: number;
  invoices: number;
  listBusinessId: number;
  listUser: string;
  retailBusinessId: number;
  retailUser: string;
  password: string;
  /** The largest business's bank history (bench/bank.ts). */
  bank: { accounts: number[]; movements: number; payments: number; reconciled: number; recorded: number };
};

/**
 * The day the data ends on: the first of the current month in Chile, so every build of a month is
 * the same data on both backends (the lists' default views cover it: 12 and 2 periods up to today).
 */
export const dataAnchor = (today = todayInChile()): string => `${today.slice(0, 8)}01`;

/** Scale, seed, the data's month, migrations and the generator's code: any change rebuilds. */
export function cacheKey(scale: Scale): string {
  const h = createHash('sha256').update(JSON.stringify({ scale, seed: SEED, anchor: dataAnchor() }));
  for (const f of readdirSync(MIGRATIONS_DIR).sort())
    h.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  for (const f of [
    'bench/data.ts',
    'apps/api/src/seed/generator.ts',
    'apps/api/src/seed/invoices.ts',
    'apps/api/src/seed/random.ts',
    'apps/api/src/seed/writer.ts',
    'apps/api/src/seed/bank/descriptions.ts',
    'apps/api/src/seed/bank/history.ts',
  ])
    h.update(f).update(readFileSync(join(ROOT, f)));
  return h.digest('hex').slice(0, 16);
}

// --- where the data lives ---------------------------------------------------------------

export const pgCacheUrl = (scale: ScaleName): string =>
  process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/portal_bench_${scale}`;

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));
const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Runs fn on the server's maintenance database (to create, copy and drop databases). */
async function withAdmin<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const admin = await openPg({ connectionString: withDatabase(url, 'postgres'), max: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

export const pgliteCacheDir = (scale: ScaleName) => join(CACHE_DIR, `pglite-${scale}`);

async function readMeta(db: Queryable): Promise<BenchMeta | null> {
  try {
    const { rows } = await db.query<{ value: BenchMeta }>(`SELECT value FROM bench_meta WHERE key = 'meta'`);
    return rows[0]?.value ?? null;
  } catch {
    return null;
  }
}

export type Dataset = {
  backend: Backend;
  meta: BenchMeta;
  /** Where a run works: a PostgreSQL URL or a PGlite folder (a copy of the cache). */
  location: string;
  /** Whether this run built the cache (and how long it took). */
  built: boolean;
  dispose(): Promise<void>;
};

export type EnsureOptions = { rebuild?: boolean; log?: (line: string) => void };

/**
 * The scale's data on the backend: reuses the cache when its key matches, builds it otherwise,
 * then makes the run's working copy.
 */
export async function ensureDataset(
  backend: Backend,
  scale: Scale,
  opts: EnsureOptions = {},
): Promise<Dataset> {
  const log = opts.log ?? (() => {});
  const key = cacheKey(scale);
  if (backend === 'pg') {
    const url = pgCacheUrl(scale.name);
    const name = databaseOf(url);
    let meta: BenchMeta | null = null;
    const exists = await withAdmin(url, async (a) => {
      const { rows } = await a.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return rows.length > 0;
    });
    if (exists && !opts.rebuild) {
      const db = await openPg({ connectionString: url, max: 1 });
      meta = await readMeta(db).finally(() => db.close());
    }
    let built = false;
    if (meta?.key !== key) {
      log(`  PostgreSQL: building ${name} (${scale.invoices.toLocaleString('en')} invoices)…`);
      await withAdmin(url, async (a) => {
        await a.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
        await a.query(`CREATE DATABASE ${quoteIdent(name)}`);
      });
      const db = await openPg({ connectionString: url, max: 2 });
      try {
        meta = await build(db, scale, key, log);
      } finally {
        await db.close();
      }
      built = true;
    } else log(`  PostgreSQL: cached ${name} (built ${meta.builtAt}, key ${key})`);
    // The run's copy: a template copy of the files, so the cache is never written by a run.
    const runName = `${name}_run`;
    await withAdmin(url, async (a) => {
      await a.query(`DROP DATABASE IF EXISTS ${quoteIdent(runName)} WITH (FORCE)`);
      await a.query(`CREATE DATABASE ${quoteIdent(runName)} TEMPLATE ${quoteIdent(name)} STRATEGY FILE_COPY`);
    });
    return {
      backend,
      meta: meta!,
      location: withDatabase(url, runName),
      built,
      dispose: () =>
        withAdmin(url, async (a) => {
          await a.query(`DROP DATABASE IF EXISTS ${quoteIdent(runName)} WITH (FORCE)`);
        }),
    };
  }

  const dir = pgliteCacheDir(scale.name);
  let meta: BenchMeta | null = null;
  if (existsSync(dir) && !opts.rebuild) {
    const db = await openPglite(dir);
    meta = await readMeta(db).finally(() => db.close());
  }
  let built = false;
  if (meta?.key !== key) {
    log(`  PGlite: building ${dir} (${scale.invoices.toLocaleString('en')} invoices)…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(CACHE_DIR, { recursive: true });
    const db = await openPglite(dir);
    try {
      meta = await build(db, scale, key, log);
    } finally {
      await db.close();
    }
    built = true;
  } else log(`  PGlite: cached ${dir} (built ${meta.builtAt}, key ${key})`);
  const runDir = `${dir}-run`;
  rmSync(runDir, { recursive: true, force: true });
  cpSync(dir, runDir, { recursive: true });
  return {
    backend,
    meta: meta!,
    location: runDir,
    built,
    dispose: async () => rmSync(runDir, { recursive: true, force: true }),
  };
}

// --- the build --------------------------------------------------------------------------

type Party = { rut: string; name: string };

/**
 * Clients and providers shared by every business: valid RUTs (companies 76–79 million, a fifth in
 * 96–99 million) and the generator's Spanish company and EIRL names, all distinct.
 */
export function counterpartPool(seed: number, size: number, taken: ReadonlySet<string>): Party[] {
  const r = createRandom(seed);
  const ruts = new Set<string>(taken);
  const names = new Set<string>();
  const out: Party[] = [];
  while (out.length < size) {
    const body = r.chance(0.2) ? r.int(96_000_000, 99_599_999) : r.int(76_000_000, 78_999_999);
    const rut = `${body}-${computeRutDv(body).toUpperCase()}`;
    let name = r.chance(0.15) ? `${personName(r)} EIRL` : companyName(r).name;
    if (names.has(name)) name = `${name.replace(/ (SpA|Limitada|EIRL|S\.A\.)$/, '')} ${r.int(2, 999)} SpA`;
    if (ruts.has(rut) || names.has(name)) continue;
    ruts.add(rut);
    names.add(name);
    out.push({ rut, name });
  }
  return out;
}

/** Invoices per business: the largest first, the retailer, the rest spread ±50 % around the mean. */
function businessSizes(scale: Scale, retailIndex: number): number[] {
  const sizes = new Array<number>(scale.businesses).fill(0);
  sizes[0] = scale.largest;
  sizes[retailIndex] = scale.retail;
  const others = sizes.map((_s, i) => i).filter((i) => i !== 0 && i !== retailIndex);
  const r = createRandom(SEED + 1);
  const weights = others.map(() => 0.5 + r.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = scale.invoices - scale.largest - scale.retail;
  others.forEach((i, k) => {
    const n =
      k === others.length - 1
        ? left
        : Math.floor(((scale.invoices - scale.largest - scale.retail) * weights[k]) / sum);
    sizes[i] = n;
    left -= n;
  });
  return sizes;
}

/** A business that every guard lets in (the generator's first six are the guard scenarios). */
const healthy = (b: GenBusiness) =>
  b.status === 'Activo' && b.debtor === null && !b.prospect && b.status_onboarding === 'completed';

const CONSUMIDOR_FINAL = '66666666-6';

/**
 * Secondary indexes of invoices (not the keys the upsert needs): dropped while loading, rebuilt
 * from their own definitions afterwards, which is several times faster than maintaining them row
 * by row. The rebuilt indexes are the migrations' exactly.
 */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(c.oid) AS def
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = 'invoices'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`,
  );
  for (const r of rows) await db.exec(`DROP INDEX ${quoteIdent(r.name)}`);
  return rows.map((r) => r.def);
}

async function build(db: Db, scale: Scale, key: string, log: (line: string) => void): Promise<BenchMeta> {
  const started = performance.now();
  const anchor = dataAnchor();
  await migrate(db);
  const data = generateDataset({ seed: SEED, businesses: scale.businesses, today: anchor });
  const ids = await writeDataset(db, data);
  const retailIndex = data.businesses.findIndex((b, i) => i >= 6 && healthy(b));
  if (!healthy(data.businesses[0]) || retailIndex < 0) throw new Error('generator: no healthy businesses');
  const sizes = businessSizes(scale, retailIndex);
  const pool = counterpartPool(SEED + 2, scale.counterparts, new Set(data.businesses.map((b) => b.rut)));

  const indexes = await dropSecondaryIndexes(db);
  let written = 0;
  let lastLog = 0;
  for (const [i, b] of data.businesses.entries()) {
    const count = sizes[i];
    if (count === 0) continue;
    const docs = generateInvoices({
      seed: SEED * 1000 + i,
      business: b,
      count,
      today: anchor,
      salesShare: i === retailIndex ? 1 : undefined,
    });
    // The generator's parties of this business, one to one onto the shared pool.
    const offset = (i * 7919) % pool.length;
    const mapped = new Map<string, Party>();
    const partyOf = (rut: string, name: string): Party => {
      if (rut === CONSUMIDOR_FINAL) return { rut, name };
      let p = mapped.get(rut);
      if (!p) {
        p = pool[(offset + mapped.size) % pool.length];
        mapped.set(rut, p);
      }
      return p;
    };
    for (const d of docs) {
      if (d.direction === 'VENTA') {
        const p = partyOf(d.receiverRut, d.receiverName);
        d.receiverRut = p.rut;
        d.receiverName = p.name;
      } else {
        const p = partyOf(d.issuerRut, d.issuerName);
        d.issuerRut = p.rut;
        d.issuerName = p.name;
      }
    }
    const businessId = ids.businesses.get(b.key)!;
    for (let start = 0; start < docs.length; start += WRITE_CHUNK) {
      const chunk = docs.slice(start, start + WRITE_CHUNK);
      await db.transaction(async (tx) => {
        if (db.kind === 'pg') await tx.query('SET LOCAL synchronous_commit TO off');
        await writeInvoices(tx, businessId, chunk, { today: anchor });
      });
      written += chunk.length;
      // The counterparts' triggers and the payment-term look-up find a counterpart by key; with the
      // table never analyzed (the build writes faster than autovacuum looks) the planner may walk
      // another index of the same (business_id, kind) prefix instead, reading every counterpart of
      // the business per row: the largest business's later chunks then ran at ~300 rows/s.
      await db.exec('ANALYZE counterparts');
    }
    if (performance.now() - lastLog > 5000 || i === data.businesses.length - 1) {
      lastLog = performance.now();
      log(
        `    ${written.toLocaleString('en')} invoices, ${i + 1}/${scale.businesses} businesses, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  await classifyPurchases(db, anchor);
  const listBusinessId = ids.businesses.get(data.businesses[0].key)!;
  const bank = await writeBank(db, listBusinessId, scale, anchor);
  // The list business's honorarium tickets, received and issued (two years of them),
  // imported as the SII's informes are, so the journal posts them too.
  const tickets = scale.name === 'large' ? 2_000 : 200;
  for (const [kind, count, seed] of [
    ['received', tickets, SEED + 151],
    ['issued', Math.round(tickets / 4), SEED + 152],
  ] as const) {
    await writeHonorariumTickets(
      db,
      listBusinessId,
      kind,
      generateHonorariumTickets({ seed, kind, count, today: anchor }),
    );
  }
  log(`    ${tickets + Math.round(tickets / 4)} honorarium tickets`);
  // Workers: 1,000 for the list business at the large scale (100 at the small), 3 for each other one.
  const workers = scale.name === 'large' ? 1_000 : 100;
  for (const [i, b] of data.businesses.entries())
    await writeEmployees(
      db,
      ids.businesses.get(b.key)!,
      generateEmployees({ seed: SEED + 500 + i, count: i === 0 ? workers : 3, today: anchor }),
    );
  log(`    ${workers + 3 * (data.businesses.length - 1)} workers`);
  log(
    `    ${bank.movements.toLocaleString('en')} bank movements (${bank.payments.toLocaleString('en')} payments, ${bank.reconciled.toLocaleString('en')} reconciled, ${bank.recorded.toLocaleString('en')} recorded as accounting records), ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // The largest business's expenses (validated ones post to the journal by trigger). No
  // receipts: the cache keeps no files.
  const expenses = generateExpenses({ seed: SEED + 15, today: anchor, count: scale.expenses, days: 730 });
  await writeExpenses(db, listBusinessId, expenses, { userId: null, reviewerId: null });
  log(`    ${expenses.length.toLocaleString('en')} expenses`);
  // The classification's updates leave a free slot in most heap pages: compact the table as a
  // restore would, so the import's new rows go to new pages instead of one to each old page.
  await db.exec('VACUUM FULL invoices');
  log(`    rebuilding ${indexes.length} indexes…`);
  for (const def of indexes) {
    await db.transaction(async (tx) => {
      if (db.kind === 'pg') await tx.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.query(def);
    });
  }
  await db.exec('VACUUM ANALYZE');
  if (db.kind === 'pg') await db.exec('CHECKPOINT');
  await checkSample(db);

  const owner = (businessKey: string) => {
    const link = data.links.find((l) => l.businessKey === businessKey && l.role === 'owner')!;
    return data.users.find((u) => u.key === link.userKey)!.email.toLowerCase();
  };
  const meta: BenchMeta = {
    key,
    scale: scale.name,
    seed: SEED,
    anchor,
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((performance.now() - started) / 100) / 10,
    invoices: written,
    listBusinessId,
    listUser: owner(data.businesses[0].key),
    retailBusinessId: ids.businesses.get(data.businesses[retailIndex].key)!,
    retailUser: owner(data.businesses[retailIndex].key),
    password: GENERATED_PASSWORD,
    bank,
  };
  await db.exec('CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value jsonb NOT NULL)');
  await db.query(
    `INSERT INTO bench_meta (key, value) VALUES ('meta', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(meta)],
  );
  log(`    built in ${meta.buildSeconds} s`);
  return meta;
}

/**
 * The largest business's bank: a checking account at Banco de Chile (80 % of the movements) and one
 * at BancoEstado, with the history of the books' 24 months (writeBankHistory: its paid invoices as
 * transfers, most reconciled, and the unrelated movements of an SME's account). Open invoices stay
 * open: the statement the bench imports is matched against them.
 */
async function writeBank(
  db: Db,
  businessId: number,
  scale: Scale,
  anchor: string,
): Promise<BenchMeta['bank']> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, name, account_type)
     VALUES ($1, '001', '8001234567', 'Cuenta corriente', 'checking_account'),
            ($1, '012', '29012345678', 'CuentaRUT empresa', 'sight_account')
     RETURNING id::int AS id`,
    [businessId],
  );
  const accounts = rows.map((r) => r.id);
  const written = await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('SET LOCAL synchronous_commit TO off');
    return writeBankHistory(tx, businessId, {
      seed: SEED + 13,
      count: scale.bankMovements,
      accounts: [
        { id: accounts[0], share: 0.8 },
        { id: accounts[1], share: 0.2 },
      ],
      start: addDays(anchor, -730),
      end: addDays(anchor, -1),
    });
  });
  return { accounts, ...written };
}

/**
 * What users do after importing: two purchases in five older than two weeks classified into one of the
 * chart's six classification accounts (as the bulk update would; the journal rewrites their entries).
 */
async function classifyPurchases(db: Db, anchor: string): Promise<void> {
  await db.query('SELECT ensure_chart(id) FROM businesses');
  const { rows } = await db.query<{ lo: number; hi: number }>(
    'SELECT coalesce(min(id), 0)::float8 AS lo, coalesce(max(id), 0)::float8 AS hi FROM invoices',
  );
  // In id ranges, as a user's bulk update is: the journal's trigger rewrites each statement's entries
  // by their ids, and one statement over 400,000 purchases ran for over 15 minutes.
  for (let from = rows[0].lo; from <= rows[0].hi; from += CLASSIFY_IDS) {
    await db.query(
      `UPDATE invoices i SET invoicing_account_id = a.ids[1 + (i.id * 40503) % 6]
         FROM (SELECT business_id, array_agg(id ORDER BY id) AS ids FROM accounts WHERE classification GROUP BY business_id) a
        WHERE a.business_id = i.business_id AND i.direction = 'COMPRA' AND (i.id * 2654435761) % 100 < 40
          AND i.issue_date < $1::date - 14 AND i.id >= $2 AND i.id < $3`,
      [anchor, from, from + CLASSIFY_IDS],
    );
  }
}

const CLASSIFY_IDS = 20_000;

/** The rows look like imported ones: valid RUTs, consistent amounts and the importer's search text. */
async function checkSample(db: Queryable): Promise<void> {
  const { rows } = await db.query<{
    folio: number;
    doc_type: number;
    issuer_rut: string;
    receiver_rut: string;
    counterpart_rut: string;
    counterpart_name: string;
    net_amount: number;
    exempt_amount: number;
    iva_amount: number;
    total_amount: number;
    signed_total: number;
    search_text: string;
  }>(
    `SELECT folio, doc_type, issuer_rut, receiver_rut, counterpart_rut, counterpart_name, net_amount,
            exempt_amount, iva_amount, total_amount, signed_total, search_text
       FROM invoices TABLESAMPLE SYSTEM (1) LIMIT 2000`,
  );
  for (const r of rows) {
    const problem = !isValidRut(r.issuer_rut)
      ? 'issuer RUT'
      : !isValidRut(r.receiver_rut)
        ? 'receiver RUT'
        : r.total_amount !== r.net_amount + r.exempt_amount + r.iva_amount
          ? 'total'
          : r.signed_total !== (r.doc_type === 61 ? -r.total_amount : r.total_amount)
            ? 'sign'
            : r.search_text !== buildSearchText(r.folio, r.counterpart_rut, r.counterpart_name)
              ? 'search text'
              : null;
    if (problem) throw new Error(`bench data: bad ${problem} in ${JSON.stringify(r)}`);
  }
}
