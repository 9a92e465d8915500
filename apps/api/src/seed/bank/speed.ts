// How long the matcher takes on a statement against a large open-document list: index once,
// then one proposal list per movement. A figure for the bench, never a test's assertion.
import { createMatcher } from '@portal/domain';
import { generateOpenDocuments } from './documents';
import { generateLabelledMovements } from './movements';

export type MatcherSpeed = { documents: number; movements: number; indexMs: number; proposeMs: number };

export function measureMatcherSpeed(opts: {
  seed: number;
  documents: number;
  movements: number;
}): MatcherSpeed {
  const period = { start: '2024-01-01', end: '2024-06-30' };
  const documents = generateOpenDocuments({ seed: opts.seed, count: opts.documents, ...period });
  const { movements } = generateLabelledMovements(documents, {
    seed: opts.seed,
    count: opts.movements,
    ...period,
  });
  let t = performance.now();
  const matcher = createMatcher(documents);
  const indexMs = performance.now() - t;
  t = performance.now();
  for (const m of movements) matcher.propose(m, 3);
  const proposeMs = performance.now() - t;
  return { documents: documents.length, movements: movements.length, indexMs, proposeMs };
}

// `npx tsx apps/api/src/seed/bank/speed.ts`: the figure, 10,000 movements × 200,000 documents.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(measureMatcherSpeed({ seed: 7, documents: 200_000, movements: 10_000 }));
}
