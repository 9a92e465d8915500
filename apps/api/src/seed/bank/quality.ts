// The matcher measured against the labelled data set: what share of the movements that pay
// something it reconciles on its own and correctly (recall), how often what it reconciles on its
// own is right (precision), and how often the right answer is among its first three proposals.
import { type MatchProposal, type OpenDocument, createMatcher, isAutomatic } from '@portal/domain';
import { generateOpenDocuments } from './documents';
import { type MovementLabel, generateLabelledMovements } from './movements';

export type ReconciliationQuality = {
  /** Movements that pay something (label not null). */
  matchable: number;
  /** Movements reconciled without asking (any label). */
  automatic: number;
  /** Of those, the ones whose documents and amounts are the label's. */
  correct: number;
  /** correct / matchable */
  recall: number;
  /** correct / automatic (1 when nothing was automatic) */
  precision: number;
  /** Share of the matchable whose label is among the first three proposals. */
  suggestedTop3: number;
};

export type QualityOptions = {
  seed: number;
  documents: readonly OpenDocument[];
  /** How many movements to generate. */
  movements: number;
  /** The statement's days; by default the 180 days up to the latest issue date. */
  start?: string;
  end?: string;
};

const key = (docs: readonly { id: number; amount: number }[]) =>
  docs
    .map((d) => `${d.id}:${d.amount}`)
    .sort()
    .join(',');

/** True when the proposal applies exactly the label's amounts to exactly the label's documents. */
export const proposalMatchesLabel = (p: MatchProposal, label: MovementLabel): boolean =>
  label !== null && key(p.documents) === key(label);

/**
 * Generates a labelled statement from `documents` and runs it through the matcher in order, as a
 * batch import would: each automatic proposal is consumed before the next movement is read.
 */
export function measureReconciliationQuality(opts: QualityOptions): ReconciliationQuality {
  // The latest issue date (ISO dates sort as text).
  const end =
    opts.end ??
    opts.documents
      .map((d) => d.issueDate)
      .sort()
      .at(-1) ??
    '';
  const start = opts.start ?? new Date(Date.parse(end) - 180 * 86_400_000).toISOString().slice(0, 10);
  const { movements, labels } = generateLabelledMovements(opts.documents, {
    seed: opts.seed,
    count: opts.movements,
    start,
    end,
  });
  const matcher = createMatcher(opts.documents);
  let matchable = 0;
  let automatic = 0;
  let correct = 0;
  let top3 = 0;
  for (const m of movements) {
    const label = labels.get(m.id) ?? null;
    const proposals = matcher.propose(m, 3);
    if (label) {
      matchable++;
      if (proposals.some((p) => proposalMatchesLabel(p, label))) top3++;
    }
    const best = proposals[0];
    if (best && isAutomatic(best)) {
      automatic++;
      if (proposalMatchesLabel(best, label)) correct++;
      matcher.consume(best);
    }
  }
  return {
    matchable,
    automatic,
    correct,
    recall: matchable ? correct / matchable : 0,
    precision: automatic ? correct / automatic : 1,
    suggestedTop3: matchable ? top3 / matchable : 0,
  };
}

// `npx tsx apps/api/src/seed/bank/quality.ts [seeds]`: the figures per seed (default 1–10) and pooled.
if (import.meta.url === `file://${process.argv[1]}`) {
  const seeds = Number(process.argv[2] ?? 10);
  const period = { start: '2024-01-01', end: '2024-06-30' };
  let [matchable, automatic, correct] = [0, 0, 0];
  for (let seed = 1; seed <= seeds; seed++) {
    const documents = generateOpenDocuments({ seed, count: 2_000, ...period });
    const q = measureReconciliationQuality({ seed, documents, movements: 1_000, ...period });
    matchable += q.matchable;
    automatic += q.automatic;
    correct += q.correct;
    console.log(
      `seed ${seed}: recall ${q.recall.toFixed(3)} precision ${q.precision.toFixed(4)} top3 ${q.suggestedTop3.toFixed(3)}`,
    );
  }
  console.log(
    `pooled: recall ${(correct / matchable).toFixed(3)} precision ${(correct / automatic).toFixed(4)}`,
  );
}
