#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser end-to-end in Debian's Chromium.
// Conformance suites skipped for want of ../shared/fixtures (or SHARED_FIXTURES_DIR) are named in
// the summary, and fail the run when CI is set: in CI a suite that did not run is not a pass.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { quarantined } from './quarantine.mjs';

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
// Every step with its time, and every test file with its own, printed at the end so that a stage
// or a file that grows is seen the day it grows.
const stages = [];
const fileTimes = [];
// Quarantined tests that failed once and passed when run again (scripts/quarantine.mjs).
const retried = [];
let reruns = 0;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, cmdArgs, {
    stdio: 'inherit',
    env: { ...process.env, FIXTURE_SKIP_LOG: fixtureSkipLog, ...env },
  });
  const ms = Date.now() - started;
  const ok = res.status === 0;
  console.log(`  ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  stages.push({ label, ms, ok });
  return ok;
}

/**
 * `run`, but in the background: its output goes to `log` and is printed when it ends, so two steps
 * can run at once without mixing their lines. Resolves to whether it exited 0.
 */
function runInBackground(label, cmd, cmdArgs, env, log) {
  console.log(`\n▶ ${label} (started; its output follows when it ends)`);
  const started = Date.now();
  const fd = openSync(log, 'w');
  const child = spawn(cmd, cmdArgs, {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, FIXTURE_SKIP_LOG: fixtureSkipLog, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      const ms = Date.now() - started;
      const ok = code === 0;
      console.log(`\n▶ ${label}: output\n${readFileSync(log, 'utf8')}`);
      console.log(`  ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
      stages.push({ label, ms, ok });
      resolve(ok);
    });
  });
}

const relative = (name) => name.replace(`${process.cwd()}/`, '');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readReport(out) {
  return existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
}

const reporters = ['--reporter=default', '--reporter=json'];
const reportOf = (label) => join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
const vitestArgs = (label, projects, extra) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  ...reporters,
  `--outputFile=${reportOf(label)}`,
];

function vitest(label, projects, env = {}, extra = []) {
  collect(label, projects, env, run(label, 'npx', vitestArgs(label, projects, extra), env));
}

/** `vitest`, in the background (see runInBackground); collected when it ends. */
async function vitestInBackground(label, projects, env = {}, extra = []) {
  const log = join(reportDir, `${label.replace(/\W+/g, '-')}.log`);
  const ok = await runInBackground(label, 'npx', vitestArgs(label, projects, extra), env, log);
  collect(label, projects, env, ok);
}

/** Counts a vitest step's report, re-runs its quarantined failures, and records what failed. */
function collect(label, projects, env, exitedOk) {
  let ok = exitedOk;
  const out = reportOf(label);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const r = readReport(out);
  if (!r) {
    if (ok) failures.push(`${label} (no report)`);
    else failures.push(label);
    return;
  }
  totals.passed += r.numPassedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const failed = [];
  for (const file of r.testResults ?? []) {
    const name = relative(file.name);
    if (file.endTime && file.startTime) fileTimes.push({ label, name, ms: file.endTime - file.startTime });
    const failedInFile = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedInFile) {
      const why = (a.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
      failed.push({ file: name, test: a.fullName ?? a.title, why });
    }
    // A file that fails outside any test (an import, a hook) has no failed test of its own.
    if (file.status === 'failed' && failedInFile.length === 0)
      failed.push({
        file: name,
        test: null,
        why: String(file.message ?? '')
          .split('\n')
          .slice(0, 6)
          .join('\n    '),
      });
  }
  // Only quarantined tests may run again, each once and alone; any other failure stands.
  const again = failed.filter((f) => f.test && quarantined(f.file, f.test));
  const standing = failed.filter((f) => !again.includes(f));
  for (const f of again) {
    const retryOut = join(reportDir, `${label.replace(/\W+/g, '-')}-again-${++reruns}.json`);
    const pattern = `^${escapeRegExp(f.test)}$`;
    run(
      `${label} · again (quarantined): ${f.file} › ${f.test}`,
      'npx',
      ['vitest', 'run', ...projectArgs, f.file, '-t', pattern, ...reporters, `--outputFile=${retryOut}`],
      env,
    );
    const rr = readReport(retryOut);
    if (rr && rr.numFailedTests === 0 && rr.numPassedTests === 1) {
      retried.push(`${label} · ${f.file} › ${f.test} (${quarantined(f.file, f.test).reason})`);
      totals.passed += 1;
    } else standing.push(f);
  }
  totals.failed += standing.length;
  for (const f of standing)
    failedTests.push(`${label} · ${f.file}${f.test ? ` › ${f.test}` : ''}\n    ${f.why}`);
  // The step stands or falls by its tests once quarantined ones had their second run.
  if (standing.length === 0 && failed.length > 0) ok = true;
  if (!ok || standing.length > 0) failures.push(label);
}

/** A command whose exit code is its verdict. */
function step(label, cmd, cmdArgs, env = {}) {
  const ok = run(label, cmd, cmdArgs, env);
  if (!ok) failures.push(label);
  return ok;
}

const want = (name) => !only || only === name;

if (want('static')) {
  // The same as `npm run typecheck`: the server, packages and tools, then the browser app and suites.
  step('typecheck', 'npm', ['run', 'typecheck']);
  // The same as `npm run lint`: biome, then the import rules of .dependency-cruiser.cjs.
  step('lint', 'npm', ['run', 'lint']);
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
  } else if (step('build web', 'npm', ['run', 'build', '-w', '@portal/web'])) {
    // The browser never sees the database: the API suites prove every route on both backends, so
    // with a server at hand the browser files are shared between them (vitest's shards: each file
    // runs once, half of them against each backend) instead of all of them twice, which took CI
    // past its time. Without one, every file runs on PGlite, the database `npm start` uses.
    // The demo each browser file's portal starts with is seeded once per run and backend, then
    // copied (e2e/portal.ts); the copies and the PostgreSQL templates go when the step ends.
    const seedCache = mkdtempSync(join(tmpdir(), 'portal-e2e-seed-'));
    const seedRun = randomBytes(4).toString('hex');
    const e2eEnv = { CHROMIUM_PATH: chromium, E2E_SEED_CACHE: seedCache, E2E_SEED_RUN: seedRun };
    try {
      if (pgUrl) {
        // The two halves at once: a browser file keeps under one core busy (Chromium, the portal
        // and the runner mostly wait on each other: 78 % of a core measured), so one half after the
        // other left a core idle for the whole stage. Each half has its own seed (the cache is keyed
        // by backend) and each portal its own port and data folder.
        await Promise.all([
          vitestInBackground('e2e on PGlite', ['e2e'], e2eEnv, ['--shard=1/2']),
          vitestInBackground('e2e on PostgreSQL', ['e2e'], { ...e2eEnv, TEST_DB_BACKEND: 'pg' }, [
            '--shard=2/2',
          ]),
        ]);
      } else {
        vitest('e2e on PGlite', ['e2e'], e2eEnv);
      }
    } finally {
      rmSync(seedCache, { recursive: true, force: true });
      if (pgUrl) await dropSeedTemplates(pgUrl, seedRun);
    }
  }
}

async function dropSeedTemplates(url, run) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_e2e\\_seed\\_%' AND datname LIKE $1",
      [`%_${run}`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function fixtureSkips() {
  if (!existsSync(fixtureSkipLog)) return [];
  const lines = readFileSync(fixtureSkipLog, 'utf8').split('\n').filter(Boolean);
  const bySuite = new Map(lines.map((line) => JSON.parse(line)).map((s) => [s.suite, s]));
  return [...bySuite.values()].sort((a, b) => a.suite.localeCompare(b.suite));
}

console.log('\nStage times:');
for (const st of stages)
  console.log(`  ${seconds(st.ms).padStart(9)}  ${st.ok ? 'ok    ' : 'FAILED'}  ${st.label}`);
console.log('\nSlowest test files:');
for (const f of [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 15))
  console.log(`  ${seconds(f.ms).padStart(9)}  ${f.label} · ${f.name}`);
if (retried.length)
  console.log(`\nPassed on their second run (quarantined):\n${retried.map((t) => `  - ${t}`).join('\n')}`);
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
