import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, dumpMigratedSchema, normaliseDump, schemaDumpUnavailable } from './schema-dump';

describe('packages/db/schema.sql', () => {
  // A fresh machine has no PostgreSQL: the comparison needs a server and pg_dump, PGlite has neither.
  it('is what the migrations make (npm run db:schema writes it)', async (ctx) => {
    const unavailable = await schemaDumpUnavailable();
    if (unavailable) ctx.skip(`schema.sql not compared: ${unavailable}`);
    const dumped = await dumpMigratedSchema();
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    expect(dumped, 'packages/db/schema.sql is stale: run `npm run db:schema`').toBe(checkedIn);
  }, 120_000);

  it('keeps no version, date, setting or schema name of the dump', () => {
    const dump = [
      '--',
      '-- PostgreSQL database dump',
      '--',
      '\\restrict abc123',
      '-- Dumped from database version 15.20',
      'SET statement_timeout = 0;',
      "SELECT pg_catalog.set_config('search_path', '', false);",
      'CREATE SCHEMA s_1;',
      '',
      '',
      '',
      'CREATE TABLE s_1.t (id bigint);   ',
      '    -- a comment in a function body stays',
      '\\unrestrict abc123',
    ].join('\n');
    expect(normaliseDump(dump, 's_1')).toBe(
      'CREATE TABLE t (id bigint);\n    -- a comment in a function body stays\n',
    );
  });
});
