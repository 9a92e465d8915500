import { describe, expect, it } from 'vitest';
import {
  changeRange,
  defaultRange,
  periodOptions,
  presetRanges,
  rangeLabel,
  readRange,
  reportFileName,
  writeRange,
} from './periods';

const q = (s: string) => new URLSearchParams(s);

describe('report month ranges', () => {
  it('defaults to January of the current year through the current month', () => {
    expect(defaultRange(202611)).toEqual({ from: 202601, to: 202611 });
    expect(defaultRange(202601)).toEqual({ from: 202601, to: 202601 });
    expect(readRange(q(''), 202611)).toEqual({ from: 202601, to: 202611 });
  });

  it('reads the URL, ignores bad periods and puts a reversed range in order', () => {
    expect(readRange(q('desde=202503&hasta=202508'), 202611)).toEqual({ from: 202503, to: 202508 });
    expect(readRange(q('desde=202513&hasta=abc'), 202611)).toEqual({ from: 202601, to: 202611 });
    expect(readRange(q('desde=202608&hasta=202602'), 202611)).toEqual({ from: 202602, to: 202608 });
  });

  it('writes nothing for the default range and keeps other parameters', () => {
    expect(writeRange(q('cuenta=7'), { from: 202601, to: 202611 }, 202611).toString()).toBe('cuenta=7');
    expect(writeRange(q('cuenta=7&desde=202501'), { from: 202501, to: 202512 }, 202611).toString()).toBe(
      'cuenta=7&desde=202501&hasta=202512',
    );
  });

  it('moves the other end when a pick would reverse the range', () => {
    expect(changeRange({ from: 202601, to: 202603 }, 'from', 202605)).toEqual({ from: 202605, to: 202605 });
    expect(changeRange({ from: 202604, to: 202606 }, 'to', 202602)).toEqual({ from: 202602, to: 202602 });
    expect(changeRange({ from: 202601, to: 202606 }, 'to', 202609)).toEqual({ from: 202601, to: 202609 });
  });

  it('offers 6 months either side of the value, newest first', () => {
    const options = periodOptions(202601);
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ value: '202607', label: 'Julio 2026' });
    expect(options[12].value).toBe('202507');
  });

  it('has presets, labels and file names', () => {
    expect(presetRanges(202611).map((p) => p.range)).toEqual([
      { from: 202601, to: 202611 },
      { from: 202501, to: 202512 },
      { from: 202512, to: 202611 },
    ]);
    expect(rangeLabel({ from: 202601, to: 202603 })).toBe('Enero 2026 – Marzo 2026');
    expect(rangeLabel({ from: 202603, to: 202603 })).toBe('Marzo 2026');
    expect(reportFileName('balance-general', { from: 202601, to: 202611 }, 'pdf')).toBe(
      'balance-general-202601-202611.pdf',
    );
  });
});
