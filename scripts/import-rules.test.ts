// The import rules of .dependency-cruiser.cjs (`npm run lint`) fail on a wrong-way import and pass
// the right way: each case writes small files into the real tree (the rules match real paths),
// cruises them with the project's configuration, and removes them.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAG = `__rules${process.pid}__`;
const run = promisify(execFile);

// Every file of the cases, by path (with TAG for the temporary folder) and content.
const FILES: Record<string, string> = {
  // (a) web features never import app/
  [`apps/web/src/app/${TAG}/target.ts`]: 'export const a = 1;\n',
  [`apps/web/src/lib/${TAG}/target.ts`]: 'export const l = 1;\n',
  [`apps/web/src/features/${TAG}/wrong.ts`]: `export { a } from '../../app/${TAG}/target';\n`,
  [`apps/web/src/features/${TAG}/right.ts`]: `export { l } from '../../lib/${TAG}/target';\n`,
  // (a2) a web feature uses another through its front door (index.ts), never inside, not even by import()
  [`apps/web/src/features/${TAG}b/components/panel.tsx`]:
    'export const Panel = () => null;\nexport default Panel;\n',
  [`apps/web/src/features/${TAG}b/index.ts`]: "export { Panel } from './components/panel';\n",
  [`apps/web/src/features/${TAG}a/wrong.ts`]: [
    `export { Panel } from '../${TAG}b/components/panel';`,
    `export const later = () => import('../${TAG}b/components/panel');`,
    '',
  ].join('\n'),
  [`apps/web/src/features/${TAG}a/own.ts`]: 'export const o = 1;\n',
  [`apps/web/src/features/${TAG}a/right.ts`]: [
    `export { Panel } from '../${TAG}b';`,
    `export { Panel as P } from '../${TAG}b/index';`,
    `export const later = () => import('../${TAG}b');`,
    "export { o } from './own';",
    '',
  ].join('\n'),
  // (b) API plugins never import a feature, not even its service
  [`apps/api/src/lib/${TAG}/target.ts`]: 'export const t = 1;\n',
  [`apps/api/src/plugins/${TAG}/wrong.ts`]: `export { s } from '../../features/${TAG}b/b.service';\n`,
  [`apps/api/src/plugins/${TAG}/right.ts`]: `export { t } from '../../lib/${TAG}/target';\n`,
  // (c) a feature uses another through its service or index, never its repository
  [`apps/api/src/features/${TAG}b/b.repository.ts`]: 'export const r = 1;\n',
  [`apps/api/src/features/${TAG}b/b.service.ts`]: "export { r as s } from './b.repository';\n",
  [`apps/api/src/features/${TAG}b/index.ts`]: "export { s } from './b.service';\n",
  [`apps/api/src/features/${TAG}a/wrong.ts`]: `export { r } from '../${TAG}b/b.repository';\n`,
  [`apps/api/src/features/${TAG}a/own.repository.ts`]: 'export const o = 1;\n',
  [`apps/api/src/features/${TAG}a/right.ts`]: [
    `export { s } from '../${TAG}b/b.service';`,
    `export { s as i } from '../${TAG}b/index';`,
    "export { o } from './own.repository';",
    '',
  ].join('\n'),
  // (d) a route reaches its own feature's data through the service, never the repository
  [`apps/api/src/features/${TAG}b/wrong.routes.ts`]: "export { r } from './b.repository';\n",
  [`apps/api/src/features/${TAG}b/right.routes.ts`]: "export { s } from './b.service';\n",
  // (e) packages never import apps; scripts and the bench use the package entries only
  [`packages/${TAG}/src/wrong.ts`]: `export { t } from '../../../apps/api/src/lib/${TAG}/target';\n`,
  [`scripts/${TAG}/wrong.ts`]: `export { t } from '../../apps/api/src/lib/${TAG}/target';\n`,
  [`bench/${TAG}/wrong.ts`]: `export { t } from '../../apps/api/src/lib/${TAG}/target';\n`,
  [`scripts/${TAG}/right.ts`]: "export { loadConfig } from '@portal/api';\n",
  // (f) no cycles, type-only imports aside
  [`apps/api/src/lib/${TAG}/cycle-a.ts`]: "import { b } from './cycle-b';\nexport const a = () => b;\n",
  [`apps/api/src/lib/${TAG}/cycle-b.ts`]: "import { a } from './cycle-a';\nexport const b = () => a;\n",
  [`apps/api/src/lib/${TAG}/types-a.ts`]: "import type { B } from './types-b';\nexport type A = { b?: B };\n",
  [`apps/api/src/lib/${TAG}/types-b.ts`]: "import type { A } from './types-a';\nexport type B = { a?: A };\n",
};

const temporaryRoots = [
  ...new Set(Object.keys(FILES).map((f) => f.slice(0, f.indexOf(TAG) + TAG.length + 1).replace(/\/$/, ''))),
];

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };
let violations: Violation[] = [];
let lint = { code: 0, stdout: '' };

beforeAll(async () => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
  const cruised = Object.keys(FILES).filter((f) => /\/(wrong|right|cycle-a|types-a)(\.routes)?\.ts$/.test(f));
  const depcruise = (format: 'json' | 'err') =>
    run(
      join(ROOT, 'node_modules/.bin/depcruise'),
      [...cruised, '--config', '.dependency-cruiser.cjs', '--output-type', format],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
    );
  // The JSON report for the details; the text one is what `npm run lint` prints and exits with.
  const [json, text] = await Promise.all([depcruise('json'), depcruise('err')]);
  violations = JSON.parse(json.stdout).summary.violations;
  lint = text;
  // Only what the cases wrote: the real tree may hold violations another change is fixing.
  violations = violations.filter((v) => v.from.includes(TAG));
  // Two cruises here and the feature graph's (web-feature-cycles.test.ts) may share the cores.
}, 180_000);

afterAll(() => {
  for (const dir of temporaryRoots) rmSync(join(ROOT, dir), { recursive: true, force: true });
});

const broken = (rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`.replaceAll(TAG, 'T'));

describe('the import rules', () => {
  it('fail the check, naming the rule, for each wrong-way import', () => {
    expect(lint.code).not.toBe(0);
    expect(lint.stdout).toMatch(/error api-plugin-imports-feature: apps\/api\/src\/plugins\//);
    expect(broken('web-feature-imports-app')).toEqual([
      'apps/web/src/features/T/wrong.ts → apps/web/src/app/T/target.ts',
    ]);
    expect(lint.stdout).toMatch(/error web-feature-imports-feature-internals: apps\/web\/src\/features\//);
    // The static and the lazy import both, reported as one dependency of the module.
    expect(broken('web-feature-imports-feature-internals')).toEqual([
      'apps/web/src/features/Ta/wrong.ts → apps/web/src/features/Tb/components/panel.tsx',
    ]);
    expect(broken('api-plugin-imports-feature')).toEqual([
      'apps/api/src/plugins/T/wrong.ts → apps/api/src/features/Tb/b.service.ts',
    ]);
    expect(broken('api-feature-imports-feature-internals')).toEqual([
      'apps/api/src/features/Ta/wrong.ts → apps/api/src/features/Tb/b.repository.ts',
    ]);
    expect(broken('api-route-imports-repository')).toEqual([
      'apps/api/src/features/Tb/wrong.routes.ts → apps/api/src/features/Tb/b.repository.ts',
    ]);
    expect(broken('package-imports-app')).toEqual(['packages/T/src/wrong.ts → apps/api/src/lib/T/target.ts']);
    expect(broken('tooling-reaches-into-app-source').sort()).toEqual([
      'bench/T/wrong.ts → apps/api/src/lib/T/target.ts',
      'scripts/T/wrong.ts → apps/api/src/lib/T/target.ts',
    ]);
    // A cycle is reported once, from whichever of its modules the cruise met first.
    expect(broken('no-circular')).toEqual([
      expect.stringMatching(
        /^apps\/api\/src\/lib\/T\/cycle-[ab]\.ts → apps\/api\/src\/lib\/T\/cycle-[ab]\.ts$/,
      ),
    ]);
  });

  it('pass the right way: lib/ below features, a service or index (from a route too), a front door, a package entry, a type-only cycle', () => {
    const fromRight = violations.filter((v) =>
      /\/(right|own|own\.repository|types-[ab]|index)(\.routes)?\.ts$/.test(v.from),
    );
    expect(fromRight).toEqual([]);
  });

  it('are what `npm run lint` and the test runner check', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toMatch(/biome check \. && npm run lint:imports/);
    expect(pkg.scripts['lint:imports']).toMatch(/^depcruise .*--config \.dependency-cruiser\.cjs$/);
    expect(readFileSync(join(ROOT, 'scripts/test.mjs'), 'utf8')).toContain(
      "step('lint', 'npm', ['run', 'lint'])",
    );
  });
});
