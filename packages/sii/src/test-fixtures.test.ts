import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listSharedFixtures,
  readSharedFixture,
  requireSharedFixtures,
  sharedFixturesDir,
} from './test-fixtures';

describe('requireSharedFixtures', () => {
  let root: string;
  const saved = { dir: process.env.SHARED_FIXTURES_DIR, log: process.env.FIXTURE_SKIP_LOG };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portal-fixtures-'));
    mkdirSync(join(root, 'fixtures', 'rcv'), { recursive: true });
    writeFileSync(join(root, 'fixtures', 'rcv', 'b.csv'), 'B');
    writeFileSync(join(root, 'fixtures', 'rcv', 'a.csv'), 'A');
    process.env.SHARED_FIXTURES_DIR = join(root, 'fixtures');
    process.env.FIXTURE_SKIP_LOG = join(root, 'results', 'skips.jsonl');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    for (const [key, value] of [
      ['SHARED_FIXTURES_DIR', saved.dir],
      ['FIXTURE_SKIP_LOG', saved.log],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  const logged = () =>
    readFileSync(join(root, 'results', 'skips.jsonl'), 'utf8')
      .trim()
      .split('\n');

  it('reads the folder SHARED_FIXTURES_DIR names, and records nothing when it is there', () => {
    expect(sharedFixturesDir()).toBe(join(root, 'fixtures'));
    expect(requireSharedFixtures('rcv', 'RCV suite')).toBe(true);
    expect(listSharedFixtures('rcv')).toEqual(['a.csv', 'b.csv']);
    expect(readSharedFixture('rcv', 'a.csv').toString()).toBe('A');
    expect(() => logged()).toThrow(/ENOENT/);
  });

  it('records each missing folder under the suite name, and says so', () => {
    expect(requireSharedFixtures('dte', 'DTE suite')).toBe(false);
    process.env.SHARED_FIXTURES_DIR = join(root, 'nowhere');
    expect(requireSharedFixtures('rcv', 'RCV suite')).toBe(false);
    expect(logged().map((line) => JSON.parse(line))).toEqual([
      { suite: 'DTE suite', dir: join(root, 'fixtures', 'dte') },
      { suite: 'RCV suite', dir: join(root, 'nowhere', 'rcv') },
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('SKIPPING DTE suite'));
    expect(listSharedFixtures('rcv')).toEqual([]);
  });
});
