// Bench volume for the invoice lists: one INSERT … SELECT generate_series per business, so a million
// rows load in about a minute. The rows look like an RCV import (sales 60 %, purchases 40 %, credit
// notes, exempt invoices, paid and unpaid, classified and acknowledged purchases) spread over
// `months` months ending `today`, with 2,000 counterparts per business. Deterministic: the same
// options give the same rows (hashint8 of the row number, not random()).
import { foldForSearch } from '@portal/domain';
import type { Queryable } from '@portal/db';

export type LoadOptions = {
  businessId: number;
  count: number;
  months: number;
  /** 'YYYY-MM-DD': the newest issue date. */
  today: string;
};

const WORDS = [
  'Comercial',
  'Ferretería',
  'Distribuidora',
  'Inversiones',
  'Transportes',
  'Constructora',
  'Agrícola',
  'Servicios',
  'Importadora',
  'Panadería',
  'Librería',
  'Farmacia',
  'Maderas',
  'Textiles',
  'Alimentos',
  'Ingeniería',
  'Exportadora',
  'Minera',
  'Viña',
  'Pesquera',
];
const PLACES = [
  'Los Andes',
  'del Sur',
  'Pacífico',
  'Ñuñoa',
  'San José',
  'O’Higgins',
  'Valparaíso',
  'Maipú',
  'Biobío',
  'La Frontera',
  'Atacama',
  'Los Lagos',
  'Aconcagua',
  'Magallanes',
  'Quilpué',
  'Chillán',
  'Temuco',
  'Rancagua',
  'Osorno',
  'Copiapó',
  'Talca',
  'Iquique',
  'Arica',
  'Curicó',
  'Linares',
];
const SUFFIXES = ['SpA', 'Ltda.', 'S.A.', 'EIRL'];

/** The counterpart of bench row c (0 ≤ c < 2000): what the search tests look for. */
export function benchCounterpart(c: number): { rut: string; name: string } {
  return {
    rut: `${70000000 + c * 1031}-${c % 10}`,
    name: `${WORDS[c % 20]} ${PLACES[Math.floor(c / 20) % 25]} ${SUFFIXES[Math.floor(c / 500) % 4]}`,
  };
}

const lit = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
// A uniform number in [0, 1) from the row number, the business and a stream k.
const rnd = (k: number) =>
  `((hashint8(g::bigint * 16 + ${k} + $1::bigint * 1000000000000) & 2147483647)::float8 / 2147483648.0)`;

/** Six purchase classification accounts, as the invoicing accounts list seeds them. */
export async function loadAccounts(db: Queryable, businessId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invoicing_accounts (business_id, name, account_number)
     SELECT $1, a.name, a.num FROM (VALUES ('Mercaderías','1105'),('Arriendos','4201'),('Servicios básicos','4205'),
       ('Honorarios','4210'),('Combustibles','4215'),('Gastos generales','4299')) AS a(name, num)
     ON CONFLICT (business_id, account_number) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [businessId],
  );
  return rows.map((r) => r.id);
}

export async function loadInvoices(db: Queryable, opts: LoadOptions): Promise<void> {
  const accounts = await loadAccounts(db, opts.businessId);
  const days = Math.round(opts.months * 30.44);
  const name = (arr: string) =>
    `(${arr === 'plain' ? lit(WORDS) : lit(WORDS.map(foldForSearch))})[1 + c % 20] || ' ' ||
     (${arr === 'plain' ? lit(PLACES) : lit(PLACES.map(foldForSearch))})[1 + (c / 20) % 25] || ' ' ||
     (${arr === 'plain' ? lit(SUFFIXES) : lit(SUFFIXES.map(foldForSearch))})[1 + (c / 500) % 4]`;
  await db.query(
    `INSERT INTO invoices (business_id, direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut,
       receiver_name, counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date,
       internal_due_date, net_amount, exempt_amount, iva_amount, total_amount, signed_total, payed, payed_at,
       estado, accuse_type, acknowledged_at, invoicing_account_id, content_hash, source, search_text)
     SELECT $1, direction, doc_type, folio,
       CASE WHEN direction = 'VENTA' THEN b.rut ELSE c_rut END,
       CASE WHEN direction = 'VENTA' THEN b.name ELSE c_name END,
       CASE WHEN direction = 'VENTA' THEN c_rut ELSE b.rut END,
       CASE WHEN direction = 'VENTA' THEN c_name ELSE b.name END,
       c_rut, c_name, issue_date, issue_date,
       CASE WHEN direction = 'COMPRA' AND extract(day FROM issue_date) > 25 AND r4 < 0.5
                 AND issue_date + 10 <= $4::date
            THEN to_char(issue_date + 10, 'YYYYMM')::int ELSE to_char(issue_date, 'YYYYMM')::int END,
       issue_date + 30, issue_date + 30,
       net, exempt, iva, net + exempt + iva,
       CASE WHEN doc_type = 61 THEN -(net + exempt + iva) ELSE net + exempt + iva END,
       paid, CASE WHEN paid THEN (issue_date + 20)::timestamptz END,
       CASE WHEN acked THEN 'Aceptada' END, CASE WHEN acked THEN 'ACD' END,
       CASE WHEN acked THEN (issue_date + 3)::timestamptz END,
       CASE WHEN direction = 'COMPRA' AND r4 < 0.4 THEN ($5::bigint[])[1 + floor(r4 * 15)::int % 6] END,
       md5(folio::text), 'seed',
       folio::text || ' ' || regexp_replace(lower(c_rut), '[^0-9k]', '', 'g') || ' ' || c_folded
     FROM (
       SELECT g AS folio, r2, r4,
         CASE WHEN r5 < 0.6 THEN 'VENTA' ELSE 'COMPRA' END AS direction,
         CASE WHEN g % 97 < 6 THEN 61 WHEN g % 97 < 10 THEN 34 WHEN g % 97 < 11 THEN 56 ELSE 33 END AS doc_type,
         $4::date - floor(r1 * $3)::int AS issue_date,
         (70000000 + c * 1031)::text || '-' || (c % 10)::text AS c_rut,
         ${name('plain')} AS c_name,
         ${name('folded')} AS c_folded,
         CASE WHEN g % 97 BETWEEN 6 AND 9 THEN 0 ELSE 10000 + floor(r2 * 2000000)::bigint END AS net,
         CASE WHEN g % 97 BETWEEN 6 AND 9 THEN 10000 + floor(r2 * 2000000)::bigint ELSE 0 END AS exempt,
         CASE WHEN g % 97 BETWEEN 6 AND 9 THEN 0 ELSE round((10000 + floor(r2 * 2000000)) * 0.19)::bigint END AS iva,
         CASE WHEN r1 * $3 > 60 THEN r3 < 0.92 ELSE r3 < 0.35 END AS paid,
         r5 >= 0.6 AND r1 * $3 > 8 AND r3 < 0.5 AS acked
       FROM (
         SELECT g, floor(${rnd(4)} * 2000)::int AS c, ${rnd(1)} AS r1, ${rnd(2)} AS r2, ${rnd(3)} AS r3,
           ${rnd(6)} AS r4, ${rnd(5)} AS r5
         FROM generate_series(1, $2::int) g
       ) s
     ) d CROSS JOIN (SELECT rut, name FROM businesses WHERE id = $1) b`,
    [opts.businessId, opts.count, days, opts.today, accounts],
  );
}
