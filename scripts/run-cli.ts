import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '@portal/api';
import { type Db, migrate, openDb } from '@portal/db';

/** Thrown by a tool's argument parser: its message (if any) and the usage are printed. */
export class UsageError extends Error {}

/**
 * What a command-line tool reads and writes: its arguments, its environment and its two output
 * streams. The process gives its own (`processIo`); a test gives lines it collects, and runs the
 * tool in its own process without starting a new one (a new one loads the app through tsx: ~10 s).
 */
export type CliIo = {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
};

/** A tool's main: its exit code. */
export type CliMain = (io: CliIo) => Promise<number>;

export const processIo = (): CliIo => ({
  argv: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

/**
 * The tool's arguments, or its exit code once the usage is printed: 2 for wrong arguments, 0 when
 * the parser asked for the usage alone (an empty UsageError, e.g. --help).
 */
export function parseArgsOrUsage<T>(
  io: CliIo,
  parse: (argv: readonly string[]) => T,
  usage: string,
): T | number {
  try {
    return parse(io.argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) io.err(err.message);
    io.err(usage);
    return err.message ? 2 : 0;
  }
}

/** The server's database (DATABASE_URL or DATA_DIR of `env`), migrated, for the length of `work`. */
export async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * A tool's exit code: its main's, or 2 for a bad setting (ConfigError, its own message printed) and
 * 1 for anything else unexpected (its stack printed, as Node prints an error).
 */
export async function execute(main: CliMain, io: CliIo): Promise<number> {
  try {
    return await main(io);
  } catch (err) {
    io.err(err instanceof ConfigError ? err.message : inspect(err));
    return err instanceof ConfigError ? 2 : 1;
  }
}

/** Runs a command-line tool's main as this process and exits with its code. */
export function runCli(main: CliMain): void {
  void execute(main, processIo()).then((code) => process.exit(code));
}

/**
 * Runs a tool inside this process with the given arguments and environment, and answers its exit
 * code and what it wrote to each stream, as a child process's would read (one line per write).
 */
export async function runInProcess(
  main: CliMain,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await execute(main, {
    argv,
    env,
    out: (line) => {
      out += `${line}\n`;
    },
    err: (line) => {
      err += `${line}\n`;
    },
  });
  return { code, out, err };
}
