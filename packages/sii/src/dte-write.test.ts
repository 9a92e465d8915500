import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseDteXml } from './dte-parse';
import { writeEnvioDte } from './dte-write';
import { BUSINESS_RUT, handMadeSales } from './test-docs';

describe('writeEnvioDte', () => {
  it('writes an unsigned ISO-8859-1 EnvioDTE in the SII namespace', () => {
    const bytes = writeEnvioDte(handMadeSales, { timestamp: '2024-04-01T10:00:00' });
    const text = bytes.toString('latin1');
    expect(
      text.startsWith(
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<EnvioDTE xmlns="http://www.sii.cl/SiiDte"',
      ),
    ).toBe(true);
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain(
      `<Caratula version="1.0"><RutEmisor>${BUSINESS_RUT}</RutEmisor><RutEnvia>${BUSINESS_RUT}</RutEnvia><RutReceptor>60803000-K</RutReceptor><FchResol>2024-02-29</FchResol><NroResol>0</NroResol><TmstFirmaEnv>2024-04-01T10:00:00</TmstFirmaEnv>`,
    );
    expect(text).toContain('<SubTotDTE><TpoDTE>33</TpoDTE><NroDTE>2</NroDTE></SubTotDTE>');
    expect(text).toContain('<RznSocRecep>Compañía Ñandú &amp; Asociados &quot;Limitada&quot;</RznSocRecep>');
    expect(bytes.includes(Buffer.from('Ñandú', 'latin1'))).toBe(true);
    expect(text).toContain('<Documento ID="F55T61">');
  });

  it('is deterministic without options', () => {
    expect(writeEnvioDte(handMadeSales).equals(writeEnvioDte(handMadeSales))).toBe(true);
  });

  it('round-trips: write → parse gives the same documents', () => {
    const bytes = writeEnvioDte(handMadeSales);
    const parsed = parseDteXml(bytes);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    // Each document is named by the line of the file where its <DTE> starts.
    const lines = bytes
      .toString('latin1')
      .split('\n')
      .flatMap((l, i) => (l.includes('<DTE ') ? [i + 1] : []));
    expect(parsed.documents).toEqual(handMadeSales.map((d, i) => ({ ...d, sourceLine: lines[i] })));
  });

  it('keeps characters beyond Latin-1 through character references', () => {
    const doc = { ...handMadeSales[0], receiverName: 'Café “Ñ” € 😀' };
    const bytes = writeEnvioDte([doc]);
    expect(bytes.toString('latin1')).toContain('Café &#8220;Ñ&#8221; &#8364; &#128512;');
    expect(parseDteXml(bytes).documents[0].receiverName).toBe('Café “Ñ” € 😀');
  });

  it('refuses empty sets, mixed issuers and other taxes without tax codes', () => {
    expect(() => writeEnvioDte([])).toThrow(/al menos un documento/);
    expect(() => writeEnvioDte([handMadeSales[0], { ...handMadeSales[1], issuerRut: '12345678-5' }])).toThrow(
      /mismo emisor/,
    );
    expect(() => writeEnvioDte([{ ...handMadeSales[0], otherTaxes: 10 }])).toThrow(/TipoImp/);
  });
});
