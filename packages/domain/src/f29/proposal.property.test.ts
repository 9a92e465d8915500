import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type F29BookGroup, type F29MonthBook, type F29Proposal, computeF29Chain } from './proposal';
import { utmOf } from './utm';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// For any generated book: the totals are the sums of their lines, IVA determinado and remanente
// exclude each other, and every month's remanente (504) is the month before's 077, reajustado.

const TYPES: [F29BookGroup['direction'], number][] = [
  ['VENTA', 33],
  ['VENTA', 34],
  ['VENTA', 39],
  ['VENTA', 56],
  ['VENTA', 61],
  ['VENTA', 110],
  ['COMPRA', 33],
  ['COMPRA', 46],
  ['COMPRA', 56],
  ['COMPRA', 61],
  ['COMPRA', 52],
];
const pesos = fc.integer({ min: 0, max: 50_000_000 });
const group = fc
  .record({
    type: fc.constantFrom(...TYPES),
    fixedAsset: fc.boolean(),
    register: fc.constantFrom('REGISTRO', 'PENDIENTE', 'RECLAMADO', 'NO_INCLUIR', null),
    rejected: fc.boolean(),
    count: fc.integer({ min: 1, max: 30 }),
    net: pesos,
    exempt: pesos,
    recoverableShare: fc.integer({ min: 0, max: 100 }),
    sharedShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ type: [direction, docType], ...g }): F29BookGroup => {
    const iva = docType === 34 || docType === 110 ? 0 : Math.round(g.net * 0.19);
    const recoverable = Math.floor((iva * g.recoverableShare) / 100);
    const shared = Math.floor(((iva - recoverable) * g.sharedShare) / 100);
    return {
      direction,
      docType,
      fixedAsset: direction === 'COMPRA' && g.fixedAsset,
      inRegister: docType !== 52,
      purchaseRegister: direction === 'COMPRA' ? g.register : null,
      rejected: g.rejected && g.count === 1,
      zero: false,
      count: g.count,
      exemptCount: g.exempt > 0 ? 1 : 0,
      net: g.net,
      exempt: g.exempt,
      iva,
      ivaRecoverable: recoverable,
      ivaSharedUse: shared,
      ivaRetainedTotal: docType === 46 ? iva : 0,
      ivaRetainedPartial: 0,
    };
  });
const PERIODS = [202310, 202311, 202312, 202401, 202402, 202403, 202501];
const books = fc
  .array(
    fc.record({
      period: fc.constantFrom(...PERIODS),
      groups: fc.array(group, { maxLength: 8 }),
      retention: pesos,
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((ms) => {
    const by = new Map<number, F29MonthBook>();
    for (const m of ms) {
      const b = by.get(m.period) ?? { period: m.period, groups: [], honorarium: { count: 0, retention: 0 } };
      b.groups.push(...m.groups);
      b.honorarium = { count: 1, retention: m.retention };
      by.set(m.period, b);
    }
    return [...by.values()].sort((a, b) => a.period - b.period);
  });

const v = (p: F29Proposal, code: string) => p.lines.find((l) => l.code === code)!.amount;
const prev = (p: number) => (p % 100 === 1 ? p - 89 : p - 1);
const next = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);

describe('F29 proposal invariants (fast-check)', () => {
  it('holds for generated books', () => {
    fc.assert(
      fc.property(books, fc.integer({ min: 0, max: 2_000 }), (bs, rate) => {
        const chain = computeF29Chain(bs, { ppmRateMilli: rate, utmOf });
        for (const [i, p] of chain.entries()) {
          expect(v(p, '538')).toBe(v(p, '502') + v(p, '111') + v(p, '513') - v(p, '510'));
          expect(v(p, '537')).toBe(v(p, '520') + v(p, '525') - v(p, '528') + v(p, '532') + v(p, '504'));
          expect(v(p, '089') === 0 || v(p, '077') === 0).toBe(true);
          expect(v(p, '089') - v(p, '077')).toBe(v(p, '538') - v(p, '537'));
          expect(v(p, '547')).toBe(v(p, '089') + v(p, '062') + v(p, '048') + v(p, '151') + v(p, '039'));
          expect(v(p, '091')).toBe(v(p, '547'));
          expect(v(p, '062')).toBeGreaterThanOrEqual(0);
          for (const code of ['502', '520', '528'])
            expect(p.lines.find((l) => l.code === code)!.documents.reduce((s, d) => s + d.count, 0)).toBe(
              p.lines.find((l) => l.code === code)!.count,
            );
          if (i === 0) expect(v(p, '504')).toBe(0);
          else {
            const before = v(chain[i - 1], '077');
            const [a, b] = [utmOf(p.period), utmOf(next(p.period))];
            const want = a && b ? Math.round((before * b) / a) : before;
            expect(Math.abs(v(p, '504') - want)).toBeLessThanOrEqual(before === 0 ? 0 : 1);
            expect(chain[i - 1].period).toBe(prev(p.period));
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 10_000);
});
