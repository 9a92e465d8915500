// The web app's import graph as dependency-cruiser sees it with the project's configuration, and the
// measures taken on it: the feature-level graph and its cycles (the `no-circular` rule sees modules,
// not folders), imports that reach into another feature past its front door, and the height of the
// graph in floors. Used by scripts/web-feature-cycles.test.ts and scripts/import-floors.ts.
import { fileURLToPath } from 'node:url';
import { type ICruiseResult, type IModule, cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_SRC = 'apps/web/src';

/**
 * The modules under `paths` (relative to the repository) and what each imports, resolved; `skip`, a
 * pattern of paths left out besides the configuration's own exclusions.
 */
export async function cruiseModules(paths: readonly string[] = [WEB_SRC], skip?: string): Promise<IModule[]> {
  const options = await extractDepcruiseOptions(`${ROOT}.dependency-cruiser.cjs`);
  if (skip) {
    const { exclude } = options;
    const excluded = typeof exclude === 'string' || Array.isArray(exclude) ? exclude : exclude?.path;
    options.exclude = { path: [excluded ?? []].flat().concat(skip) };
  }
  const cwd = process.cwd();
  // dependency-cruiser reports paths relative to the working directory, which the rules match.
  process.chdir(ROOT);
  try {
    const { output } = await cruise([...paths], { ...options, outputType: 'json' });
    const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
    return result.modules;
  } finally {
    process.chdir(cwd);
  }
}

/** The web feature a module belongs to (`apps/web/src/features/<feature>/…`), if any. */
export function webFeatureOf(path: string): string | null {
  return /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/**
 * A feature's front doors, the only files other features import (the rule
 * web-feature-imports-feature-internals in .dependency-cruiser.cjs): index.ts.
 */
export const isFrontDoor = (path: string): boolean =>
  /^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/.test(path);

export type Edge = { from: string; to: string; dynamic: boolean; typeOnly: boolean };

/** Every resolved import between modules of the repository (packages in node_modules aside). */
export function edgesOf(modules: readonly IModule[]): Edge[] {
  return modules.flatMap((m) =>
    m.dependencies
      .filter((d) => !d.couldNotResolve && !d.coreModule && !d.resolved.includes('node_modules/'))
      .map((d) => ({
        from: m.source,
        to: d.resolved,
        dynamic: d.dynamic,
        typeOnly: d.dependencyTypes.includes('type-only'),
      })),
  );
}

/** Imports from one web feature into another one's internals (anything but its front doors). */
export function crossFeatureInternals(edges: readonly Edge[]): Edge[] {
  return edges.filter((e) => {
    const from = webFeatureOf(e.from);
    const to = webFeatureOf(e.to);
    return from !== null && to !== null && from !== to && !isFrontDoor(e.to);
  });
}

/** Imports from one web feature into another, front doors included. */
export function crossFeatureImports(edges: readonly Edge[]): Edge[] {
  return edges.filter((e) => {
    const from = webFeatureOf(e.from);
    const to = webFeatureOf(e.to);
    return from !== null && to !== null && from !== to;
  });
}

/**
 * Features as units: feature → the features it imports, with one import that shows it. Every kind
 * of import counts: a lazy one still needs the other feature, a type-only one still couples to it.
 */
export function featureGraph(edges: readonly Edge[]): Map<string, Map<string, Edge>> {
  const graph = new Map<string, Map<string, Edge>>();
  for (const e of crossFeatureImports(edges)) {
    const from = webFeatureOf(e.from)!;
    const to = webFeatureOf(e.to)!;
    const out = graph.get(from) ?? new Map<string, Edge>();
    if (!out.has(to)) out.set(to, e);
    graph.set(from, out);
  }
  return graph;
}

/** The groups of nodes that import each other (strongly connected, two or more), sorted. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The longest chain of imports (a module, what it imports, what that imports, …), as the list of
 * its modules: its floors are its length − 1. Imports already on the chain are skipped, so a cycle
 * (type-only ones are allowed) cannot make it endless.
 */
export function longestChain(edges: readonly Edge[], keep: (e: Edge) => boolean): string[] {
  const out = new Map<string, string[]>();
  for (const e of edges) if (keep(e)) out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const memo = new Map<string, string[]>();
  const onPath = new Set<string>();
  const chainFrom = (m: string): string[] => {
    const known = memo.get(m);
    if (known) return known;
    onPath.add(m);
    let best: string[] = [];
    for (const next of out.get(m) ?? []) {
      if (onPath.has(next)) continue;
      const c = chainFrom(next);
      if (c.length > best.length) best = c;
    }
    onPath.delete(m);
    const chain = [m, ...best];
    memo.set(m, chain);
    return chain;
  };
  let longest: string[] = [];
  for (const m of out.keys()) {
    const c = chainFrom(m);
    if (c.length > longest.length) longest = c;
  }
  return longest;
}

/** The static imports inside the web app: what a screen loads before it runs. */
export const staticWebImport = (e: Edge): boolean =>
  !e.dynamic && e.from.startsWith(`${WEB_SRC}/`) && e.to.startsWith(`${WEB_SRC}/`);
