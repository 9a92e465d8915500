import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@portal/domain entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'BANKS',
      'COMMUNES',
      'REGIONS',
      'communeCode',
      'formatDate',
      'DOCUMENT_TYPES',
      'labelOf',
      'formatCLP',
      'pickerPeriods',
      'formatPhone',
      'planTier',
      'isValidRut',
      'taxRegimeLabel',
      'compareEs',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
