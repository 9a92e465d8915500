// One transfer often pays several invoices of one counterpart. Which ones is a subset-sum problem,
// exponential in general, so the search is bounded: few documents per payment, few candidates
// (the oldest due first: payers settle what is overdue), and a budget of steps.

export type SubsetSearch = {
  /** Index sets into `amounts` (ascending), exact sums first, then within tolerance; in each group earlier indices first. */
  solutions: number[][];
  /** True when the step budget ran out: other solutions may exist, so none of them is certain. */
  exhausted: boolean;
};

export type SubsetLimits = {
  /** Fewest documents in a set; a single one is not a "several documents" match. */
  minSize: number;
  maxSize: number;
  /** Stop after this many solutions: two already make the answer ambiguous. */
  maxSolutions: number;
  /** Nodes of the search tree visited at most (both passes together). */
  maxSteps: number;
};

/**
 * Sets of minSize..maxSize of `amounts` (all > 0) summing to at least `target` and at most
 * `target + tolerance` (the bank withheld up to `tolerance` in fees). Exact sums are searched
 * first: a set that adds up to the peso is far likelier the one paid than one within the fee.
 */
export function findSubsetsSumming(
  amounts: readonly number[],
  target: number,
  tolerance: number,
  limits: SubsetLimits,
): SubsetSearch {
  // Largest first: the bound "what is left cannot reach the target" then cuts whole branches.
  const order = amounts.map((_, i) => i).sort((a, b) => amounts[b] - amounts[a] || a - b);
  const sorted = order.map((i) => amounts[i]);
  // prefix[k]: the k largest together, so the most `slots` amounts from i can add up to is read at once.
  const prefix = [0];
  for (const a of sorted) prefix.push(prefix[prefix.length - 1] + a);
  const budget = { steps: limits.maxSteps, exhausted: false };
  const exact: number[][] = [];
  search(sorted, prefix, target, target, limits, limits.maxSolutions, budget, exact);
  const near: number[][] = [];
  if (tolerance > 0 && exact.length < limits.maxSolutions) {
    search(
      sorted,
      prefix,
      target + 1,
      target + tolerance,
      limits,
      limits.maxSolutions - exact.length,
      budget,
      near,
    );
  }
  const byAge = (sets: number[][]) =>
    sets
      .map((s) => s.map((i) => order[i]).sort((a, b) => a - b))
      .sort((a, b) => {
        for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k] - b[k];
        return a.length - b.length;
      });
  return { solutions: [...byAge(exact), ...byAge(near)], exhausted: budget.exhausted };
}

/**
 * Sets of `sorted` (descending) summing within [low, high], depth first, into `solutions`, sharing
 * `budget` between passes. A step is one amount tried. A branch ends as soon as the largest sum its
 * free slots could still make falls short (read from `prefix`), and the amounts too large for what
 * is left are skipped by bisection, not tried one by one.
 */
function search(
  sorted: readonly number[],
  prefix: readonly number[],
  low: number,
  high: number,
  limits: SubsetLimits,
  wanted: number,
  budget: { steps: number; exhausted: boolean },
  solutions: number[][],
): void {
  const n = sorted.length;
  const { minSize, maxSize } = limits;
  const chosen: number[] = [];
  const visit = (from: number, sum: number): void => {
    const slots = maxSize - chosen.length;
    for (let i = firstAtMost(sorted, high - sum, from); i < n; i++) {
      if (solutions.length >= wanted) return;
      if (--budget.steps < 0) {
        budget.exhausted = true;
        return;
      }
      // The `slots` largest from here fall short: so does every set of the smaller ones after them.
      if (sum + prefix[Math.min(n, i + slots)] - prefix[i] < low) return;
      const next = sum + sorted[i];
      chosen.push(i);
      if (next >= low) {
        if (chosen.length >= minSize) solutions.push([...chosen]);
      } else if (slots > 1) visit(i + 1, next);
      chosen.pop();
    }
  };
  if (maxSize > 0) visit(0, 0);
}

/** The first index from `from` whose amount is at most `max` (`sorted` descending). */
function firstAtMost(sorted: readonly number[], max: number, from: number): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] > max) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
