import { describe, expect, it } from 'vitest';
import { escapeXmlLatin1 } from './xml-escape';

describe('escapeXmlLatin1', () => {
  it('leaves Latin-1 text alone', () => {
    expect(escapeXmlLatin1('Diseño y Compañía Ltda.')).toBe('Diseño y Compañía Ltda.');
  });

  it('escapes markup, references non-Latin-1 characters, drops forbidden controls', () => {
    expect(escapeXmlLatin1(`B&W <"x"> 'y'`)).toBe('B&amp;W &lt;&quot;x&quot;&gt; &apos;y&apos;');
    expect(escapeXmlLatin1('€ “ok” 😀')).toBe('&#8364; &#8220;ok&#8221; &#128512;');
    expect(escapeXmlLatin1('a\u0001b\tc\u0085')).toBe('ab\tc&#133;');
  });
});
