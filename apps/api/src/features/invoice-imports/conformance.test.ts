import { computeRutDv } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import {
  addBusiness,
  readShared,
  type Sums,
  sharedFixtures,
  storedSums,
  tableCounts,
  upload,
} from './test-helpers';

// Every real SII file of ../shared/fixtures (rcv/, dte/; see SOURCES.md there) through the HTTP
// import into a database, with the figures SOURCES.md gives, as stored. Read at test time, never
// copied into the repository; skipped loudly where the folder is absent.
const rcvFiles = sharedFixtures('rcv');
const dteFiles = sharedFixtures('dte');

let h: Harness;
let auth: AuthHeaders;
let nextRut = 0;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  auth = await h.signInAs('u1');
});
afterAll(() => h?.close());

/** A business for one fixture; RCV files do not name it, so any RUT not in the fixtures will do. */
const freshBusiness = (rut?: string) => {
  const body = 12_000_000 + nextRut++;
  return addBusiness(h, rut ?? `${body}-${computeRutDv(body).toUpperCase()}`, `Empresa de prueba ${nextRut}`);
};

const byRut = new Map<string, Awaited<ReturnType<typeof freshBusiness>>>();
const businessFor = async (rut?: string) => {
  if (rut === undefined) return freshBusiness();
  const b = byRut.get(rut) ?? (await freshBusiness(rut));
  byRut.set(rut, b);
  return b;
};

const importShared = async (
  sub: 'rcv' | 'dte',
  file: string,
  businessRut?: string,
  mode?: 'all' | 'valid_rows',
) => {
  const b = await businessFor(businessRut);
  const res = await upload(h, auth, b.id, [{ name: file, bytes: readShared(sub, file) }], mode);
  return { b, res };
};

type Expected = {
  direction: 'VENTA' | 'COMPRA';
  sums: Sums;
  /** Rows that break the row rules, [line, field]: the first upload is a 422 listing them. */
  problems?: [number, string][];
};

// SOURCES.md, rcv/. Σ are of the rows that follow the rules: with problems, the first upload is
// refused (nothing written) and the second, with mode=valid_rows, imports the rest.
const RCV: Record<string, Expected> = {
  'RCV-compra-registro-rz_leading_trailing_whitespace.csv': {
    direction: 'COMPRA',
    sums: { count: 2, net: 267525, iva: 50830, total: 318355 },
  },
  // Row Nro 4 (line 5) is all invalid; rows Nro 1–3 are SOURCES.md's Σ (row Nro 5 is only a Nro).
  'RCV-compra-reclamado.csv': {
    direction: 'COMPRA',
    sums: { count: 3, net: 3594628, iva: 682980, total: 4277608 },
    problems: [
      [5, 'RUT Proveedor'],
      [5, 'Folio'],
      [5, 'Fecha Docto'],
    ],
  },
  'RCV-venta-rz_leading_trailing_whitespace.csv': {
    direction: 'VENTA',
    sums: { count: 2, net: 3959778, iva: 752357, total: 4712135 },
  },
  // SOURCES.md's Σ of 3 rows less the deliberately inconsistent one (line 4: 9999 / 3899347 / 30471437).
  'RCV-venta-multiple-dte-referencias.csv': {
    direction: 'VENTA',
    sums: { count: 2, net: 2313360 - 9999, iva: 4336985 - 3899347, total: 33212436 - 30471437 },
    problems: [[4, 'Monto total']],
  },
  // SOURCES.md's Σ of 6 rows less the inconsistent one (line 2) and folio 10258123456 (line 7).
  'RCV-venta-validation-errors.csv': {
    direction: 'VENTA',
    sums: {
      count: 4,
      net: 8241749 - 9999 - 1646350,
      iva: 5463382 - 3899347 - 312807,
      total: 40267222 - 30471437 - 1959157,
    },
    problems: [
      [2, 'Monto total'],
      [7, 'Folio'],
    ],
  },
};

describe.skipIf(rcvFiles === null)('RCV conformance: ../shared/fixtures/rcv through the import', () => {
  it('has an expectation for every fixture file', () => {
    expect(rcvFiles).toEqual(Object.keys(RCV).sort());
  });

  for (const [file, expected] of Object.entries(RCV)) {
    it(`${file}: ${expected.problems ? 'refused, then ' : ''}${expected.sums.count} documents, Σ as stored`, async () => {
      const before = await tableCounts(h.db);
      const { b, res: first } = await importShared('rcv', file);
      let res = first;
      if (expected.problems) {
        expect(res.statusCode).toBe(422);
        const refused = res.json();
        expect(refused.error).toMatch(new RegExp(`^El archivo ${file.replace(/\./g, '\\.')} tiene`));
        expect(refused).toMatchObject({ code: 'import_rows_rejected', valid_rows: expected.sums.count });
        const where = refused.problems.map((p: { line: number; field: string }) => [p.line, p.field]);
        for (const p of expected.problems) expect(where).toContainEqual(p);
        expect(await tableCounts(h.db)).toEqual(before);
        res = await upload(h, auth, b.id, [{ name: file, bytes: readShared('rcv', file) }], 'valid_rows');
        expect(res.json().import.skipped.map((p: { line: number }) => p.line)).toEqual(
          refused.problems.map((p: { line: number }) => p.line),
        );
      }
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().import;
      // Rejected: the rows left out, each line once (the fixtures' invalid rows, per SOURCES.md).
      const rejected = new Set((expected.problems ?? []).map(([line]) => line)).size;
      expect(body).toMatchObject({ new: expected.sums.count, updated: 0, unchanged: 0, rejected });
      expect(body.files).toEqual([{ name: file, kind: 'rcv', documents: expected.sums.count }]);
      expect(await storedSums(h.db, b.id)).toEqual(expected.sums);
      const { rows } = await h.db.query<{ direction: string; own: string }>(
        `SELECT DISTINCT direction, CASE direction WHEN 'VENTA' THEN issuer_rut ELSE receiver_rut END AS own
           FROM invoices WHERE business_id = $1`,
        [b.id],
      );
      expect(rows).toEqual([{ direction: expected.direction, own: b.rut }]);
    });
  }

  it('RCV-venta-multiple-dte-referencias.csv keeps split references, other taxes and trimmed names', async () => {
    const { b } = await importShared(
      'rcv',
      'RCV-venta-multiple-dte-referencias.csv',
      undefined,
      'valid_rows',
    );
    const { rows } = await h.db.query<{
      folio: number;
      counterpart_name: string;
      doc_references: { doc_type: string; folio: string }[];
      other_taxes: number;
      other_tax_details: { code: string; amount: number }[];
    }>(
      `SELECT folio, counterpart_name, doc_references, other_taxes, other_tax_details
         FROM invoices WHERE business_id = $1 ORDER BY folio`,
      [b.id],
    );
    // Folio 3210 (the inconsistent row, with the two other taxes) was left out.
    expect(rows.map((r) => r.folio)).toEqual([506, 14239]);
    expect(rows[0].counterpart_name).toBe('Fake Company S.A.');
    expect(rows[1].doc_references.map((r) => `${r.doc_type}:${r.folio}`)).toEqual(['52:10370', '52:10371']);
  });

  it('RCV-compra-reclamado.csv without its invalid row: Fecha Reclamo makes the purchase Rechazada/RCD', async () => {
    // In memory only: the fixture minus line 5 (row Nro 4).
    const lines = readShared('rcv', 'RCV-compra-reclamado.csv').toString('latin1').split('\n');
    const bytes = Buffer.from(lines.filter((_l, i) => i !== 4).join('\n'), 'latin1');
    const b = await freshBusiness();
    const res = await upload(h, auth, b.id, [{ name: 'reclamado-sin-fila-4.csv', bytes }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSums(h.db, b.id)).toEqual({ count: 3, net: 3594628, iva: 682980, total: 4277608 });
    const { rows } = await h.db.query<{
      folio: number;
      estado: string | null;
      accuse_type: string | null;
      payed: boolean;
      signed_total: number;
    }>(
      'SELECT folio, estado, accuse_type, payed, signed_total FROM invoices WHERE business_id = $1 ORDER BY folio',
      [b.id],
    );
    expect(rows).toEqual([
      { folio: 70013, estado: null, accuse_type: null, payed: false, signed_total: -1966880 },
      { folio: 789456, estado: null, accuse_type: null, payed: false, signed_total: 1155364 },
      { folio: 1000055, estado: 'Rechazada', accuse_type: 'RCD', payed: false, signed_total: 1155364 },
    ]);
  });
});

type DteExpected = { business: string; direction: 'VENTA' | 'COMPRA'; docs: string[] };

/** 'type folio: net/exempt/IVA/total' as SOURCES.md lists them. */
const DTE: Record<string, DteExpected> = {
  'BASICO_762352915.xml': {
    business: '76235291-5',
    direction: 'VENTA',
    docs: [
      '33 17: 999043/0/189818/1188861',
      '33 18: 6678481/0/1268911/7947392',
      '33 19: 1381404/35292/262467/1679163',
      '33 20: 2894709/13666/549995/3458370',
      '61 12: 0/0/0/0',
      '61 13: 3278578/0/622930/3901508',
      '61 14: 1381404/35292/262467/1679163',
      '56 7: 0/0/0/0',
    ],
  },
  'DTE--60910000-1--33--2336600.xml': {
    business: '76555835-2',
    direction: 'COMPRA',
    docs: ['33 2336600: 8943/0/1699/10642'],
  },
  'DTE--76354771-K--33--170.xml': {
    business: '76354771-K',
    direction: 'VENTA',
    docs: ['33 170: 2517900/0/478401/2996301'],
  },
  'DTE--96670340-7--61--110616.xml': {
    business: '81675600-6',
    direction: 'COMPRA',
    docs: ['61 110616: 48190822/0/9156256/57347078'],
  },
  'F60T33-ejemplo-oficial-SII.xml': {
    business: '97975000-5',
    direction: 'VENTA',
    docs: ['33 60: 100000/0/19000/119000'],
  },
};

type StoredDoc = {
  direction: string;
  doc_type: number;
  folio: number;
  net_amount: number;
  exempt_amount: number;
  iva_amount: number;
  total_amount: number;
  signed_total: number;
};

describe.skipIf(dteFiles === null)('DTE conformance: ../shared/fixtures/dte through the import', () => {
  it('has an expectation for every fixture file', () => {
    expect(dteFiles).toEqual(Object.keys(DTE).sort());
  });

  for (const [file, expected] of Object.entries(DTE)) {
    it(`${file}: ${expected.docs.length} document(s) for ${expected.business} (${expected.direction})`, async () => {
      const { b, res } = await importShared('dte', file, expected.business);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().import).toMatchObject({
        new: expected.docs.length,
        files: [{ name: file, kind: 'dte', documents: expected.docs.length }],
      });
      const { rows } = await h.db.query<StoredDoc>(
        `SELECT direction, doc_type, folio, net_amount, exempt_amount, iva_amount, total_amount, signed_total
           FROM invoices WHERE business_id = $1 ORDER BY id`,
        [b.id],
      );
      expect(
        rows.map(
          (d) =>
            `${d.doc_type} ${d.folio}: ${d.net_amount}/${d.exempt_amount}/${d.iva_amount}/${d.total_amount}`,
        ),
      ).toEqual(expected.docs);
      for (const d of rows) {
        expect(d.direction).toBe(expected.direction);
        // Credit notes count negative (a 0 total stays 0).
        expect(d.signed_total).toBe(
          d.doc_type === 61 && d.total_amount !== 0 ? -d.total_amount : d.total_amount,
        );
      }
    });
  }

  it('DTE--96670340-7--61--110616.xml: a credit note of a provider, its reference and counterpart', async () => {
    const { b } = await importShared('dte', 'DTE--96670340-7--61--110616.xml', '81675600-6');
    const { rows } = await h.db.query<{
      counterpart_rut: string;
      counterpart_name: string;
      period: number;
      sii_due_date: string;
      internal_due_date: string;
      doc_references: unknown;
      search_text: string;
      source: string;
    }>(
      `SELECT counterpart_rut, counterpart_name, period, sii_due_date, internal_due_date, doc_references,
              search_text, source FROM invoices WHERE business_id = $1`,
      [b.id],
    );
    expect(rows[0]).toEqual({
      counterpart_rut: '96670340-7',
      counterpart_name: 'Bata Chile S.A.',
      period: 201908,
      sii_due_date: '2019-09-01',
      internal_due_date: '2019-09-01',
      doc_references: [
        {
          doc_type: '33',
          folio: '115885',
          date: '2019-08-02',
          code: 3,
          reason: 'Comision venta corner Hites',
        },
      ],
      search_text: '110616 966703407 bata chile s.a.',
      source: 'dte',
    });
  });

  it('a DTE of another business is rejected with the issuer named, nothing written', async () => {
    const before = await tableCounts(h.db);
    const b = await freshBusiness();
    const bytes = readShared('dte', 'DTE--76354771-K--33--170.xml');
    const res = await upload(h, auth, b.id, [{ name: 'DTE--76354771-K--33--170.xml', bytes }]);
    expect(res.statusCode).toBe(422);
    // The line of the file where its <DTE> starts.
    const line =
      bytes
        .toString('latin1')
        .split('\n')
        .findIndex((l) => /<DTE[ >]/.test(l)) + 1;
    expect(res.json().error).toContain(
      `Línea ${line}, RUTEmisor: el documento 33 folio 170 no es de esta empresa: el emisor es 76.354.771-K`,
    );
    expect(await tableCounts(h.db)).toEqual(before);
  });
});
