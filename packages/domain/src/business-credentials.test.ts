import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_NAMES,
  SII_CREDENTIAL_NAME,
  certificateDaysLeft,
  certificateValidity,
} from './business-credentials';

const day = 86_400_000;
const from = new Date('2026-01-01T00:00:00Z');
const to = new Date('2026-12-31T23:59:59Z');

describe('certificateValidity', () => {
  it('is expired one second after notAfter, valid one second before it only if more than 30 days remain', () => {
    expect(certificateValidity(from, to, new Date(to.getTime() + 1000))).toBe('expired');
    expect(certificateValidity(from, to, new Date(to.getTime() - 1000))).toBe('expiring');
  });
  it('warns from 30 days (30 × 24 h) before expiry, not at 30 days and one second', () => {
    expect(certificateValidity(from, to, new Date(to.getTime() - 30 * day))).toBe('expiring');
    expect(certificateValidity(from, to, new Date(to.getTime() - 30 * day - 1000))).toBe('valid');
  });
  it('is not yet valid before notBefore', () => {
    expect(certificateValidity(from, to, new Date(from.getTime() - 1000))).toBe('not_yet_valid');
  });
  it('counts whole days left', () => {
    expect(certificateDaysLeft(to, new Date(to.getTime() - 2.5 * day))).toBe(2);
    expect(certificateDaysLeft(to, new Date(to.getTime() + 1000))).toBe(-1);
  });
});

describe('credential names', () => {
  it("keeps the SII's name exactly 'SII' (the F29 automatic mode looks it up) and names are unique", () => {
    expect(SII_CREDENTIAL_NAME).toBe('SII');
    expect(CREDENTIAL_NAMES[0]?.name).toBe('SII');
    expect(new Set(CREDENTIAL_NAMES.map((c) => c.name)).size).toBe(CREDENTIAL_NAMES.length);
  });
});
