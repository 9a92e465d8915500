// `npm run db:schema` writes packages/db/schema.sql: the schema, functions and triggers the migrations
// leave, dumped from a freshly migrated throwaway schema on PostgreSQL (SCHEMA_DATABASE_URL, else
// TEST_DATABASE_URL, else the local server). `npm run db:schema -- --check` writes nothing and
// fails with a diff when the checked-in file is not what the migrations make.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SCHEMA_FILE, dumpMigratedSchema, schemaDumpUnavailable } from '@portal/db/schema';

const run = promisify(execFile);

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const unavailable = await schemaDumpUnavailable();
  if (unavailable) {
    console.error(`db:schema: ${unavailable}`);
    return 2;
  }
  const dumped = await dumpMigratedSchema();
  if (!check) {
    await writeFile(SCHEMA_FILE, dumped);
    console.log(`db:schema: wrote ${SCHEMA_FILE}`);
    return 0;
  }
  const current = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  if (current === dumped) {
    console.log('db:schema: packages/db/schema.sql is what the migrations make');
    return 0;
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-schema-'));
  try {
    const fresh = join(dir, 'schema.sql');
    await writeFile(fresh, dumped);
    const diff = await run('diff', ['-u', SCHEMA_FILE, fresh]).catch((err: { stdout?: string }) => err);
    console.error((diff as { stdout?: string }).stdout ?? '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.error('db:schema: packages/db/schema.sql differs from the migrations; run `npm run db:schema`');
  return 1;
}

process.exitCode = await main();
