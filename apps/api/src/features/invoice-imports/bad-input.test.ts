import { RCV_VENTA_HEADER, writeEnvioDte, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { addBusiness, IMPORTS_URL, multipart, tableCounts, type UploadFile, upload } from './test-helpers';

// Bad files: each answers a 4xx with a Spanish message naming the file and the line or element,
// and the database stays as it was.
const RUT = '76111222-8';
const NAME = 'Distribuidora Pacífico SpA';
const docs = generateInvoices({ seed: 21, business: { rut: RUT, name: NAME }, count: 40, salesShare: 1 });
const dte = docs.map(({ direction: _d, ...rest }) => rest);
const ventas = writeRcvCsv('VENTA', docs, { businessRut: RUT });
const envio = writeEnvioDte(dte);
const lines = ventas.toString('latin1').split('\n');
/** The lines of an XML file where a <DTE> starts, read line by line. */
const dteLines = (xml: Buffer | string): number[] =>
  xml
    .toString('latin1')
    .split('\n')
    .flatMap((l, i) => (l.includes('<DTE ') ? [i + 1] : []));
const other = writeEnvioDte(
  generateInvoices({
    seed: 5,
    business: { rut: '76222333-3', name: 'Otra SpA' },
    count: 5,
    salesShare: 1,
  }).map(({ direction: _d, ...rest }) => rest),
);
const csv = (rows: string[]) =>
  Buffer.from(`${[RCV_VENTA_HEADER.join(';'), ...rows].join('\n')}\n`, 'latin1');
/** A venta row as the SII writes it, with the given type and folio. */
const row = (type: string, folio: string) => {
  const cells = lines[1].split(';');
  cells[1] = type;
  cells[5] = folio;
  return cells.join(';');
};

let h: Harness;
let auth: AuthHeaders;
let businessId: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  auth = await h.signInAs('u1');
  businessId = (await addBusiness(h, RUT, NAME)).id;
});
afterAll(() => h?.close());

const rejects = async (files: UploadFile[], status: number, message: RegExp) => {
  const before = await tableCounts(h.db);
  const res = await upload(h, auth, businessId, files);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toMatch(message);
  expect(await tableCounts(h.db)).toEqual(before);
};

describe('bad files are rejected whole, nothing written', () => {
  it.each<[string, UploadFile, RegExp]>([
    [
      'malformed XML',
      { name: 'roto.xml', bytes: '<?xml version="1.0"?>\n<EnvioDTE><SetDTE><DTE>\n</SetDTE>' },
      /^El archivo roto\.xml fue rechazado y no se importó nada\. XML mal formado: línea \d+, columna \d+/,
    ],
    [
      'XML declared UTF-8 with ISO-8859-1 bytes',
      {
        name: 'mal-codificado.xml',
        bytes: Buffer.concat([
          Buffer.from('<?xml version="1.0" encoding="UTF-8"?><DTE><Documento><Encabezado><Emisor><RznSoc>'),
          Buffer.from('Compañía', 'latin1'),
          Buffer.from('</RznSoc></Emisor></Encabezado></Documento></DTE>'),
        ]),
      },
      /mal-codificado\.xml .*Codificación inválida: el archivo declara encoding="UTF-8" pero sus bytes no son UTF-8/,
    ],
    [
      'XML that is not a DTE',
      { name: 'factura.xml', bytes: '<?xml version="1.0"?><Factura><Total>1</Total></Factura>' },
      /El archivo no es un DTE: el XML no es un DTE del SII \(raíz <Factura>/,
    ],
    [
      'a DTE missing an element',
      { name: 'incompleto.xml', bytes: envio.toString('latin1').replace(/<RUTRecep>[^<]*<\/RUTRecep>/, '') },
      new RegExp(
        `^El archivo incompleto\\.xml tiene una fila que no cumple las reglas del SII y no se importó nada\\. Línea ${dteLines(envio)[0]}, RUTRecep: documento 1 \\(tipo ${dte[0].docType} folio ${dte[0].folio}\\): falta <RUTRecep>\\.$`,
      ),
    ],
    [
      'a CSV that is not an RCV export',
      { name: 'clientes.csv', bytes: 'rut;nombre\n12345678-5;Juan\n' },
      /clientes\.csv .*no es un Registro de Compras y Ventas del SII: falta la columna 'Rut cliente'/,
    ],
    [
      'an RCV row with a wrong column count',
      { name: 'cortado.csv', bytes: csv([lines[1], '2;33;Del Giro;12345678-5']) },
      /cortado\.csv tiene una fila .*Línea 3, fila: número de columnas incorrecto/,
    ],
    [
      'duplicate folios inside one RCV',
      { name: 'duplicado.csv', bytes: csv([row('33', '500'), row('33', '501'), row('33', '500')]) },
      /^El archivo duplicado\.csv tiene 2 filas que no cumplen las reglas del SII y no se importó nada\. Línea 2, Folio: El documento tipo 33 folio 500 aparece dos veces: líneas 2 y 4; no se importa ninguna copia; Línea 4, Folio: /,
    ],
    [
      'the same sale twice with different customers (the business is the issuer)',
      {
        name: 'otro-cliente.csv',
        bytes: csv([row('33', '500'), row('33', '500').replace(/;\d{7,8}-[\dK];/, ';11111111-1;')]),
      },
      /Línea 2, Folio: El documento tipo 33 folio 500 aparece dos veces: líneas 2 y 3; no se importa ninguna copia; Línea 3, Folio: /,
    ],
    [
      'duplicate folios inside one EnvioDTE',
      { name: 'duplicado.xml', bytes: writeEnvioDte([dte[0], dte[1], dte[0]]) },
      (() => {
        const at = dteLines(writeEnvioDte([dte[0], dte[1], dte[0]]));
        return new RegExp(
          `Línea ${at[0]}, Folio: El documento tipo ${dte[0].docType} folio ${dte[0].folio} aparece dos veces: líneas ${at[0]} y ${at[2]}; no se importa ninguna copia`,
        );
      })(),
    ],
    [
      'an unknown document type',
      { name: 'tipo-raro.csv', bytes: csv([row('999', '10')]) },
      /Línea 2, Tipo Doc: tipo de documento desconocido \(999\)/,
    ],
    [
      'an SII type the portal does not import (guía de despacho 50)',
      { name: 'guia.csv', bytes: csv([row('50', '10')]) },
      /Línea 2, Tipo Doc: tipo de documento 50 \(Guía de despacho\) no se puede importar; el portal importa los tipos 30, 32, 33/,
    ],
    [
      'a DTE of another business',
      {
        name: 'ajeno.xml',
        bytes: other,
      },
      new RegExp(
        `Línea ${dteLines(other)[0]}, RUTEmisor: el documento \\d+ folio \\d+ no es de esta empresa: el emisor es 76\\.222\\.333-3 y el receptor es [\\d.]+-[\\dK]`,
      ),
    ],
    ['an empty file', { name: 'vacio.csv', bytes: '' }, /vacio\.csv .*el archivo está vacío/],
    ['a blank file', { name: 'blanco.csv', bytes: '\n\r\n  ' }, /el archivo está vacío/],
    ['a PDF', { name: 'factura.pdf', bytes: '%PDF-1.7\n...' }, /factura\.pdf .*el archivo es un PDF/],
    [
      'an Excel file',
      { name: 'rcv.xlsx', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
      /es un Excel o un ZIP/,
    ],
    [
      'UTF-16 text',
      {
        name: 'utf16.csv',
        bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Nro;Tipo Doc\n', 'utf16le')]),
      },
      /utf16\.csv .*codificado en UTF-16/,
    ],
    [
      'binary bytes',
      { name: 'datos.bin', bytes: Buffer.from([0x4e, 0, 0x72, 0, 0x6f]) },
      /no es texto \(contiene bytes nulos\)/,
    ],
  ])('%s → 422', async (_what, file, message) => {
    await rejects([file], 422, message);
  });

  it('a file over 10 MB → 413 naming it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    await rejects(
      [
        { name: 'ventas.csv', bytes: ventas },
        { name: 'enorme.csv', bytes: big },
      ],
      413,
      /^El archivo enorme\.csv supera el máximo de 10 MB$/,
    );
  });

  it('a good file with a bad one: nothing of either is written', async () => {
    await rejects(
      [
        { name: 'ventas.csv', bytes: ventas },
        { name: 'roto.xml', bytes: '<DTE><Documento>' },
      ],
      422,
      /^El archivo roto\.xml fue rechazado/,
    );
  });
});

describe('documents of another business', () => {
  const foreignDocs = generateInvoices({
    seed: 6,
    business: { rut: '76222333-3', name: 'Otra SpA' },
    count: 3,
    salesShare: 1,
  }).map(({ direction: _d, ...rest }) => rest);

  it('a file of nothing else is the wrong file: rejected whole, saying so', async () => {
    await rejects(
      [{ name: 'ajeno.xml', bytes: other }],
      422,
      /^El archivo ajeno\.xml fue rechazado y no se importó nada\. sus documentos son de otra empresa: ninguno tiene a 76\.111\.222-8 como emisor ni como receptor/,
    );
  });

  it('within an envelope that also holds ours they are left out and named apart, not as a break of the SII rules', async () => {
    // One provider's envelope (an EnvioDTE has one issuer): the first is addressed to this business.
    const ours = { ...foreignDocs[0], receiverRut: RUT, receiverName: NAME };
    const mixed = writeEnvioDte([ours, foreignDocs[1], foreignDocs[2]]);
    const at = dteLines(mixed);
    const res = await upload(h, auth, businessId, [{ name: 'mixto.xml', bytes: mixed }]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().import;
    expect(result.files).toEqual([{ name: 'mixto.xml', kind: 'dte', documents: 1 }]);
    const line = (i: number) =>
      `Línea ${at[i]}, RUTEmisor: el documento ${foreignDocs[i].docType} folio ${foreignDocs[i].folio} no es de esta empresa: el emisor es 76.222.333-3`;
    const said = result.warnings.find((w: string) => w.includes('no son de esta empresa'));
    expect(said).toMatch(/^mixto\.xml: 2 documentos no son de esta empresa y quedaron fuera: /);
    expect(said).toContain(line(1));
    expect(said).toContain(line(2));
  });
});

describe('what a file is comes from its content, and its name is only a label', () => {
  it('XML sent as .csv imports as DTE, CSV sent as .xml as RCV', async () => {
    const res = await upload(h, auth, businessId, [
      { name: 'ventas.xml', bytes: ventas },
      { name: 'documentos.csv', bytes: envio },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import.files).toEqual([
      { name: 'ventas.xml', kind: 'rcv', documents: docs.length },
      { name: 'documentos.csv', kind: 'dte', documents: docs.length },
    ]);
  });

  it('a path in the file name is not a path: only its last segment is shown', async () => {
    const res = await upload(h, auth, businessId, [{ name: '../../../etc/ventas.csv', bytes: ventas }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import.files[0].name).toBe('ventas.csv');
  });
});

describe('the request itself', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    h.app.inject({
      method: 'POST',
      url: IMPORTS_URL,
      headers: { ...inBusiness(auth, businessId), ...headers },
      payload,
    });

  it('not multipart → 415', async () => {
    const res = await post({ 'content-type': 'application/json' }, '{"files":[]}');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/multipart\/form-data, en el campo 'files'/);
  });

  it('multipart without files → 400', async () => {
    const { payload, contentType } = multipart([]);
    const res = await post({ 'content-type': contentType }, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "No recibimos archivos: adjunta uno o más archivos en el campo 'files'.",
    });
  });

  it('a file in another field → 400 naming the field', async () => {
    const { payload, contentType } = multipart([{ name: 'ventas.csv', bytes: ventas, field: 'file' }]);
    const res = await post({ 'content-type': contentType }, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Recibimos un archivo en el campo 'file'; envía los archivos en el campo 'files'.",
    );
  });

  it('more than 20 files → 413', async () => {
    const files = Array.from({ length: 21 }, (_v, i) => ({ name: `v${i}.csv`, bytes: ventas }));
    const { payload, contentType } = multipart(files);
    const before = await tableCounts(h.db);
    const res = await post({ 'content-type': contentType }, payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Puedes importar hasta 20 archivos a la vez.' });
    expect(await tableCounts(h.db)).toEqual(before);
  });
});
