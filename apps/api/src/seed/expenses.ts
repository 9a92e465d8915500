// Expenses for the demo, the tests and the benchmark: deterministic (same seed, same expenses), over
// the seeded categories (migration 0062), with a generated PDF receipt (receipt-pdf.ts) when a file
// store is given. Rows go in with one statement, so the journal's triggers post the validated ones
// as the API's writes would.
import type { Queryable } from '@portal/db';
import { addDays } from '@portal/domain';
import type { FileStore } from '../lib/file-store';
import { newStorageKey } from '../lib/file-store';
import { createRandom } from './random';
import { receiptPdf } from './receipt-pdf';

export type GenExpense = {
  categoryId: number;
  amount: number;
  date: string;
  description: string;
  issuer: string;
  status: 'waiting' | 'validated' | 'rejected';
  folio: number;
};

/** What people spend on, per subcategory of 0062: a description, an issuer and a usual amount range. */
const KINDS: { id: number; text: string[]; issuers: string[]; min: number; max: number }[] = [
  {
    id: 101,
    text: ['Bencina camioneta', 'Diésel furgón de reparto', 'Bencina visita a cliente'],
    issuers: ['Copec', 'Shell', 'Petrobras'],
    min: 15_000,
    max: 80_000,
  },
  {
    id: 102,
    text: ['TAG autopista', 'Peaje Ruta 5 Sur', 'Peaje Ruta 68'],
    issuers: ['Autopista Central', 'Ruta del Maipo'],
    min: 1_500,
    max: 12_000,
  },
  {
    id: 103,
    text: ['Estacionamiento reunión centro', 'Estacionamiento clínica'],
    issuers: ['Central Parking', 'Saba'],
    min: 1_200,
    max: 9_000,
  },
  {
    id: 104,
    text: ['Uber a reunión con cliente', 'Taxi al aeropuerto'],
    issuers: ['Uber Chile', 'Radio Taxi'],
    min: 3_500,
    max: 25_000,
  },
  {
    id: 201,
    text: ['Colación equipo', 'Almuerzo jornada de inventario'],
    issuers: ['Restorán El Rincón', 'Juan Maestro'],
    min: 6_000,
    max: 45_000,
  },
  {
    id: 202,
    text: ['Café con cliente', 'Almuerzo con proveedor'],
    issuers: ['Starbucks', 'Café Haití'],
    min: 5_000,
    max: 60_000,
  },
  {
    id: 301,
    text: ['Resmas de papel y tóner', 'Carpetas y archivadores'],
    issuers: ['Librería Nacional', 'Dimeiggs'],
    min: 4_000,
    max: 70_000,
  },
  {
    id: 303,
    text: ['Artículos de aseo oficina', 'Café y azúcar oficina'],
    issuers: ['Líder', 'Jumbo'],
    min: 5_000,
    max: 40_000,
  },
  {
    id: 304,
    text: ['Envío de documentos', 'Despacho a regiones'],
    issuers: ['Correos de Chile', 'Chilexpress'],
    min: 3_000,
    max: 30_000,
  },
  { id: 401, text: ['Cuenta de luz'], issuers: ['Enel'], min: 25_000, max: 120_000 },
  { id: 402, text: ['Cuenta de agua'], issuers: ['Aguas Andinas'], min: 12_000, max: 60_000 },
  {
    id: 404,
    text: ['Internet fibra oficina'],
    issuers: ['Movistar', 'VTR', 'Entel'],
    min: 22_000,
    max: 45_000,
  },
  { id: 405, text: ['Plan celular empresa'], issuers: ['Entel', 'WOM'], min: 12_000, max: 40_000 },
  {
    id: 601,
    text: ['Patente municipal semestral'],
    issuers: ['Municipalidad de Santiago'],
    min: 60_000,
    max: 250_000,
  },
  {
    id: 702,
    text: ['Cambio de aceite camioneta', 'Neumáticos furgón'],
    issuers: ['Lubricentro Los Pinos', 'Goodyear'],
    min: 30_000,
    max: 250_000,
  },
  { id: 801, text: ['Publicidad en redes sociales'], issuers: ['Meta Platforms'], min: 10_000, max: 120_000 },
  {
    id: 901,
    text: ['Curso de Excel avanzado', 'Seminario tributario'],
    issuers: ['Otec Capacita', 'Cámara de Comercio'],
    min: 40_000,
    max: 300_000,
  },
  {
    id: 1001,
    text: ['Comisión transferencia', 'Mantención cuenta corriente'],
    issuers: ['Banco de Chile', 'BancoEstado'],
    min: 1_000,
    max: 12_000,
  },
];

export function generateExpenses(opts: {
  seed: number;
  today: string;
  count: number;
  days?: number;
}): GenExpense[] {
  const r = createRandom(opts.seed);
  const days = opts.days ?? 180;
  const out: GenExpense[] = [];
  for (let i = 0; i < opts.count; i++) {
    const k = r.pick(KINDS);
    const back = r.int(0, days);
    // Recent expenses are mostly still to review; older ones reviewed, a few rejected.
    const status = back < 20 && r.chance(0.6) ? 'waiting' : r.chance(0.08) ? 'rejected' : 'validated';
    out.push({
      categoryId: k.id,
      amount: Math.round(r.int(k.min, k.max) / 10) * 10,
      date: addDays(opts.today, -back),
      description: r.pick(k.text),
      issuer: r.pick(k.issuers),
      status,
      folio: r.int(1_000, 999_999),
    });
  }
  return out;
}

/** Writes the expenses of a business (entered by `userId`, reviewed by `reviewerId`); with a store, each gets its receipt. */
export async function writeExpenses(
  db: Queryable,
  businessId: number,
  list: readonly GenExpense[],
  who: { userId: number | null; reviewerId: number | null },
  store?: FileStore,
): Promise<number[]> {
  if (list.length === 0) return [];
  await db.query('SELECT ensure_chart($1)', [businessId]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO expenses (business_id, category_id, amount, expense_date, description, status, review_reason,
                           created_by, reviewed_by, reviewed_at)
     SELECT $1, u.c, u.a, u.d::date, u.t, u.s, CASE WHEN u.s = 'rejected' THEN 'La boleta no corresponde a un gasto de la empresa' END,
            $7, CASE WHEN u.s = 'waiting' THEN NULL ELSE $8::bigint END, CASE WHEN u.s = 'waiting' THEN NULL ELSE now() END
       FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS u(c, a, d, t, s, n)
      ORDER BY u.n
     RETURNING id::int AS id`,
    [
      businessId,
      list.map((e) => e.categoryId),
      list.map((e) => e.amount),
      list.map((e) => e.date),
      list.map((e) => e.description),
      list.map((e) => e.status),
      who.userId,
      who.reviewerId,
    ],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  if (!store) return ids;
  const receipts: { id: number; key: string; size: number; name: string }[] = [];
  for (const [i, e] of list.entries()) {
    const bytes = await receiptPdf({
      issuer: e.issuer,
      description: e.description,
      amount: e.amount,
      date: e.date,
      folio: e.folio,
    });
    const key = newStorageKey('expenses', businessId, ids[i]!);
    await store.put(key, bytes, 'application/pdf');
    receipts.push({ id: ids[i]!, key, size: bytes.length, name: `boleta-${e.folio}.pdf` });
  }
  await db.query(
    `INSERT INTO expense_receipts (business_id, expense_id, name, ext_name, content_type, size_bytes, storage_key)
     SELECT $1, u.e, u.n, 'pdf', 'application/pdf', u.s, u.k FROM unnest($2::bigint[], $3::text[], $4::int[], $5::text[]) AS u(e, n, s, k)`,
    [
      businessId,
      receipts.map((x) => x.id),
      receipts.map((x) => x.name),
      receipts.map((x) => x.size),
      receipts.map((x) => x.key),
    ],
  );
  return ids;
}
