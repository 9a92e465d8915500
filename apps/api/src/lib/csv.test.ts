import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvLine } from './csv';

// The one CSV rule: a text cell that a spreadsheet would run is shown as text instead.

describe('csv', () => {
  it('neutralises every start a spreadsheet reads as a formula (OWASP), and only those', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    for (const plain of ['Ñuñoa Ltda.', '1+1', ' =1', 'A=B', '']) expect(csvCell(plain)).toBe(plain);
  });

  it('quotes a cell with the separator, a quote or a line break, after neutralising it', () => {
    expect(csvCell('Comercial; "Sur"')).toBe('"Comercial; ""Sur"""');
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
  });

  it('keeps numbers as numbers (a negative amount is not a formula) and writes whole files', () => {
    expect(csvLine(['-5', -5, null, undefined, 'a'])).toBe("'-5;-5;;;a");
    expect(csvFile(['Nombre', 'Deuda'], [['=x', -1]])).toBe("\uFEFFNombre;Deuda\r\n'=x;-1\r\n");
  });
});
