import { describe, expect, it } from 'vitest';
import { generateOpenDocuments } from './documents';
import { measureReconciliationQuality } from './quality';

// The quality budget: over the movements that pay something, the matcher reconciles at
// least 90% on its own and correctly, and what it reconciles on its own is right 99.5% of the time.
// Checked on five seeds, each on its own: a rule that only holds on average is not a rule.
describe('automatic reconciliation on the labelled data set', () => {
  const period = { start: '2024-01-01', end: '2024-06-30' };
  it.each([1, 2, 3, 4, 5])(
    'meets the recall and precision floors on seed %i (2,000 open documents, 1,000 movements)',
    (seed) => {
      const documents = generateOpenDocuments({ seed, count: 2_000, ...period });
      const q = measureReconciliationQuality({ seed, documents, movements: 1_000, ...period });
      expect(q.matchable).toBeGreaterThan(600);
      expect(q.recall).toBeGreaterThanOrEqual(0.9);
      expect(q.precision).toBeGreaterThanOrEqual(0.995);
      expect(q.suggestedTop3).toBeGreaterThanOrEqual(q.recall);
    },
  );
});
