import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { parseBhe, parseBheAmount } from './bhe-parse';
import { type BheWriteTicket, writeBheCsv } from './bhe-write';

const enc = (s: string) => new TextEncoder().encode(s);

// Expected retentions written from the rule's statement (Ley 21.133 schedule, whole pesos, a half
// peso rounding up), not from the code: 2026 is 15,25 %, 2024 13,75 %, 2019 10 %.
const ticket = (over: Partial<BheWriteTicket> = {}): BheWriteTicket => ({
  number: 101,
  status: 'VIG',
  issueDate: '2026-03-05',
  counterpartRut: '12345678-5',
  counterpartName: 'Ana Pérez Soto',
  professionalSociety: false,
  gross: 500_000,
  retention: 76_250, // 500.000 × 15,25 %
  retentionBy: 'receiver',
  cancelledOn: null,
  ...over,
});

describe('the SII informe of received BHE', () => {
  it('reads the informe fields: split RUT, dot-grouped amounts, S/N status, Soc. Prof.', () => {
    const file = [
      'nroboleta;estado;fecha_boleta;rutemisor;dvemisor;nombre_emisor;es_soc_profesional;totalhonorarios;retencion_receptor;honorariosliquidos;fechaanulacion',
      '101;N;05/03/2026;12345678;5;Ana Pérez Soto;NO;500.000;76.250;423.750;',
      '7;S;15/01/2024;7654321;6;Pedro Díaz;NO;100.000;13.750;86.250;10/02/2024',
      '8;N;02/02/2026;76086428;5;Estudio Legal Ltda;SI;1.000.000;0;1.000.000;',
      'Totales;;;;;;;1.600.000;90.000;1.510.000;',
    ].join('\r\n');
    const r = parseBhe(enc(file), 'received');
    expect(r.errors).toEqual([]);
    expect(r.problems).toEqual([]);
    expect(r.kind).toBe('received');
    expect(
      r.tickets.map((t) => [
        t.number,
        t.status,
        t.issueDate,
        t.counterpartRut,
        t.retention,
        t.net,
        t.retentionBy,
      ]),
    ).toEqual([
      [101, 'VIG', '2026-03-05', '12345678-5', 76_250, 423_750, 'receiver'],
      [7, 'ANUL', '2024-01-15', '7654321-6', 13_750, 86_250, 'receiver'],
      [8, 'VIG', '2026-02-02', '76086428-5', 0, 1_000_000, 'issuer'],
    ]);
    expect(r.tickets[1].cancelledOn).toBe('2024-02-10');
    expect(r.tickets[2].professionalSociety).toBe(true);
  });

  it('reads the column titles the page shows, in windows-1252', () => {
    const file = [
      'N° Boleta;Estado;Fecha;Rut;Nombre o Razón Social;Soc. Prof.;Brutos;Retenido;Pagado',
      '55;VIG;31/12/2019;12.345.678-5;José Muñoz;NO;$ 333.333;33.333;300.000',
    ].join('\n');
    const r = parseBhe(iconv.encode(file, 'windows-1252'), 'received');
    expect(r.problems).toEqual([]);
    // 333.333 × 10 % = 33.333,3 → 33.333
    expect(r.tickets[0]).toMatchObject({ number: 55, counterpartName: 'José Muñoz', retention: 33_333 });
  });

  it('rounds a half peso up, as the SII does', () => {
    // 2025: 14,5 % of 252.661 = 36.635,845 → 36.636; of 10.001 = 1.450,145 → 1.450
    const file = [
      'nroboleta;fecha_boleta;rutemisor;dvemisor;nombre_emisor;totalhonorarios;retencion_receptor',
      '1;01/06/2025;12345678;5;A;252.661;36.636',
      '2;01/06/2025;12345678;5;A;10.001;1.450',
      '3;01/06/2025;12345678;5;A;10.001;1.451',
    ].join('\n');
    const r = parseBhe(enc(file), 'received');
    expect(r.tickets.map((t) => t.number)).toEqual([1, 2]);
    expect(r.problems).toEqual([
      {
        line: 4,
        message:
          'Fila 4: la retención ($1.451) no es el 14,5 % del bruto de una boleta de 2025: debería ser $1.450.',
      },
    ]);
  });

  it('refuses the other kind, a file that is not an informe and an empty one', () => {
    const issued = writeBheCsv('issued', [ticket()]);
    expect(parseBhe(enc(issued), 'received').errors[0].message).toBe(
      'El archivo es un informe de boletas emitidas y elegiste boletas recibidas.',
    );
    expect(parseBhe(enc('Tipo Doc;Folio;Monto\n33;1;100'), 'received').errors[0].message).toMatch(
      /no es un informe de boletas de honorarios/,
    );
    expect(parseBhe(enc('\n\n'), 'issued').errors[0].message).toBe('El archivo está vacío.');
  });

  it('says in Spanish what is wrong with each bad row', () => {
    const file = [
      'nroboleta;estado;fecha_boleta;rutemisor;dvemisor;nombre_emisor;es_soc_profesional;totalhonorarios;retencion_receptor;honorariosliquidos',
      'x;N;05/03/2026;12345678;5;A;NO;500.000;76.250;423.750',
      '2;Z;05/03/2026;12345678;5;A;NO;500.000;76.250;423.750',
      '3;N;31/02/2026;12345678;5;A;NO;500.000;76.250;423.750',
      '4;N;05/03/2026;12345678;4;A;NO;500.000;76.250;423.750',
      '5;N;05/03/2026;12345678;5;A;NO;500.000;76.250;400.000',
      '6;N;05/03/2026;12345678;5;A;SI;500.000;76.250;423.750',
      '101;N;05/03/2026;12345678;5;A;NO;500.000;76.250;423.750',
      '101;N;05/03/2026;12345678;5;A;NO;500.000;76.250;423.750',
    ].join('\n');
    const r = parseBhe(enc(file), 'received');
    expect(r.problems.map((p) => p.message)).toEqual([
      'Fila 2: el número de boleta «x» no es válido.',
      'Fila 3: el estado «Z» no es uno del SII (N, S, VIG, VCA, ANUL u ObR).',
      'Fila 4: la fecha «31/02/2026» no es una fecha DD/MM/AAAA.',
      'Fila 5: el RUT «12345678-4» no es válido.',
      'Fila 6: el líquido ($400.000) no es el bruto menos la retención del receptor ($423.750).',
      'Fila 7: una sociedad de profesionales emite sin retención, y la fila trae una.',
      'Fila 9: la boleta N° 101 de 12345678-5 ya está en la fila 8.',
    ]);
  });
});

describe('writeBheCsv', () => {
  it('writes what parseBhe reads back, both kinds', () => {
    const tickets = [
      ticket(),
      ticket({ number: 102, status: 'ANUL', cancelledOn: '2026-03-20' }),
      ticket({ number: 103, status: 'ObR', counterpartName: 'Con; punto y coma' }),
      ticket({ number: 104, status: 'VCA', retention: 0, retentionBy: 'issuer' }),
    ];
    for (const kind of ['received', 'issued'] as const) {
      const r = parseBhe(enc(writeBheCsv(kind, tickets)), kind);
      expect(r.problems).toEqual([]);
      expect(r.tickets.map(({ line: _l, net: _n, ...t }) => t)).toEqual(
        tickets.map((t) => ({ ...t, counterpartName: t.counterpartName.replace(/;\s*/g, ' ') })),
      );
    }
  });

  it('keeps the retention of an issued ticket whose professional pays it', () => {
    const t = ticket({ retentionBy: 'issuer' });
    const [row] = parseBhe(enc(writeBheCsv('issued', [t])), 'issued').tickets;
    expect(row).toMatchObject({ retention: 76_250, retentionBy: 'issuer', net: 423_750 });
  });
});

describe('parseBheAmount', () => {
  it('reads pesos as the informe writes them', () => {
    expect(parseBheAmount('1.300.000')).toBe(1_300_000);
    expect(parseBheAmount('1300000')).toBe(1_300_000);
    expect(parseBheAmount('')).toBe(0);
    expect(parseBheAmount('1.30.000')).toBeNull();
    expect(parseBheAmount('-5')).toBeNull();
    expect(parseBheAmount('12,5')).toBeNull();
  });
});
