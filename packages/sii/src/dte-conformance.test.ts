import { describe, expect, it } from 'vitest';
import { assignDirection } from './direction';
import { parseDteXml } from './dte-parse';
import { decodeXml } from './encoding';
import { listSharedFixtures, readSharedFixture, requireSharedFixtures } from './test-fixtures';
import type { DteDocument } from './types';

// Real DTE XML files from ../shared/fixtures/dte (see SOURCES.md there). Never copied here.
const exists = requireSharedFixtures('dte', 'DTE conformance (packages/sii)');

const parse = (file: string) => parseDteXml(readSharedFixture('dte', file));

/** 'type folio: net / exempt / IVA / total' as in SOURCES.md. */
const figures = (d: DteDocument): string =>
  `${d.docType} ${d.folio}: ${d.netAmount}/${d.exemptAmount}/${d.ivaAmount}/${d.totalAmount}`;

const refs = (d: DteDocument) => d.references.map((r) => `${r.docType} #${r.folio} ${r.code ?? '-'}`);

/** Lines (1-based) of the file holding a <DTE> start tag, read line by line. */
const dteLines = (bytes: Uint8Array): number[] =>
  Buffer.from(bytes)
    .toString('latin1')
    .split('\n')
    .flatMap((l, i) => (/<DTE[ >]/.test(l) ? [i + 1] : []));

describe.skipIf(!exists)('DTE conformance (real files in ../shared/fixtures/dte)', () => {
  it('every fixture parses without errors', () => {
    const files = listSharedFixtures('dte');
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) {
      const r = parseDteXml(readSharedFixture('dte', f));
      expect(r.errors, f).toEqual([]);
      expect(r.warnings, f).toEqual([]);
      expect(r.documents.length, f).toBeGreaterThan(0);
    }
  });

  it('DTE--60910000-1--33--2336600.xml: bare <DTE>, no namespace, windows-1252, CRLF', () => {
    const bytes = readSharedFixture('dte', 'DTE--60910000-1--33--2336600.xml');
    const decoded = decodeXml(bytes);
    expect(decoded).toMatchObject({ encoding: 'windows-1252' });
    expect('text' in decoded && decoded.text).toContain('Germán Enrique Larraín Muñoz');
    const [d] = parse('DTE--60910000-1--33--2336600.xml').documents;
    expect(figures(d)).toBe('33 2336600: 8943/0/1699/10642');
    expect(d).toMatchObject({
      issuerRut: '60910000-1',
      issuerName: 'Universidad de Chile',
      receiverRut: '76555835-2',
      receiverName: 'FYNPAL SPA',
      issueDate: '2019-08-08',
      dueDate: '2019-08-08',
      ivaRate: 19,
      otherTaxes: 0,
      // The line of the file where its <DTE> starts (after the XML declaration).
      sourceLine: dteLines(bytes)[0],
    });
    expect(d.items).toEqual([
      {
        line: 1,
        name: 'dominio fyndata/6895189/1',
        description: null,
        quantity: '1.0',
        unit: null,
        unitPrice: 8942.86,
        amount: 8943,
      },
    ]);
    expect(assignDirection(d, '60910000-1')).toBe('VENTA');
    expect(assignDirection(d, '76555835-2')).toBe('COMPRA');
  });

  it('DTE--76354771-K--33--170.xml: RUT with K, reference to a purchase order (801)', () => {
    const [d] = parse('DTE--76354771-K--33--170.xml').documents;
    expect(figures(d)).toBe('33 170: 2517900/0/478401/2996301');
    expect(d).toMatchObject({
      issuerRut: '76354771-K',
      receiverRut: '96790240-3',
      issueDate: '2019-04-01',
      dueDate: null,
      ivaRate: 19,
    });
    expect(d.references).toEqual([
      { docType: '801', folio: '4510083633', date: '2019-03-22', code: null, reason: null },
    ]);
    expect(d.items[0]).toMatchObject({ quantity: '2.00', unit: 'Unid', unitPrice: 1258950, amount: 2517900 });
  });

  it('DTE--96670340-7--61--110616.xml: credit note, ISO-8859-1, SaldoAnterior/VlrPagar ignored', () => {
    const [d] = parse('DTE--96670340-7--61--110616.xml').documents;
    expect(figures(d)).toBe('61 110616: 48190822/0/9156256/57347078');
    expect(d).toMatchObject({
      issuerRut: '96670340-7',
      issuerName: 'Bata Chile S.A.',
      receiverRut: '81675600-6',
      issueDate: '2019-08-02',
      dueDate: '2019-09-01',
    });
    expect(d.references).toEqual([
      { docType: '33', folio: '115885', date: '2019-08-02', code: 3, reason: 'Comision venta corner Hites' },
    ]);
  });

  it('F60T33-ejemplo-oficial-SII.xml: EnvioDTE in the SII namespace, two signatures', () => {
    const r = parse('F60T33-ejemplo-oficial-SII.xml');
    expect(r.documents.map(figures)).toEqual(['33 60: 100000/0/19000/119000']);
    const [d] = r.documents;
    expect(d).toMatchObject({
      issuerRut: '97975000-5',
      issuerName: 'RUT DE PRUEBA',
      receiverRut: '77777777-7',
      receiverName: 'EMPRESA  LTDA',
      issueDate: '2003-10-13',
    });
    expect(d.items.map((i) => [i.name, i.description, i.quantity, i.amount])).toEqual([
      ['Parlantes Multimedia 180W.', null, '20', 90000],
      ['Mouse Inalambrico PS/2', null, '1', 5000],
      ['Caja de Diskettes 10 Unidades', null, '5', 5000],
    ]);
  });

  it('BASICO_762352915.xml: certification EnvioDTE with 8 documents', () => {
    const r = parse('BASICO_762352915.xml');
    expect(r.documents.map(figures)).toEqual([
      '33 17: 999043/0/189818/1188861',
      '33 18: 6678481/0/1268911/7947392',
      '33 19: 1381404/35292/262467/1679163',
      '33 20: 2894709/13666/549995/3458370',
      '61 12: 0/0/0/0',
      '61 13: 3278578/0/622930/3901508',
      '61 14: 1381404/35292/262467/1679163',
      '56 7: 0/0/0/0',
    ]);
    for (const d of r.documents) {
      expect(d.issuerRut).toBe('76235291-5');
      expect(d.issuerName).toBe('Diseño y Entretenimientos Within Play Ltda.');
      expect(d.issueDate).toBe('2025-07-08');
    }
    // Each document is named by the line of the file where its <DTE> starts.
    const lines = dteLines(readSharedFixture('dte', 'BASICO_762352915.xml'));
    expect(lines).toHaveLength(8);
    expect(r.documents.map((d) => d.sourceLine)).toEqual(lines);
    expect(r.documents[2].receiverRut).toBe('77908275-K');
    expect(r.documents[2].items[0].name).toBe('Pintura B&W AFECTO');
    expect(refs(r.documents[4])).toEqual(['SET #4352553-5 -', '33 #000017 2']);
    expect(refs(r.documents[5])).toEqual(['SET #4352553-6 -', '33 #000018 3']);
    expect(refs(r.documents[6])).toEqual(['SET #4352553-7 -', '33 #000019 1']);
    expect(refs(r.documents[7])).toEqual(['SET #4352553-8 -', '61 #000012 1']);
    expect(r.documents[4].items[0].name).toBe('CORRECCIÓN: CORRIGE GIRO DEL RECEPTOR');
    expect(r.documents[4].ivaRate).toBeNull();
  });
});
