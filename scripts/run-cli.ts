import { ConfigError, loadConfig } from '@portal/api';
import { type Db, migrate, openDb } from '@portal/db';

/** Thrown by a tool's argument parser: its message (if any) and the usage are printed. */
export class UsageError extends Error {}

/**
 * The tool's arguments, or its exit code once the usage is printed: 2 for wrong arguments, 0 when
 * the parser asked for the usage alone (an empty UsageError, e.g. --help).
 */
export function parseArgsOrUsage<T>(parse: (argv: readonly string[]) => T, usage: string): T | number {
  try {
    return parse(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(err.message);
    console.error(usage);
    return err.message ? 2 : 0;
  }
}

/** The server's database (DATABASE_URL or DATA_DIR), migrated, for the length of `work`. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Runs a command-line tool's main and exits with its code: a bad setting (ConfigError) prints its
 * own message and exits 2, anything else unexpected prints its stack and exits 1.
 */
export function runCli(main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(err instanceof ConfigError ? 2 : 1);
    });
}
