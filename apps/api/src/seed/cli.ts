import { parseArgs } from 'node:util';
import { type Db, migrate, openDb } from '@portal/db';
import { isValidDateParts, parseIsoDate } from '@portal/domain';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo';
import { DEFAULT_TODAY, GENERATED_PASSWORD, generateDataset } from './generator';
import { writeDataset } from './writer';

export const SEED_USAGE = `Uso: npm run seed -- --businesses N --seed S [--demo] [--today AAAA-MM-DD]
                      [--database-url postgres://… | --data-dir DIR]

  --businesses N    empresas a generar (1 a 100000; por omisión 10)
  --seed S          semilla: la misma semilla da los mismos datos (por omisión 1)
  --demo            agrega el usuario de demostración (${DEMO_EMAIL} / ${DEMO_PASSWORD})
  --today FECHA     día al que se anclan las fechas relativas (por omisión ${DEFAULT_TODAY})
  --database-url    servidor PostgreSQL (por omisión DATABASE_URL)
  --data-dir        base embebida PGlite (por omisión DATA_DIR o ./data)`;

export type SeedOptions = {
  businesses: number;
  seed: number;
  demo: boolean;
  today: string;
  databaseUrl?: string;
  dataDir?: string;
};

export class SeedUsageError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number) {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new SeedUsageError(`--${name} debe ser un entero entre ${min} y ${max} (recibido: ${raw})`);
  }
  return n;
}

/** Reads the command line; the database defaults come from the same variables as the server. */
export function parseSeedArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        businesses: { type: 'string' },
        seed: { type: 'string' },
        demo: { type: 'boolean', default: false },
        today: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new SeedUsageError((err as Error).message);
  }
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  if (str('database-url') && str('data-dir')) {
    throw new SeedUsageError('Usa --database-url o --data-dir, no ambos.');
  }
  const databaseUrl = str('database-url') ?? (str('data-dir') ? undefined : env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SeedUsageError('--database-url debe empezar con postgres:// o postgresql://');
  }
  const today = str('today') ?? DEFAULT_TODAY;
  const parts = parseIsoDate(today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !parts || !isValidDateParts(parts)) {
    throw new SeedUsageError(`--today debe ser una fecha AAAA-MM-DD (recibido: ${today})`);
  }
  return {
    businesses: integer('businesses', str('businesses'), 10, 1, 100_000),
    seed: integer('seed', str('seed'), 1, 0, 2 ** 32 - 1),
    demo: values.demo === true,
    today,
    databaseUrl,
    dataDir: databaseUrl ? undefined : (str('data-dir') ?? env.DATA_DIR ?? './data'),
  };
}

export type SeedSummary = { users: number; businesses: number; links: number; ms: number };

/** Migrates the database and writes the generated dataset in one transaction. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  await migrate(db);
  const data = generateDataset({
    seed: opts.seed,
    businesses: opts.businesses,
    today: opts.today,
    demo: opts.demo ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : undefined,
  });
  await writeDataset(db, data);
  return {
    users: data.users.length,
    businesses: data.businesses.length,
    links: data.links.length,
    ms: Date.now() - started,
  };
}

/** Opens the database the options name, seeds it and closes it. */
export async function runSeed(opts: SeedOptions): Promise<SeedSummary> {
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  try {
    return await seedDatabase(db, opts);
  } finally {
    await db.close();
  }
}

/** Entry point of `npm run seed`: answers the process exit code. */
export async function seedMain(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(SEED_USAGE);
    return 0;
  }
  try {
    const opts = parseSeedArgs(argv);
    const summary = await runSeed(opts);
    const where = opts.databaseUrl ? 'PostgreSQL' : `PGlite en ${opts.dataDir}`;
    console.log(
      `Listo en ${summary.ms} ms (${where}): ${summary.businesses} empresas, ${summary.users} usuarios, ` +
        `${summary.links} vínculos. Semilla ${opts.seed}, día ${opts.today}.`,
    );
    console.log(`Contraseña de los usuarios generados: ${GENERATED_PASSWORD}`);
    if (opts.demo) console.log(`Ingreso de demostración: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    return 0;
  } catch (err) {
    if (err instanceof SeedUsageError) {
      console.error(`${err.message}\n\n${SEED_USAGE}`);
      return 2;
    }
    if ((err as { code?: string }).code === '23505') {
      console.error(
        'La base de datos ya tiene usuarios o empresas con esos datos (correo o RUT repetido). ' +
          'Usa una base vacía u otra --seed.',
      );
      return 1;
    }
    throw err;
  }
}
