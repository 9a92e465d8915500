import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_REASON_CODES, acknowledgmentDeadline, acknowledgmentWindowStart } from './acknowledgment';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// Ley 19.983 art. 3: "dentro de los ocho días corridos siguientes a su recepción".
describe('acknowledgment window', () => {
  it('runs eight calendar days after the day of reception', () => {
    expect(acknowledgmentDeadline('2025-03-01')).toBe('2025-03-09');
    // Calendar days: weekends and month ends count.
    expect(acknowledgmentDeadline('2025-02-25')).toBe('2025-03-05');
    expect(acknowledgmentDeadline('2024-12-28')).toBe('2025-01-05');
  });

  it('the window start is the reception date whose deadline is today (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (d) => {
        const today = d.toISOString().slice(0, 10);
        const start = acknowledgmentWindowStart(today);
        expect(acknowledgmentDeadline(start)).toBe(today);
        const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
        expect(ms / 86_400_000).toBe(8);
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('offers the SII claim codes', () => {
    expect(CLAIM_REASON_CODES).toEqual(['RCD', 'RFP', 'RFT']);
  });
});
