import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The shared real-format fixtures live outside the repository, next to it (<repo>/../shared/fixtures),
// and are read at test time, never copied in. A suite that cannot find them is skipped, and the skip
// is written down so that `npm test` names it in its summary and fails it under CI=true: a
// conformance suite that silently stops running is worse than one that fails.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The fixtures folder: SHARED_FIXTURES_DIR when set (relative to the working directory), else ../shared/fixtures. */
export const sharedFixturesDir = (): string =>
  resolve(process.env.SHARED_FIXTURES_DIR ?? join(REPO_ROOT, '..', 'shared', 'fixtures'));

/** The file listing skipped suites, one JSON line each ({ suite, dir }); scripts/test.mjs reads it. */
export const fixtureSkipLog = (): string =>
  resolve(process.env.FIXTURE_SKIP_LOG ?? join(REPO_ROOT, 'test-results', 'fixture-skips.jsonl'));

export type FixtureSkip = { suite: string; dir: string };

export const sharedFixturesExist = (sub: string): boolean => existsSync(join(sharedFixturesDir(), sub));

export const readSharedFixture = (sub: string, file: string): Buffer =>
  readFileSync(join(sharedFixturesDir(), sub, file));

export const listSharedFixtures = (sub: string): string[] =>
  sharedFixturesExist(sub) ? readdirSync(join(sharedFixturesDir(), sub)).sort() : [];

/**
 * Call at module level of a conformance test, and skip the suite when it answers false: the
 * missing folder is then printed and recorded under the suite's name.
 */
export const requireSharedFixtures = (sub: string, suite: string): boolean => {
  if (sharedFixturesExist(sub)) return true;
  const dir = join(sharedFixturesDir(), sub);
  console.warn(
    `SKIPPING ${suite}: ${dir} not found. It needs the real-format fixtures checked out next to the ` +
      'repository (../shared/fixtures) or SHARED_FIXTURES_DIR.',
  );
  const log = fixtureSkipLog();
  mkdirSync(dirname(log), { recursive: true });
  appendFileSync(log, `${JSON.stringify({ suite, dir } satisfies FixtureSkip)}\n`);
  return false;
};
