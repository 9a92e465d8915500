import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELAY, accountDelayMs, throttleKeys } from './throttle.repository';

describe('accountDelayMs', () => {
  it('is nothing below 5 failures, then 1 s doubling, and never more than 15 s', () => {
    expect([0, 1, 4].map(accountDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(accountDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000]);
    expect(accountDelayMs(1_000)).toBe(ACCOUNT_DELAY.maxMs);
  });
});

describe('throttleKeys', () => {
  it('names the account the same whatever its case or spaces, and the pair by address and account', () => {
    const a = throttleKeys(' Ana@Ejemplo.cl ', '203.0.113.9');
    expect(a).toEqual({
      pair: 'pair:203.0.113.9|ana@ejemplo.cl',
      ip: 'ip:203.0.113.9',
      account: 'email:ana@ejemplo.cl',
    });
    expect(throttleKeys('ana@ejemplo.cl', '198.51.100.1').account).toBe(a.account);
    expect(throttleKeys('ana@ejemplo.cl', '198.51.100.1').pair).not.toBe(a.pair);
  });
});
