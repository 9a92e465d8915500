import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_YEARS, formatDate, parseDisplayDate, parseIsoDate, toIsoDate } from './dates';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// The kept date functions against the SII package's own date module, copied here as it was
// (packages/sii/src/dates.ts). They agree on every input without surrounding whitespace; the
// one difference is that the kept functions trim it, harmless because the RCV reader trims
// cells and XML text arrives trimmed. The SII's 1900..2999 window is `DOCUMENT_YEARS`.
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const toIso = (y: number, m: number, d: number): string | null => {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const max = m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1];
  if (d > max) return null;
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
};
const oldSii = {
  parseDmyDate(text: string): string | null {
    const m = DMY.exec(text);
    if (m === null) return null;
    if (m[4] !== undefined) {
      const ss = m[6] === undefined ? 0 : Number(m[6]);
      if (Number(m[4]) > 23 || Number(m[5]) > 59 || ss > 59) return null;
    }
    return toIso(Number(m[3]), Number(m[2]), Number(m[1]));
  },
  parseIsoDate(text: string): string | null {
    const m = YMD.exec(text);
    return m === null ? null : toIso(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  formatDmy: (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
};

const pad = (n: number, padded: boolean, width: number) =>
  padded ? String(n).padStart(width, '0') : String(n);
const nearYear = fc.oneof(fc.integer({ min: 1850, max: 3050 }), fc.integer({ min: 0, max: 9999 }));
const dmyText = fc
  .record({
    day: fc.integer({ min: 0, max: 33 }),
    month: fc.integer({ min: 0, max: 14 }),
    year: nearYear,
    padded: fc.boolean(),
    time: fc.option(
      fc.tuple(
        fc.constantFrom(' ', 'T', '  '),
        fc.integer({ min: 0, max: 26 }),
        fc.integer({ min: 0, max: 62 }),
        fc.option(fc.integer({ min: 0, max: 62 })),
      ),
    ),
  })
  .map(({ day, month, year, padded, time }) => {
    const date = `${pad(day, padded, 2)}/${pad(month, padded, 2)}/${String(year).padStart(4, '0')}`;
    if (!time) return date;
    const [sep, h, m, s] = time;
    return `${date}${sep}${h}:${pad(m, true, 2)}${s === null ? '' : `:${pad(s, true, 2)}`}`;
  });
const isoText = fc
  .tuple(
    nearYear,
    fc.integer({ min: 0, max: 14 }),
    fc.integer({ min: 0, max: 33 }),
    fc.constantFrom('', 'T10:00'),
  )
  .map(([y, m, d, time]) => `${pad(y, true, 4)}-${pad(m, true, 2)}-${pad(d, true, 2)}${time}`);
const noOuterSpace = (text: string) => text === text.trim();

describe('dates against the old SII module', () => {
  it('parseDisplayDate with time and document years equals parseDmyDate (property)', () => {
    fc.assert(
      fc.property(fc.oneof(dmyText, fc.string()), (text) => {
        fc.pre(noOuterSpace(text));
        expect(parseDisplayDate(text, { time: true, years: DOCUMENT_YEARS })).toBe(oldSii.parseDmyDate(text));
      }),
      { numRuns: 3000 },
    );
  }, 10_000);

  it('parseIsoDate, date only and document years, equals the old parseIsoDate (property)', () => {
    fc.assert(
      fc.property(fc.oneof(isoText, fc.string()), (text) => {
        fc.pre(noOuterSpace(text));
        const parts = parseIsoDate(text, { dateOnly: true, years: DOCUMENT_YEARS });
        expect(parts && toIsoDate(parts)).toBe(oldSii.parseIsoDate(text));
      }),
      { numRuns: 3000 },
    );
  }, 10_000);

  it('formatDate equals formatDmy on every valid date (property)', () => {
    fc.assert(
      fc.property(isoText, (text) => {
        fc.pre(oldSii.parseIsoDate(text) !== null);
        expect(formatDate(text)).toBe(oldSii.formatDmy(text));
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('without options keeps the domain rules: no time, any year 1..9999', () => {
    expect(parseDisplayDate('05/06/2019 21:58:49')).toBeNull();
    expect(parseDisplayDate('05/06/1850')).toBe('1850-06-05');
    expect(parseDisplayDate('05/06/1850', { years: DOCUMENT_YEARS })).toBeNull();
    expect(parseIsoDate('2019-06-05T10:00')).toEqual({ year: 2019, month: 6, day: 5 });
    expect(parseIsoDate('2019-06-05T10:00', { dateOnly: true })).toBeNull();
    expect(parseDisplayDate('05/06/2019 24:00', { time: true })).toBeNull();
    expect(parseDisplayDate('5/6/2019 09:47', { time: true })).toBe('2019-06-05');
    expect(parseDisplayDate('29/02/2024 21:58:49', { time: true })).toBe('2024-02-29');
  });
});
