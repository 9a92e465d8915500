import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { fileDisposition } from './content-disposition';

/** The name a browser would save, read back by the same package (filename* wins over filename). */
const savedAs = (header: string) => parse(header).parameters.filename;

describe('fileDisposition', () => {
  it('keeps a plain ASCII name as it is, without filename*', () => {
    expect(fileDisposition('facturas.csv', 'attachment')).toBe('attachment; filename=facturas.csv');
    expect(fileDisposition('factura 1.pdf', 'inline')).toBe('inline; filename="factura 1.pdf"');
  });

  it('encodes accents as UTF-8 in filename* with an ASCII fallback', () => {
    const header = fileDisposition('Factura Ñandú año 2026.pdf', 'inline');
    expect(header).toBe(
      `inline; filename="Factura Nandu ano 2026.pdf"; filename*=UTF-8''Factura%20%C3%91and%C3%BA%20a%C3%B1o%202026.pdf`,
    );
    expect(savedAs(header)).toBe('Factura Ñandú año 2026.pdf');
  });

  it('escapes quotes so the header cannot be cut short', () => {
    const header = fileDisposition('boleta "final"; copia.pdf', 'inline');
    expect(header).toBe('inline; filename="boleta \\"final\\"; copia.pdf"');
    expect(savedAs(header)).toBe('boleta "final"; copia.pdf');
  });

  it('never writes a byte outside ASCII into the header, and falls back to a generic name', () => {
    const header = fileDisposition('发票.pdf', 'attachment');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(savedAs(header)).toBe('发票.pdf');
    expect(parse(fileDisposition('发票', 'inline')).parameters).toEqual({
      filename: '发票',
    });
    expect(fileDisposition('发票', 'inline')).toMatch(/^inline; filename=documento; filename\*=UTF-8''/);
  });
});
