import { describe, expect, it } from 'vitest';
import { validityNotice } from './messages';

describe('validityNotice', () => {
  it('warns with the days left while expiring, says expired once expired, nothing while valid', () => {
    expect(validityNotice({ validity: 'expiring', days_left: 1 })).toContain('vence en 1 día ');
    expect(validityNotice({ validity: 'expiring', days_left: 12 })).toContain('vence en 12 días');
    expect(validityNotice({ validity: 'expiring', days_left: 0 })).toContain('vence hoy');
    expect(validityNotice({ validity: 'expired', days_left: -3 })).toContain('vencido');
    expect(validityNotice({ validity: 'valid', days_left: 200 })).toBeNull();
  });
});
