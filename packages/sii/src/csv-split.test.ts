import { describe, expect, it } from 'vitest';
import { splitSemicolonLine } from './csv-split';

describe('splitSemicolonLine', () => {
  it('splits plain SII lines, keeping the trailing empty field', () => {
    expect(splitSemicolonLine('1;33;Del Giro;;')).toEqual(['1', '33', 'Del Giro', '', '']);
  });

  it('honours quotes when present', () => {
    expect(splitSemicolonLine('1;"Soc; ""La Ñ"" Ltda";3;')).toEqual(['1', 'Soc; "La Ñ" Ltda', '3', '']);
    expect(splitSemicolonLine('1;O"Higgins;2')).toEqual(['1', 'O"Higgins', '2']);
  });
});
