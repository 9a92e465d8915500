#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser end-to-end in Debian's Chromium.
// Conformance suites skipped for want of ../shared/fixtures (or SHARED_FIXTURES_DIR) are named in
// the summary, and fail the run when CI is set: in CI a suite that did not run is not a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const pgUrl = process.env.TEST_DATABASE_URL;
const reportDir = join(process.cwd(), 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
// Written by the suites (packages/sii/src/test-fixtures.ts), one JSON line per skipped suite.
const fixtureSkipLog = join(reportDir, 'fixture-skips.jsonl');
const inCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Each failed test by step, file and name, with the first lines of its message: the end of the output
// is often all a CI log keeps.
const failedTests = [];

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, cmdArgs, {
    stdio: 'inherit',
    env: { ...process.env, FIXTURE_SKIP_LOG: fixtureSkipLog, ...env },
  });
  console.log(
    `  ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

function vitest(label, projects, env = {}, extra = []) {
  const out = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    env,
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      const failedInFile = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedInFile) {
        const why = (a.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
        failedTests.push(`${label} · ${name} › ${a.fullName ?? a.title}\n    ${why}`);
      }
      // A file that fails outside any test (an import, a hook) has no failed test of its own.
      if (file.status === 'failed' && failedInFile.length === 0)
        failedTests.push(
          `${label} · ${name}\n    ${String(file.message ?? '')
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}`,
        );
    }
  }
}

const want = (step) => !only || only === step;

if (want('static')) {
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('typecheck web', 'npx', ['tsc', '--noEmit', '-p', 'apps/web/tsconfig.json']);
  run('typecheck e2e', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']);
  // The same as `npm run lint`: biome, then the import rules of .dependency-cruiser.cjs.
  run('lint', 'npm', ['run', 'lint']);
}
if (want('unit')) vitest('unit', ['domain', 'sii', 'bank', 'contracts', 'web']);
if (want('api')) {
  vitest('api on PGlite', ['api']);
  if (pgUrl) vitest('api on PostgreSQL', ['api'], { TEST_DB_BACKEND: 'pg' });
}
if (want('e2e')) {
  const chromium = ensureChromium();
  if (!chromium) {
    failures.push('e2e (Chromium missing)');
  } else if (run('build web', 'npm', ['run', 'build', '-w', '@portal/web'])) {
    // The browser never sees the database: the API suites prove every route on both backends, so
    // with a server at hand the browser files are shared between them (vitest's shards: each file
    // runs once, half of them against each backend) instead of all of them twice, which took CI
    // past its time. Without one, every file runs on PGlite, the database `npm start` uses.
    if (pgUrl) {
      vitest('e2e on PGlite', ['e2e'], { CHROMIUM_PATH: chromium }, ['--shard=1/2']);
      vitest('e2e on PostgreSQL', ['e2e'], { CHROMIUM_PATH: chromium, TEST_DB_BACKEND: 'pg' }, [
        '--shard=2/2',
      ]);
    } else {
      vitest('e2e on PGlite', ['e2e'], { CHROMIUM_PATH: chromium });
    }
  }
}

function fixtureSkips() {
  if (!existsSync(fixtureSkipLog)) return [];
  const lines = readFileSync(fixtureSkipLog, 'utf8').split('\n').filter(Boolean);
  const bySuite = new Map(lines.map((line) => JSON.parse(line)).map((s) => [s.suite, s]));
  return [...bySuite.values()].sort((a, b) => a.suite.localeCompare(b.suite));
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const skipped = fixtureSkips();
if (skipped.length) {
  console.error(`\n⚠ ${skipped.length} conformance suite(s) SKIPPED, their fixtures are missing:`);
  for (const s of skipped) console.error(`  - ${s.suite}: ${s.dir} not found`);
  console.error(
    inCi
      ? '  CI is set: a skipped conformance suite fails the run.'
      : '  Check out ../shared/fixtures next to the repository, or set SHARED_FIXTURES_DIR.',
  );
  if (inCi) failures.push('conformance suites skipped');
}
if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
if (failures.length) {
  console.error(`Failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
