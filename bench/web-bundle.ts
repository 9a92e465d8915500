// What the production build makes a screen load, from Vite's manifest (apps/web/dist/.vite/manifest.json):
// the entry chunk, the screen's lazy chunk, and every chunk they import statically, with their gzip
// sizes. Used by e2e/bundle-size.test.ts (the build's budget) and by `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
/** The sign-in screen (/login-cl) and its lazy chunk. */
export const LOGIN_ROUTE = 'src/routes/login.tsx';

export function readManifest(dist = WEB_DIST): Manifest {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build -w @portal/web`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk '${key}'`);
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return [...seen];
}

export const gzipSize = (bytes: Buffer): number => gzipSync(bytes).length;

export type ScreenBundle = {
  files: string[];
  /** Σ gzip of the JavaScript files, bytes. */
  gzipBytes: number;
  rawBytes: number;
  /** Whether any of them carries recharts (its class names are in its code). */
  hasRecharts: boolean;
  /** Whether any of them carries zod (every zod schema keeps its internals under `_zod`). */
  hasZod: boolean;
};

/** The JavaScript a screen loads: the entry, the screen's chunk and their static imports. */
export function screenBundle(route = LOGIN_ROUTE, dist = WEB_DIST): ScreenBundle {
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('manifest has no entry chunk');
  const files = staticClosure(manifest, [entry, route])
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  let rawBytes = 0;
  let hasRecharts = false;
  let hasZod = false;
  for (const f of files) {
    const bytes = readFileSync(join(dist, f));
    rawBytes += bytes.length;
    gzipBytes += gzipSize(bytes);
    if (bytes.includes('recharts-wrapper') || bytes.includes('recharts-surface')) hasRecharts = true;
    if (bytes.includes('._zod')) hasZod = true;
  }
  return { files, gzipBytes, rawBytes, hasRecharts, hasZod };
}

/** Screens (src/routes/*) that are not their own lazy chunk, i.e. that load with the entry. */
export function eagerScreens(dist = WEB_DIST): string[] {
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)![0];
  const eager = new Set(staticClosure(manifest, [entry]));
  return Object.keys(manifest).filter(
    (k) => k.startsWith('src/routes/') && (eager.has(k) || !manifest[k].isDynamicEntry),
  );
}
