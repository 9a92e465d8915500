import { describe, expect, it } from 'vitest';
import { compareEs, foldForSearch } from './text';

describe('compareEs', () => {
  it('sorts ñ after n and accented letters with their base letter', () => {
    const sorted = ['Ñuñoa', 'Zapallar', 'Álamos', 'Nogales', 'Arica'].sort(compareEs);
    expect(sorted).toEqual(['Álamos', 'Arica', 'Nogales', 'Ñuñoa', 'Zapallar']);
  });

  it('returns 0 for equal strings', () => {
    expect(compareEs('Chillán', 'Chillán')).toBe(0);
  });
});

describe('foldForSearch', () => {
  it('removes accents, case, apostrophes and extra spaces', () => {
    expect(foldForSearch('  Ñuñoa ')).toBe('nunoa');
    expect(foldForSearch("O'Higgins")).toBe('ohiggins');
    expect(foldForSearch('Ollagüe')).toBe('ollague');
    expect(foldForSearch('Llay-Llay')).toBe('llay llay');
    expect(foldForSearch('San   Pedro')).toBe('san pedro');
  });
});
