import { describe, expect, it } from 'vitest';
import { formatDmy, parseDmyDate, parseIsoDate } from './dates';

describe('dates', () => {
  it('parses RCV dates and date-times to YYYY-MM-DD', () => {
    expect(parseDmyDate('05/06/2019')).toBe('2019-06-05');
    expect(parseDmyDate('05/06/2019 21:58:49')).toBe('2019-06-05');
    expect(parseDmyDate('5/6/2019 09:47')).toBe('2019-06-05');
    expect(parseDmyDate('29/02/2024')).toBe('2024-02-29');
  });

  it('rejects invalid dates', () => {
    for (const bad of [
      'invalid-date',
      'invalid-datetime',
      '31/02/2019',
      '29/02/2023',
      '2019-06-05',
      '05/13/2019',
      '05/06/2019 25:00:00',
      '',
    ]) {
      expect(parseDmyDate(bad), bad).toBeNull();
    }
  });

  it('validates ISO dates and formats DD/MM/YYYY', () => {
    expect(parseIsoDate('2019-08-08')).toBe('2019-08-08');
    expect(parseIsoDate('2019-02-30')).toBeNull();
    expect(parseIsoDate('08/08/2019')).toBeNull();
    expect(formatDmy('2019-08-08')).toBe('08/08/2019');
  });
});
