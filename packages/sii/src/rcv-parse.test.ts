import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { RCV_COMPRA_HEADER, RCV_VENTA_HEADER } from './rcv-columns';
import { parseRcv } from './rcv-parse';

const VENTA_BASE: Record<string, string> = {
  Nro: '1',
  'Tipo Doc': '33',
  'Tipo Venta': 'Del Giro',
  'Rut cliente': '12345678-5',
  'Razon Social': 'Cliente SpA',
  Folio: '506',
  'Fecha Docto': '04/06/2019',
  'Fecha Recepcion': '18/06/2019 17:01:06',
  'Monto Exento': '0',
  'Monto Neto': '1000',
  'Monto IVA': '190',
  'Monto total': '1190',
};

const COMPRA_BASE: Record<string, string> = {
  Nro: '1',
  'Tipo Doc': '33',
  'Tipo Compra': 'Del Giro',
  'RUT Proveedor': '76354771-K',
  'Razon Social': 'Proveedor Ltda',
  Folio: '23084',
  'Fecha Docto': '21/06/2019',
  'Fecha Recepcion': '24/06/2019 09:55:53',
  'Fecha Acuse': '25/06/2019 10:00:00',
  'Monto Exento': '0',
  'Monto Neto': '240169',
  'Monto IVA Recuperable': '45632',
  'Monto Total': '285801',
};

/** A data row as the SII writes it: every header column, then a trailing ';'. */
const row = (header: readonly string[], values: Record<string, string>): string =>
  `${header.map((h) => values[h] ?? '').join(';')};`;

const file = (header: readonly string[], rows: string[]): Buffer =>
  Buffer.from(`${[header.join(';'), ...rows].join('\n')}\n`, 'latin1');

const venta = (...rows: Record<string, string>[]): Buffer =>
  file(
    RCV_VENTA_HEADER,
    rows.map((r) => row(RCV_VENTA_HEADER, { ...VENTA_BASE, ...r })),
  );

const compra = (...rows: Record<string, string>[]): Buffer =>
  file(
    RCV_COMPRA_HEADER,
    rows.map((r) => row(RCV_COMPRA_HEADER, { ...COMPRA_BASE, ...r })),
  );

describe('parseRcv: layouts and direction', () => {
  it('reads a venta: receiver is the client, issuer left for the caller', () => {
    const r = parseRcv(venta({}));
    expect(r.direction).toBe('VENTA');
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      {
        direction: 'VENTA',
        docType: 33,
        folio: 506,
        issuerRut: '',
        issuerName: '',
        receiverRut: '12345678-5',
        receiverName: 'Cliente SpA',
        issueDate: '2019-06-04',
        receptionDate: '2019-06-18',
        acknowledgedAt: null,
        dueDate: null,
        netAmount: 1000,
        exemptAmount: 0,
        ivaAmount: 190,
        otherTaxes: 0,
        totalAmount: 1190,
        ivaRate: null,
        references: [],
        items: [],
        sourceLine: 2,
      },
    ]);
  });

  it('reads a compra: issuer is the provider, receiver left for the caller', () => {
    const r = parseRcv(compra({}));
    expect(r.direction).toBe('COMPRA');
    expect(r.rows[0]).toMatchObject({
      issuerRut: '76354771-K',
      issuerName: 'Proveedor Ltda',
      receiverRut: '',
      receiverName: '',
      acknowledgedAt: '2019-06-25',
      netAmount: 240169,
      ivaAmount: 45632,
      totalAmount: 285801,
    });
  });

  it('keeps the whole IVA in ivaAmount and its parts in ivaBreakdown (compras)', () => {
    const r = parseRcv(
      compra({
        'Monto IVA Recuperable': '30000',
        'Monto Iva No Recuperable': '10632',
        'Codigo IVA No Rec.': '2',
        'IVA uso Comun': '5000',
      }),
    );
    expect(r.problems).toEqual([]);
    expect(r.rows[0].ivaAmount).toBe(30000 + 10632 + 5000);
    expect(r.rows[0].ivaBreakdown).toEqual({
      recoverable: 30000,
      nonRecoverable: [{ code: 2, amount: 10632 }],
      sharedUse: 5000,
      retainedTotal: 0,
      retainedPartial: 0,
    });
    expect(r.rows[0].purchaseRegister).toBe('REGISTRO');
  });

  it('refuses non-recoverable IVA without one of the SII codes 1, 2, 3, 4, 9', () => {
    const refused = (code: string) => ({
      line: 2,
      field: 'Codigo IVA No Rec.',
      message: `código de IVA no recuperable inválido ('${code}'; el SII admite 1, 2, 3, 4, 9)`,
    });
    const withCode = (code: string) =>
      parseRcv(
        compra({
          'Monto IVA Recuperable': '0',
          'Monto Iva No Recuperable': '45632',
          'Codigo IVA No Rec.': code,
        }),
      );
    for (const code of ['', '5', '6', '7', '8', '0', '10']) {
      const r = withCode(code);
      expect(r.rows).toEqual([]);
      expect(r.problems).toEqual([refused(code)]);
    }
    for (const code of [1, 2, 3, 4, 9]) {
      expect(withCode(String(code)).rows[0]!.ivaBreakdown!.nonRecoverable).toEqual([{ code, amount: 45632 }]);
    }
  });

  it('tells the purchase register from the layout, or from the caller for no incluir', () => {
    expect(parseRcv(compra({})).rows[0].purchaseRegister).toBe('REGISTRO');
    expect(parseRcv(compra({}), { noIncluir: true }).rows[0].purchaseRegister).toBe('NO_INCLUIR');
    const reclamado = RCV_COMPRA_HEADER.map((h) => (h === 'Fecha Acuse' ? 'Fecha Reclamo' : h));
    const claimed = file(reclamado, [
      row(reclamado, { ...COMPRA_BASE, 'Fecha Reclamo': '26/06/2019 10:00:00' }),
    ]);
    expect(parseRcv(claimed, { noIncluir: true }).rows[0].purchaseRegister).toBe('RECLAMADO');
    const pendiente = RCV_COMPRA_HEADER.filter((h) => h !== 'Fecha Acuse');
    expect(parseRcv(file(pendiente, [row(pendiente, COMPRA_BASE)])).rows[0].purchaseRegister).toBe(
      'PENDIENTE',
    );
  });

  it('reads the IVA retained by the buyer of a sale', () => {
    const r = parseRcv(venta({ 'IVA Retenido Total': '190' }));
    expect(r.rows[0].ivaBreakdown).toMatchObject({ retainedTotal: 190, retainedPartial: 0 });
    expect(parseRcv(venta({})).rows[0].ivaBreakdown).toBeUndefined();
  });

  it('finds columns by name, whatever their order, case or accents', () => {
    const header = [
      'Folio',
      'RUT PROVEEDOR',
      'Tipo Doc',
      'Razón Social',
      'Fecha Docto',
      'Monto Exento',
      'Monto Neto',
    ];
    const rest = ['Monto IVA Recuperable', 'Monto Total'];
    const text = `${[...header, ...rest].join(';')}\n77;76354771-k;34;Exenta;01/02/2020;500;0;0;500;\n`;
    const r = parseRcv(Buffer.from(text));
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ docType: 34, folio: 77, issuerRut: '76354771-K', exemptAmount: 500 });
    expect(r.warnings[0].message).toContain('el encabezado tiene 9 columnas');
  });

  it('rejects a file of the other register when a direction is requested', () => {
    const r = parseRcv(venta({}), { direction: 'COMPRA' });
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([
      {
        line: 1,
        message: 'El archivo es un Registro de Ventas y se esperaba un Registro de Compras',
      },
    ]);
  });

  it('rejects empty files and files that are not RCV exports', () => {
    expect(parseRcv(Buffer.from('')).errors).toEqual([{ line: 0, message: 'El archivo está vacío' }]);
    expect(parseRcv(Buffer.from('\r\n  \n')).errors[0].message).toBe('El archivo está vacío');
    const notRcv = parseRcv(Buffer.from('Fecha,Descripcion,Monto\n01/01/2020,x,1\n'));
    expect(notRcv.direction).toBeNull();
    expect(notRcv.errors[0].message).toMatch(
      /^El archivo no es un Registro de Compras y Ventas del SII: falta la columna 'Rut cliente'/,
    );
    const noFolio = parseRcv(Buffer.from('Nro;Tipo Doc;Rut cliente;Razon Social\n'));
    expect(noFolio.errors[0].message).toBe(
      "El archivo no es un Registro de Compras y Ventas del SII: faltan las columnas 'Folio', 'Fecha Docto', 'Monto Exento', 'Monto Neto', 'Monto IVA', 'Monto total'",
    );
  });

  it('warns about a header without data rows', () => {
    const r = parseRcv(file(RCV_VENTA_HEADER, []));
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.warnings[0].message).toBe('Línea 1: el archivo no tiene filas de datos');
  });
});

describe('parseRcv: text handling', () => {
  it('decodes ISO-8859-1 and UTF-8 (with BOM), CRLF, and trims names', () => {
    const text = `${RCV_VENTA_HEADER.join(';')}\r\n${row(RCV_VENTA_HEADER, { ...VENTA_BASE, 'Razon Social': '  Compañía Ñandú ' })}\r\n`;
    const latin = parseRcv(iconv.encode(text, 'latin1'));
    const utf8 = parseRcv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(latin.rows[0].receiverName).toBe('Compañía Ñandú');
    expect(utf8.rows[0].receiverName).toBe('Compañía Ñandú');
    expect(utf8.errors).toEqual([]);
  });

  it("treats '-' and 'null' as empty", () => {
    const r = parseRcv(venta({ 'Fecha Recepcion': 'null', 'Fecha Acuse Recibo': '-', 'Monto Exento': '-' }));
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ receptionDate: null, acknowledgedAt: null, exemptAmount: 0 });
  });

  it('accepts rows without the trailing separator and extra empty cells', () => {
    const body = RCV_VENTA_HEADER.map((h) => VENTA_BASE[h] ?? '').join(';');
    const text = `${RCV_VENTA_HEADER.join(';')}\n${body}\n${body.replace(';506;', ';507;')};;;;;;\n`;
    const r = parseRcv(Buffer.from(text));
    expect(r.errors).toEqual([]);
    expect(r.rows.map((d) => d.folio)).toEqual([506, 507]);
  });

  it('keeps the original cells on request', () => {
    const r = parseRcv(venta({ 'Razon Social': ' X ' }), { includeRaw: true });
    expect(r.rows[0].raw).toMatchObject({ 'Razon Social': ' X ', Folio: '506', 'Tipo Venta': 'Del Giro' });
    expect(parseRcv(venta({})).rows[0].raw).toBeUndefined();
  });
});

describe('parseRcv: validation', () => {
  it('reports every invalid cell of a row with line and column, and skips the row', () => {
    const r = parseRcv(
      compra(
        {},
        {
          Nro: '2',
          'RUT Proveedor': 'INVALID-RUT',
          Folio: 'notanumber',
          'Fecha Docto': 'invalid-date',
          'Monto Neto': 'notanumber',
          'Monto Total': '12.5',
        },
      ),
    );
    expect(r.rows).toHaveLength(1);
    expect(r.errors).toEqual([]);
    expect(r.problems).toEqual([
      {
        line: 3,
        field: 'RUT Proveedor',
        message: "RUT inválido (dígito verificador o formato) en 'RUT Proveedor' ('INVALID-RUT')",
      },
      { line: 3, field: 'Folio', message: "folio no numérico en 'Folio' ('notanumber')" },
      { line: 3, field: 'Fecha Docto', message: "fecha inválida en 'Fecha Docto' ('invalid-date')" },
      { line: 3, field: 'Monto Neto', message: "monto no numérico en 'Monto Neto' ('notanumber')" },
      { line: 3, field: 'Monto Total', message: "monto con decimales en 'Monto Total' ('12.5')" },
    ]);
  });

  it('checks folio range and document type', () => {
    const r = parseRcv(
      venta(
        { Folio: '10258123456' },
        { Nro: '2', Folio: '0' },
        { Nro: '3', 'Tipo Doc': '99' },
        { Nro: '4', Folio: '9999999999' },
      ),
    );
    expect(r.rows.map((d) => d.folio)).toEqual([9999999999]);
    expect(r.problems).toEqual([
      {
        line: 2,
        field: 'Folio',
        message: 'folio fuera de rango (10258123456; debe estar entre 1 y 9999999999)',
      },
      { line: 3, field: 'Folio', message: 'folio fuera de rango (0; debe estar entre 1 y 9999999999)' },
      { line: 4, field: 'Tipo Doc', message: 'tipo de documento desconocido (99)' },
    ]);
  });

  it('requires type, RUT, folio, issue date and total', () => {
    const r = parseRcv(
      venta({ 'Tipo Doc': '', 'Rut cliente': '-', Folio: 'null', 'Fecha Docto': '', 'Monto total': '' }),
    );
    expect(r.problems.map((e) => `${e.line} ${e.field}: ${e.message}`)).toEqual([
      "2 Tipo Doc: falta 'Tipo Doc'",
      "2 Rut cliente: falta 'Rut cliente'",
      "2 Folio: falta 'Folio'",
      "2 Fecha Docto: falta 'Fecha Docto'",
      "2 Monto total: falta 'Monto total'",
    ]);
  });

  it('reports missing columns in a row and data beyond the header', () => {
    const text = `${RCV_VENTA_HEADER.join(';')}\n1;33;Del Giro;12345678-5\n${row(RCV_VENTA_HEADER, VENTA_BASE)}x;\n`;
    const r = parseRcv(Buffer.from(text));
    expect(r.rows).toEqual([]);
    expect(r.problems.map((e) => `${e.line} ${e.field}: ${e.message}`)).toEqual([
      '2 fila: número de columnas incorrecto (4 campos; el encabezado tiene 43 columnas)',
      "3 fila: número de columnas incorrecto (45 campos; el encabezado tiene 43 columnas y el campo 44 trae 'x')",
    ]);
  });

  it('keeps a repeated document as rows: telling duplicates apart is for findDuplicates', () => {
    const r = parseRcv(
      venta({}, { Nro: '2', 'Rut cliente': '12.345.678-5' }, { Nro: '3', 'Tipo Doc': '34' }),
    );
    expect(r.rows.map((d) => d.sourceLine)).toEqual([2, 3, 4]);
    expect(r.problems).toEqual([]);
  });

  it('skips rows that only carry a Nro, with a warning', () => {
    const text = `${RCV_COMPRA_HEADER.join(';')}\n5;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;\n`;
    const r = parseRcv(Buffer.from(text));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([{ line: 2, message: 'Línea 2: fila sin datos, se omite' }]);
  });
});

describe('parseRcv: other taxes', () => {
  const tax = (code: string, value: string, rate: string) => ({
    'Codigo Otro Imp.': code,
    'Valor Otro Imp.': value,
    'Tasa Otro Imp.': rate,
  });
  const continuation = (code: string, value: string, rate: string) => ({
    Nro: '',
    'Fecha Recepcion': '',
    'Monto Exento': '',
    'Monto Neto': '',
    'Monto IVA': '',
    'Monto total': '',
    ...tax(code, value, rate),
  });

  it('adds an empty-Nro row with the same type/RUT/folio to the previous document', () => {
    const r = parseRcv(
      venta({ 'Monto total': '1685', ...tax('24', '315', '31.5') }, continuation('271', '180', '18'), {
        Nro: '2',
        Folio: '507',
      }),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0].otherTaxes).toBe(495);
    expect(r.rows[0].otherTaxDetails).toEqual([
      { code: '24', amount: 315, rate: '31.5' },
      { code: '271', amount: 180, rate: '18' },
    ]);
    expect(r.rows[1].otherTaxes).toBe(0);
  });

  it('validates the continuation amount and drops its document on error', () => {
    const r = parseRcv(venta({}, continuation('271', 'abc', '18'), { Nro: '2', Folio: '507' }));
    expect(r.rows.map((d) => d.folio)).toEqual([507]);
    expect(r.problems).toEqual([
      {
        line: 2,
        field: 'fila',
        message: 'documento descartado por el error en su fila de otro impuesto (línea 3)',
      },
      { line: 3, field: 'Valor Otro Imp.', message: "monto no numérico en 'Valor Otro Imp.' ('abc')" },
    ]);
  });

  it('an empty-Nro row for another document is a document of its own', () => {
    const r = parseRcv(venta({}, { Nro: '', Folio: '600' }));
    expect(r.rows.map((d) => d.folio)).toEqual([506, 600]);
  });
});

describe('parseRcv: references and consistency warnings', () => {
  it("splits reference folios joined by '-' and warns about odd ones", () => {
    const ref = (type: string, folio: string) => ({
      'Tipo Docto. Referencia': type,
      'Folio Docto. Referencia': folio,
    });
    const r = parseRcv(
      venta(
        ref('52', '10370-10371'),
        { Nro: '2', Folio: '2', ...ref('52', '') },
        { Nro: '3', Folio: '3', ...ref('52', '1057539-304-SE26') },
        { Nro: '4', Folio: '4', ...ref('0', '') },
        { Nro: '5', Folio: '5', ...ref('801', '45000105543') },
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows.map((d) => d.references.map((x) => `${x.docType}:${x.folio}`))).toEqual([
      ['52:10370', '52:10371'],
      [],
      ['52:1057539-304-SE26'],
      [],
      ['801:45000105543'],
    ]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      "Línea 3: referencia de tipo 52 sin folio en 'Folio Docto. Referencia', se omite",
      "Línea 4: folio de referencia no numérico en 'Folio Docto. Referencia' ('1057539-304-SE26'), se guarda tal cual",
      "Línea 6: folio de referencia fuera de rango en 'Folio Docto. Referencia' ('45000105543')",
    ]);
  });

  it('refuses a total that is not net + exempt + IVA, and only warns about an IVA off the rate', () => {
    const r = parseRcv(
      venta({ 'Monto Neto': '9999' }, { Nro: '2', Folio: '507', 'Monto IVA': '100', 'Monto total': '1100' }),
    );
    expect(r.rows.map((d) => d.folio)).toEqual([507]);
    expect(r.problems).toEqual([
      { line: 2, field: 'Monto total', message: 'el total (1190) no es neto + exento + IVA (10189)' },
    ]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Línea 3: montos inconsistentes: el IVA (100) no es el 19% del neto 1000 (190)',
    ]);
  });
});

describe('parseRcv: activo fijo', () => {
  it("reads 'Tipo Compra' Activo Fijo and the activo fijo columns as a purchase of activo fijo", () => {
    const r = parseRcv(
      compra(
        { Folio: '1', 'Tipo Compra': 'Activo Fijo' },
        // The activo fijo columns repeating the net and the recoverable IVA (the row adds up).
        { Folio: '2', 'Monto Neto Activo Fijo': '240169', 'IVA Activo Fijo': '45632' },
        { Folio: '3' },
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows.map((d) => d.fixedAsset ?? false)).toEqual([true, true, false]);
    expect(r.rows[1]).toMatchObject({ netAmount: 240169, ivaAmount: 45632 });
    expect(r.rows[1].ivaBreakdown?.recoverable).toBe(45632);
  });

  it('takes activo fijo columns beside the recoverable ones when only then the row adds up', () => {
    // Net 240.169 + IVA 45.632 in the activo fijo columns only: 0 + 0 + 240.169 + 45.632 = 285.801.
    const r = parseRcv(
      compra({
        'Tipo Compra': 'Activo Fijo',
        'Monto Neto': '0',
        'Monto IVA Recuperable': '0',
        'Monto Neto Activo Fijo': '240169',
        'IVA Activo Fijo': '45632',
      }),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ fixedAsset: true, netAmount: 240169, ivaAmount: 45632 });
    expect(r.rows[0].ivaBreakdown?.recoverable).toBe(45632);
  });

  it("takes only 'IVA Activo Fijo' beside the recoverable IVA when the net already holds the activo fijo", () => {
    const r = parseRcv(
      compra({
        'Monto IVA Recuperable': '0',
        'Monto Neto Activo Fijo': '240169',
        'IVA Activo Fijo': '45632',
      }),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ fixedAsset: true, netAmount: 240169, ivaAmount: 45632 });
  });
});
