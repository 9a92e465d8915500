// The job queue, for an operator (docs/reliability.md, "Job queue"):
//   npm run jobs -- list [--state queued|running|done|failed|dead] [--limit 50]
//   npm run jobs -- retry <id>      a failed or dead job runs again now, attempts counted afresh
//   npm run jobs -- discard <id>    a queued or failed job will not run (it becomes dead)
// The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data;
// stop the server first: an embedded database serves one process).
import type { Db } from '@portal/db';
import {
  JOB_STATES,
  type JobRow,
  type JobState,
  countJobs,
  discardJob,
  listJobs,
  retryJob,
} from '@portal/api/jobs';
import { type CliIo, UsageError, parseArgsOrUsage, withDatabase } from '../run-cli';

const USAGE = [
  'Uso: npm run jobs -- list [--state queued|running|done|failed|dead] [--limit N]',
  '     npm run jobs -- retry <id>',
  '     npm run jobs -- discard <id>',
].join('\n');

type Command = { name: 'list'; state?: JobState; limit: number } | { name: 'retry' | 'discard'; id: number };

function parseArgs(argv: readonly string[]): Command {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') throw new UsageError('');
  if (name === 'list') {
    let state: JobState | undefined;
    let limit = 50;
    for (let i = 0; i < rest.length; i++) {
      const [flag, inline] = rest[i].split('=', 2);
      const value = inline ?? rest[++i];
      if (flag === '--state') {
        if (!JOB_STATES.includes(value as JobState))
          throw new UsageError(`Estado desconocido: ${value ?? ''}`);
        state = value as JobState;
      } else if (flag === '--limit') {
        limit = Number(value);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
          throw new UsageError('--limit debe ser un entero entre 1 y 10000.');
      } else throw new UsageError(`Opción desconocida: ${rest[i]}`);
    }
    return { name, state, limit };
  }
  if (name === 'retry' || name === 'discard') {
    const id = Number(rest[0]);
    if (rest.length !== 1 || !Number.isInteger(id) || id < 1)
      throw new UsageError(`Indica el id del trabajo: npm run jobs -- ${name} <id>`);
    return { name, id };
  }
  throw new UsageError(`Comando desconocido: ${name}`);
}

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '—');

function printJobs(io: CliIo, jobs: JobRow[]) {
  for (const j of jobs) {
    const error = j.last_error ? `  · ${j.last_error.replace(/\s+/g, ' ').slice(0, 120)}` : '';
    io.out(
      `${String(j.id).padStart(6)}  ${j.state.padEnd(7)}  ${j.kind.padEnd(20)}  intentos ${j.attempts}/${j.max_attempts}  ` +
        `próximo ${when(j.run_at)}  ${j.dedupe_key ?? ''}${error}`,
    );
  }
}

async function run(io: CliIo, db: Db, cmd: Command): Promise<number> {
  if (cmd.name === 'list') {
    const counts = await countJobs(db);
    io.out(JOB_STATES.map((s) => `${s}: ${counts[s]}`).join(' · '));
    const jobs = await listJobs(db, { state: cmd.state, limit: cmd.limit });
    if (jobs.length === 0) io.out('No hay trabajos.');
    printJobs(io, jobs);
    return 0;
  }
  const done = cmd.name === 'retry' ? await retryJob(db, cmd.id) : await discardJob(db, cmd.id);
  if (done) {
    io.out(
      cmd.name === 'retry' ? `Trabajo ${cmd.id}: se ejecutará de nuevo.` : `Trabajo ${cmd.id}: descartado.`,
    );
    return 0;
  }
  io.err(
    cmd.name === 'retry'
      ? `Trabajo ${cmd.id}: no existe o no está fallido ni muerto (solo esos se reintentan).`
      : `Trabajo ${cmd.id}: no existe o no está en cola ni fallido (solo esos se descartan).`,
  );
  return 1;
}

export async function main(io: CliIo): Promise<number> {
  const cmd = parseArgsOrUsage(io, parseArgs, USAGE);
  if (typeof cmd === 'number') return cmd;
  return withDatabase(io.env, (db) => run(io, db, cmd));
}
