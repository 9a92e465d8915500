import { CSV_PRESETS } from '@portal/bank';
import { CSV_PRESET_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

describe('CSV presets', () => {
  it('the contract offers exactly the layouts the reader knows', () => {
    expect([...CSV_PRESET_KEYS].sort()).toEqual(Object.keys(CSV_PRESETS).sort());
  });
});
