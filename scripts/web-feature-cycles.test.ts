// Web features import each other one way, as units: `no-circular` (.dependency-cruiser.cjs) sees a
// cycle of modules, but auth → onboarding → businesses → auth is a loop of folders through different
// files, which no module-level rule reports. This builds the feature graph from the real cruise.
import { describe, expect, it } from 'vitest';
import {
  type Edge,
  crossFeatureInternals,
  cruiseModules,
  cyclesOf,
  edgesOf,
  featureGraph,
} from './import-graph';

const web = (feature: string, file: string) => `apps/web/src/features/${feature}/${file}`;
const edge = (from: string, to: string, kind: Partial<Edge> = {}): Edge => ({
  from,
  to,
  dynamic: false,
  typeOnly: false,
  ...kind,
});
const describeCycles = (edges: Edge[]) => cyclesOf(featureGraph(edges));

describe('feature cycles', () => {
  it('are found through different files, front doors, lazy and type-only imports alike', () => {
    expect(
      describeCycles([
        edge(web('a', 'components/form.tsx'), web('b', 'index.ts'), { dynamic: true }),
        edge(web('b', 'components/hint.tsx'), web('c', 'index.ts')),
        edge(web('c', 'api/c.ts'), web('a', 'index.ts'), { typeOnly: true }),
        edge(web('d', 'x.ts'), web('a', 'index.ts')),
        // Inside one feature, and from below features, nothing counts.
        edge(web('a', 'index.ts'), web('a', 'components/form.tsx')),
        edge('apps/web/src/routes/x.tsx', web('d', 'x.ts')),
      ]),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('are not found where imports point one way', () => {
    expect(
      describeCycles([
        edge(web('a', 'x.ts'), web('b', 'index.ts')),
        edge(web('b', 'x.ts'), web('c', 'index.ts')),
        edge(web('a', 'y.ts'), web('c', 'index.ts')),
      ]),
    ).toEqual([]);
  });

  it('do not exist between the web features, and no feature imports past another one’s front door', async () => {
    // scripts/import-rules.test.ts writes its wrong-way cases into the real tree for a moment, under
    // folders named for its process (__rules<pid>__…): those are not the app's, and may vanish mid-cruise.
    const edges = edgesOf(await cruiseModules(undefined, '__rules\\d+__'));
    expect(cyclesOf(featureGraph(edges))).toEqual([]);
    // The lint rule web-feature-imports-feature-internals says the same; here it also proves the
    // graph above was built from real cross-feature imports.
    expect(crossFeatureInternals(edges)).toEqual([]);
    expect(featureGraph(edges).size).toBeGreaterThan(5);
  }, 120_000);
});
