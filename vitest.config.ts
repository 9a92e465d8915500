import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every layer; `npm test` picks projects (scripts/test.mjs).
// In CI a server or browser test that fails is run once more: on a busy machine one timing bound (a
// tenant's wait during an import, a sign-in behind a flood) can miss once, and a run that does not
// land loses everything in it. A real defect fails twice; the default reporter marks the retried ones.
const inCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const retry = inCi ? 1 : 0;

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
          retry,
          // One file per core, not vitest's cores − 1: on a 2-core machine that was one file at a
          // time, and a file mostly waits on its database (PGlite's worker, the server) or a child
          // process. Each file has its own database (schema or PGlite), so files never share rows.
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          retry,
        },
      },
    ],
  },
});
