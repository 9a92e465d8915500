import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptError, evaluateScript, parseScript } from './template-script';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

const NAMES = new Set(['input_1', 'input_2', 'input_3', 'tasa']);

describe('template scripts', () => {
  it('computes each line from the inputs and settings', () => {
    const lines = parseScript(
      'honorarios D input_1\nretencion H round(input_1 * tasa / 100)\ninput_acc H input_1 - round(input_1 * tasa / 100)',
      NAMES,
    );
    const out = evaluateScript(lines, { input_1: 100_000, input_2: 0, input_3: 0, tasa: 15.25 });
    // 15,25 % of 100.000 is 15.250; the net paid is 84.750.
    expect(out.map((o) => [o.line.target, o.line.side, o.amount])).toEqual([
      ['honorarios', 'D', 100_000],
      ['retencion', 'H', 15_250],
      ['input_acc', 'H', 84_750],
    ]);
  });

  it('refuses anything but arithmetic on known names: no assignment, functions, strings or unknown names', () => {
    for (const bad of [
      'x D input_1 = 3',
      'x D import({})',
      'x D evaluate("1")',
      'x D unknown_name',
      'x D "text"',
      'x D [1, 2]',
      'x D input_1.constructor',
      'x D f(x) = 1',
      'x D input_1 ^ 1000',
      'x D factorial(1000)',
      'not a line',
    ]) {
      expect(() => parseScript(bad, NAMES), bad).toThrow(ScriptError);
    }
  });

  it('sums to the same total on both sides for any amounts (property of the seeded loan template)', () => {
    const lines = parseScript(
      'prestamo D input_1\nintereses D input_2\ninput_acc H input_1 + input_2',
      NAMES,
    );
    fc.assert(
      fc.property(fc.nat(1e11), fc.nat(1e11), (a, b) => {
        const out = evaluateScript(lines, { input_1: a, input_2: b, input_3: 0, tasa: 0 });
        const d = out.filter((o) => o.line.side === 'D').reduce((s, o) => s + o.amount, 0);
        const h = out.filter((o) => o.line.side === 'H').reduce((s, o) => s + o.amount, 0);
        expect(d).toBe(h);
      }),
      { numRuns: 100 },
    );
  }, 10_000);
});
