import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseDteXml } from './dte-parse';

type DocParts = {
  type?: string;
  folio?: string;
  totales?: string;
  emisor?: string;
  extra?: string;
  idDoc?: string;
};

const documento = (p: DocParts = {}): string => `<Documento ID="x">
  <Encabezado>
    <IdDoc><TipoDTE>${p.type ?? '33'}</TipoDTE><Folio>${p.folio ?? '17'}</Folio><FchEmis>2025-07-08</FchEmis>${p.idDoc ?? ''}</IdDoc>
    <Emisor>${p.emisor ?? '<RUTEmisor>76235291-5</RUTEmisor><RznSoc>Diseño Ltda.</RznSoc>'}</Emisor>
    <Receptor><RUTRecep>77447842-6</RUTRecep><RznSocRecep>Baca &amp; Cía &#209;</RznSocRecep></Receptor>
    <Totales>${p.totales ?? '<MntNeto>1000</MntNeto><TasaIVA>19</TasaIVA><IVA>190</IVA><MntTotal>1190</MntTotal>'}</Totales>
  </Encabezado>
  <Detalle><NroLinDet>1</NroLinDet><NmbItem>Cajón</NmbItem><MontoItem>1000</MontoItem></Detalle>
  ${p.extra ?? ''}
</Documento>`;

const envio = (docs: string[], ns = true): string =>
  `<?xml version="1.0" encoding="ISO-8859-1"?>
<EnvioDTE${ns ? ' xmlns="http://www.sii.cl/SiiDte"' : ''} version="1.0"><SetDTE ID="SetDoc"><Caratula version="1.0"><RutEmisor>76235291-5</RutEmisor></Caratula>
${docs.map((d) => `<DTE version="1.0">${d}</DTE>`).join('\n')}
</SetDTE></EnvioDTE>`;

const latin1 = (text: string): Buffer => iconv.encode(text, 'latin1');

/** Lines (1-based) of a file holding a <DTE> start tag, read line by line. */
const dteLines = (xml: string): number[] =>
  xml.split('\n').flatMap((l, i) => (l.includes('<DTE ') ? [i + 1] : []));

describe('parseDteXml: containers', () => {
  it('reads an EnvioDTE with several documents, with and without the namespace', () => {
    for (const ns of [true, false]) {
      const xml = envio([documento(), documento({ folio: '18' })], ns);
      const r = parseDteXml(latin1(xml));
      expect(r.errors).toEqual([]);
      expect(r.documents.map((d) => d.folio)).toEqual([17, 18]);
      expect(r.documents[0]).toMatchObject({
        docType: 33,
        issuerRut: '76235291-5',
        issuerName: 'Diseño Ltda.',
        receiverName: 'Baca & Cía Ñ',
        netAmount: 1000,
        ivaAmount: 190,
        totalAmount: 1190,
        ivaRate: 19,
        sourceLine: dteLines(xml)[0],
      });
      expect(r.documents.map((d) => d.sourceLine)).toEqual(dteLines(xml));
    }
  });

  it('reads a bare DTE, a SetDTE, an EnvioBOLETA and prefixed element names', () => {
    const bare = `<?xml version="1.0" encoding="UTF-8"?><DTE version="1.0">${documento()}</DTE>`;
    expect(parseDteXml(Buffer.from(bare, 'utf8')).documents[0].issuerName).toBe('Diseño Ltda.');
    const set = `<SetDTE><DTE>${documento()}</DTE></SetDTE>`;
    expect(parseDteXml(Buffer.from(set, 'utf8')).documents).toHaveLength(1);
    const boleta = documento({
      type: '39',
      emisor: '<RUTEmisor>76235291-5</RUTEmisor><RznSocEmisor>Boletera SpA</RznSocEmisor>',
    });
    const envBoleta = `<EnvioBOLETA xmlns="http://www.sii.cl/SiiDte"><SetDTE><DTE>${boleta}</DTE></SetDTE></EnvioBOLETA>`;
    expect(parseDteXml(Buffer.from(envBoleta)).documents[0]).toMatchObject({
      docType: 39,
      issuerName: 'Boletera SpA',
    });
    const prefixed = `<sii:DTE xmlns:sii="http://www.sii.cl/SiiDte">${documento().replace(/<(\/?)(\w+)/g, '<$1sii:$2')}</sii:DTE>`;
    expect(parseDteXml(Buffer.from(prefixed)).documents[0].folio).toBe(17);
  });

  it('decodes with the declared encoding before parsing', () => {
    const win = `<?xml version="1.0" encoding="windows-1252"?><DTE>${documento({ emisor: '<RUTEmisor>76235291-5</RUTEmisor><RznSoc>Peña “Hnos” €</RznSoc>' })}</DTE>`;
    expect(parseDteXml(iconv.encode(win, 'win1252')).documents[0].issuerName).toBe('Peña “Hnos” €');
  });

  it('sums ImptoReten into otherTaxes and ignores SaldoAnterior / VlrPagar', () => {
    const totales =
      '<MntNeto>10000</MntNeto><TasaIVA>19</TasaIVA><IVA>1900</IVA>' +
      '<ImptoReten><TipoImp>24</TipoImp><TasaImp>31.5</TasaImp><MontoImp>3150</MontoImp></ImptoReten>' +
      '<ImptoReten><TipoImp>271</TipoImp><TasaImp>18</TasaImp><MontoImp>1800</MontoImp></ImptoReten>' +
      '<MntTotal>16850</MntTotal><SaldoAnterior>5</SaldoAnterior><VlrPagar>16855</VlrPagar>';
    const r = parseDteXml(latin1(envio([documento({ totales })])));
    expect(r.warnings).toEqual([]);
    expect(r.documents[0]).toMatchObject({ otherTaxes: 4950, totalAmount: 16850 });
    expect(r.documents[0].otherTaxDetails).toEqual([
      { code: '24', amount: 3150, rate: '31.5' },
      { code: '271', amount: 1800, rate: '18' },
    ]);
  });

  it('takes peso amounts of an export invoice from OtraMoneda', () => {
    const doc = documento({
      type: '110',
      totales: '<TpoMoneda>DOLAR USA</TpoMoneda><MntExe>100.50</MntExe><MntTotal>100.50</MntTotal>',
    })
      .replace('<Documento', '<Exportaciones')
      .replace('</Documento>', '</Exportaciones>')
      .replace(
        '</Totales>',
        '</Totales><OtraMoneda><TpoMoneda>PESO CL</TpoMoneda><TpoCambio>950</TpoCambio><MntExeOtrMnda>95475</MntExeOtrMnda><MntTotOtrMnda>95475</MntTotOtrMnda></OtraMoneda>',
      );
    const r = parseDteXml(latin1(envio([doc])));
    expect(r.errors).toEqual([]);
    expect(r.documents[0]).toMatchObject({
      docType: 110,
      exemptAmount: 95475,
      totalAmount: 95475,
      netAmount: 0,
    });
  });
});

describe('parseDteXml: errors', () => {
  it('names the element and the document', () => {
    const xml = envio([
      documento(),
      documento({ folio: '18', totales: '<MntNeto>1000</MntNeto><IVA>190</IVA>' }),
    ]);
    const r = parseDteXml(latin1(xml));
    expect(r.documents.map((d) => d.folio)).toEqual([17]);
    expect(r.errors).toEqual([]);
    expect(r.problems).toEqual([
      {
        line: dteLines(xml)[1],
        field: 'MntTotal',
        message: 'documento 2 (tipo 33 folio 18): falta <MntTotal>',
      },
    ]);
  });

  it('validates type, folio, RUT, dates and amounts', () => {
    const outOfRange = documento({ type: '99', folio: '10258123456' });
    const line = dteLines(envio([outOfRange]))[0];
    const doc = 'documento 1 (tipo 99 folio 10258123456)';
    expect(parseDteXml(latin1(envio([outOfRange]))).problems).toEqual([
      { line, field: 'TipoDTE', message: `${doc}: tipo de documento desconocido (99)` },
      {
        line,
        field: 'Folio',
        message: `${doc}: folio fuera de rango (10258123456; debe estar entre 1 y 9999999999)`,
      },
    ]);
    const bad = documento({
      type: 'x9',
      folio: '18',
      emisor: '<RUTEmisor>76235291-6</RUTEmisor><RznSoc>X</RznSoc>',
      totales: '<MntNeto>1000.5</MntNeto><MntTotal>abc</MntTotal>',
      idDoc: '<FchVenc>2025-02-30</FchVenc>',
    });
    const r = parseDteXml(latin1(envio([bad])));
    expect(r.documents).toEqual([]);
    const bad18 = 'documento 1 (tipo x9 folio 18)';
    expect(r.problems.map((e) => `${e.line} ${e.field}: ${e.message}`)).toEqual([
      `${line} TipoDTE: ${bad18}: tipo de documento desconocido en <TipoDTE> ('x9')`,
      `${line} FchVenc: ${bad18}: fecha inválida en <FchVenc> ('2025-02-30')`,
      `${line} RUTEmisor: ${bad18}: RUT inválido en <RUTEmisor> ('76235291-6')`,
      `${line} MntNeto: ${bad18}: monto no entero en <MntNeto> ('1000.5')`,
      `${line} MntTotal: ${bad18}: monto no entero en <MntTotal> ('abc')`,
    ]);
  });

  it('reports a document without folio or body', () => {
    const r = parseDteXml(
      Buffer.from(
        `<EnvioDTE><SetDTE><DTE><Otro/></DTE><DTE>${documento({ folio: '' })}</DTE></SetDTE></EnvioDTE>`,
      ),
    );
    expect(r.problems.map((e) => `${e.line} ${e.field}: ${e.message}`)).toEqual([
      // Both <DTE> start on the file's one line.
      '1 Documento: documento 1: falta <Documento>',
      '1 Folio: documento 2: falta <Folio>',
    ]);
  });

  it('reports malformed XML with its line', () => {
    const r = parseDteXml(Buffer.from('<?xml version="1.0"?>\n<EnvioDTE>\n<SetDTE>\n</EnvioDTE>'));
    expect(r.documents).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].line).toBe(4);
    expect(r.errors[0].message).toMatch(/^XML mal formado: línea 4, columna \d+: /);
  });

  it('rejects XML that is not a DTE, empty files and bad encodings', () => {
    expect(parseDteXml(Buffer.from('<Document><Stmt/></Document>')).errors[0].message).toBe(
      'El archivo no es un DTE: el XML no es un DTE del SII (raíz <Document>, se esperaba <EnvioDTE>, <EnvioBOLETA>, <SetDTE> o <DTE>)',
    );
    expect(parseDteXml(Buffer.from('  ')).errors[0].message).toBe('El archivo está vacío');
    expect(parseDteXml(Buffer.from('<EnvioDTE><SetDTE/></EnvioDTE>')).errors[0].message).toBe(
      'El archivo no contiene documentos (<DTE>)',
    );
    const lying = iconv.encode('<?xml version="1.0" encoding="UTF-8"?><DTE>ñ</DTE>', 'latin1');
    expect(parseDteXml(lying).errors[0].message).toMatch(/^Codificación inválida/);
  });

  it('a factura de compra with the IVA retained (ImptoReten 15): total without it, breakdown kept', () => {
    const totales =
      '<MntNeto>1000</MntNeto><TasaIVA>19</TasaIVA><IVA>190</IVA><ImptoReten><TipoImp>15</TipoImp><TasaImp>19</TasaImp><MontoImp>190</MontoImp></ImptoReten><MntTotal>1000</MntTotal>';
    const r = parseDteXml(latin1(envio([documento({ type: '46', totales })])));
    expect(r.problems).toEqual([]);
    expect(r.documents[0]).toMatchObject({ totalAmount: 1000, ivaAmount: 190, otherTaxes: 190 });
    expect(r.documents[0].ivaBreakdown).toEqual({
      recoverable: 190,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 190,
      retainedPartial: 0,
    });
  });

  it('refuses a total that does not add up', () => {
    const xml = envio([
      documento({ totales: '<MntNeto>1000</MntNeto><IVA>190</IVA><MntTotal>1200</MntTotal>' }),
    ]);
    const r = parseDteXml(latin1(xml));
    expect(r.documents).toEqual([]);
    expect(r.problems).toEqual([
      {
        line: dteLines(xml)[0],
        field: 'MntTotal',
        message: `documento 1 (tipo 33 folio 17): el total (1200) no es neto + exento + IVA (${1000 + 190})`,
      },
    ]);
  });
});
