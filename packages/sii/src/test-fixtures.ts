import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The shared real-format fixtures live outside the repository, next to it
 * (<repo>/../shared/fixtures). They are read at test time, never copied into the repo.
 */
export const SHARED_FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

export const sharedFixturesExist = (sub: string): boolean => existsSync(`${SHARED_FIXTURES_DIR}${sub}`);

export const readSharedFixture = (sub: string, file: string): Buffer =>
  readFileSync(`${SHARED_FIXTURES_DIR}${sub}/${file}`);

export const listSharedFixtures = (sub: string): string[] =>
  sharedFixturesExist(sub) ? readdirSync(`${SHARED_FIXTURES_DIR}${sub}`).sort() : [];

/** Call at module level of a conformance test so a missing folder is loud, not silent. */
export const warnIfMissing = (sub: string): boolean => {
  const exists = sharedFixturesExist(sub);
  if (!exists) {
    console.warn(
      `[sii] SKIPPING conformance tests: ${SHARED_FIXTURES_DIR}${sub} not found. ` +
        'They need the real-format fixtures checked out next to the repository (../shared/fixtures).',
    );
  }
  return exists;
};
