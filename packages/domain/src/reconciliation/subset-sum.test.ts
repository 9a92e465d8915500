import { describe, expect, it } from 'vitest';
import { findSubsetsSumming } from './subset-sum';

const limits = { minSize: 2, maxSize: 6, maxSolutions: 3, maxSteps: 10_000 };

describe('findSubsetsSumming', () => {
  it('finds the set summing exactly, as indices in ascending order', () => {
    expect(findSubsetsSumming([119_000, 59_500, 35_700], 95_200, 0, limits)).toEqual({
      solutions: [[1, 2]],
      exhausted: false,
    });
  });

  it('lists exact sums before sums within the fee tolerance', () => {
    // 100 + 200 = 300 exactly; 100 + 201 = 301, 200 + 101 = 301 and 101 + 201 = 302 are within 2.
    const found = findSubsetsSumming([100, 200, 101, 201], 300, 2, { ...limits, maxSolutions: 4 });
    expect(found.solutions).toEqual([
      [0, 1],
      [0, 3],
      [1, 2],
      [2, 3],
    ]);
  });

  it('never takes a single document or more than maxSize', () => {
    expect(findSubsetsSumming([300, 100, 200], 300, 0, limits).solutions).toEqual([[1, 2]]);
    expect(findSubsetsSumming([1, 1, 1], 3, 0, { ...limits, maxSize: 2 }).solutions).toEqual([]);
  });

  it('says when the step budget ran out', () => {
    // 30 amounts 1000..1029: thousands of sets of six reach 6,080; ten steps cannot look at them all.
    const amounts = Array.from({ length: 30 }, (_, i) => 1_000 + i);
    expect(findSubsetsSumming(amounts, 6_080, 0, { ...limits, maxSteps: 10 }).exhausted).toBe(true);
  });
});
