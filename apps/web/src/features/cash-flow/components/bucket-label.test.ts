import { describe, expect, it } from 'vitest';
import type { CashFlowBucket } from '../api/cash-flow';
import { bucketLabel } from './bucket-label';

type B = Pick<CashFlowBucket, 'start' | 'end' | 'overdue'> & { label?: string };
const b = (extra: Partial<B>): B => ({ start: '2026-11-02', end: '2026-11-08', overdue: false, ...extra });

describe('bucketLabel', () => {
  it('names overdue, weeks and months in Spanish', () => {
    expect(bucketLabel(b({ overdue: true, start: null }), 'week')).toBe('Vencido');
    expect(bucketLabel(b({}), 'week')).toBe('Semana del 02/11 al 08/11');
    expect(bucketLabel(b({ start: '2026-12-01', end: '2026-12-31' }), 'month')).toBe('Diciembre 2026');
  });

  it('prefers the server label', () => {
    expect(bucketLabel(b({ label: 'Esta semana' }), 'week')).toBe('Esta semana');
  });
});
