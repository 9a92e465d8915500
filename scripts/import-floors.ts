// `npx tsx scripts/import-floors.ts [cruise.json]`: how the web app's imports stand. Floors are the longest chain of
// static imports inside apps/web/src (a screen waits for every floor below it); then the feature-level
// height, the imports that pass a feature's front door, and the cycles between features.
import { readFileSync } from 'node:fs';
import type { ICruiseResult, IModule } from 'dependency-cruiser';
import {
  crossFeatureImports,
  crossFeatureInternals,
  cruiseModules,
  cyclesOf,
  edgesOf,
  featureGraph,
  longestChain,
  staticWebImport,
  webFeatureOf,
} from './import-graph';

// Or the report of an earlier cruise, to compare (from another checkout:
// `npx depcruise apps/web/src --config .dependency-cruiser.cjs --output-type json > cruise.json`).
const saved = process.argv[2];
const modules: IModule[] = saved
  ? (JSON.parse(readFileSync(saved, 'utf8')) as ICruiseResult).modules
  : await cruiseModules();
const edges = edgesOf(modules);

const chain = longestChain(edges, staticWebImport);
console.log(`floors: ${chain.length - 1} (the longest chain of static imports in apps/web/src)`);
for (const m of chain) console.log(`  ${m}`);

// Front doors are re-exports only: counted as floors above, they are passed through here.
const throughDoors = longestChain(
  edges.filter(staticWebImport).flatMap((e) => {
    if (!/\/features\/[^/]+\/index\.tsx?$/.test(e.to)) return [e];
    return edges.filter((d) => d.from === e.to && staticWebImport(d)).map((d) => ({ ...e, to: d.to }));
  }),
  () => true,
);
console.log(`floors without the front doors' own step: ${throughDoors.length - 1}`);

const graph = featureGraph(edges);
const features = longestChain(
  [...graph].flatMap(([from, out]) =>
    [...out.values()].map((e) => ({ ...e, from, to: webFeatureOf(e.to)! })),
  ),
  () => true,
);
console.log(`feature floors: ${features.length - 1} (${features.join(' → ')})`);

const cross = crossFeatureImports(edges);
const pairs = new Set(cross.map((e) => `${webFeatureOf(e.from)} → ${webFeatureOf(e.to)}`));
console.log(`imports between features: ${cross.length} (${pairs.size} feature pairs)`);
const internals = crossFeatureInternals(edges);
console.log(`  of which past a front door: ${internals.length}`);
for (const e of internals) console.log(`    ${e.from} → ${e.to}`);

const cycles = cyclesOf(graph);
console.log(`feature cycles: ${cycles.length ? cycles.map((c) => c.join(' ↔ ')).join('; ') : 'none'}`);
