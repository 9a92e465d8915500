import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, decodeXml } from './encoding';

describe('decodeText', () => {
  it('decodes UTF-8 (with or without BOM) and falls back to windows-1252', () => {
    expect(decodeText(Buffer.from('\ufeffPeña;Ñuñoa', 'utf8'))).toEqual({
      text: 'Peña;Ñuñoa',
      encoding: 'utf-8',
    });
    expect(decodeText(Buffer.from('Peña', 'utf8')).text).toBe('Peña');
    expect(decodeText(iconv.encode('Peña “x” €', 'win1252'))).toEqual({
      text: 'Peña “x” €',
      encoding: 'windows-1252',
    });
    expect(decodeText(Buffer.from('abc')).encoding).toBe('ascii');
  });

  it('works on a Uint8Array view into a larger buffer', () => {
    const big = Buffer.from('xxPeñayy', 'latin1');
    expect(decodeText(new Uint8Array(big.buffer, big.byteOffset + 2, 4)).text).toBe('Peña');
  });
});

describe('decodeXml', () => {
  const xml = (enc: string, body: string) => `<?xml version="1.0" encoding="${enc}"?>\n<a>${body}</a>`;

  it('uses the declared encoding', () => {
    const latin = iconv.encode(xml('ISO-8859-1', 'Diseño'), 'latin1');
    expect(decodeXml(latin)).toMatchObject({ text: xml('ISO-8859-1', 'Diseño'), encoding: 'iso-8859-1' });
    const win = iconv.encode(xml('windows-1252', 'Germán “€”'), 'win1252');
    expect(decodeXml(win)).toMatchObject({ text: xml('windows-1252', 'Germán “€”') });
    expect(decodeXml(Buffer.from(xml('UTF-8', 'Ñandú'), 'utf8'))).toMatchObject({
      text: xml('UTF-8', 'Ñandú'),
    });
  });

  it('reads ISO-8859-1 as windows-1252 like browsers do', () => {
    const bytes = iconv.encode(xml('ISO-8859-1', '€'), 'win1252');
    expect('text' in decodeXml(bytes) && decodeXml(bytes)).toMatchObject({ text: xml('ISO-8859-1', '€') });
  });

  it('reports unsupported or lying declarations', () => {
    expect(decodeXml(Buffer.from(xml('EBCDIC-XYZ', 'a')))).toEqual({
      error: "codificación no soportada: 'EBCDIC-XYZ'",
    });
    expect(decodeXml(iconv.encode(xml('UTF-8', 'ñ'), 'latin1'))).toHaveProperty('error');
  });

  it('defaults to UTF-8 without a declaration', () => {
    expect(decodeXml(Buffer.from('<a>ñ</a>', 'utf8'))).toMatchObject({ text: '<a>ñ</a>' });
  });
});
