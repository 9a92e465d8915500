import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every layer; `npm test` picks projects (scripts/test.mjs).
// No test is retried here: a test that fails fails. The few that CI may run a second time are named,
// each with its reason, in scripts/quarantine.mjs, and `npm test` runs just those again.

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'sii', include: ['packages/sii/src/**/*.test.ts'] } },
      { test: { name: 'bank', include: ['packages/bank/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file per core, not vitest's cores − 1: on a 2-core machine that was one file at a
          // time, and a file mostly waits on its database (PGlite's worker, the server) or a child
          // process. Each file has its own database (schema or PGlite), so files never share rows.
          maxWorkers: availableParallelism(),
          // A worker runs its files one after another over one module graph instead of loading the
          // app's module graph again for each file (5–10 s a file, most of a small file's time).
          // Files still share no rows (a database each), and nothing here is keyed by module
          // identity across databases (the session cache keys by database). A file that replaces a
          // module (vi.mock) resets the graph before and after itself (lib/passwords.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll waits for what a person would see; vitest's 1 s default is less than a
          // portal's first page on PGlite takes on a loaded 2-core runner (CI 2026-12-02: the sales
          // list's first rows came after the poll gave up, and passed when run alone).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
