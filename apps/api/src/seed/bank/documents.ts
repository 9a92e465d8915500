// Open documents of one business, as the reconciliation matcher receives them: what clients owe
// us (sales) and what we owe providers (purchases). Deterministic for a seed; the amounts repeat on
// purpose (a monthly fee of 119.000 is half the invoices of many SMEs), which is what makes
// matching by amount alone unsafe.
import { type OpenDocument, addDays, computeRutDv, normalizeCounterpartyName } from '@portal/domain';
import { type Random, companyName, createRandom, personName } from '../random';

export type OpenDocumentsOptions = {
  seed: number;
  count: number;
  /** Documents are issued from 150 days before `start` up to `end` (YYYY-MM-DD). */
  start: string;
  end: string;
  /** Share of sales; default 0.6. */
  salesShare?: number;
};

/** Prices with IVA that SMEs charge over and over (net 100.000 → 119.000, 50.000 → 59.500…). */
export const COMMON_AMOUNTS = [
  119_000, 59_500, 238_000, 178_500, 35_700, 297_500, 595_000, 1_190_000, 23_800, 47_600, 89_250, 142_800,
] as const;

/** Issued this many days before the statements' first day at most: older ones are mostly paid. */
const HISTORY_DAYS = 150;
// Payment terms: most at 30 days, some cash (0) or longer; a few documents carry no due date.
const TERMS = [0, 30, 30, 30, 30, 45, 60, 60, 90] as const;

type Party = { rut: string; name: string };

function party(r: Random, names: Set<string>, ruts: Set<string>): Party {
  for (;;) {
    const person = r.chance(0.1);
    const body = person
      ? r.int(5_000_000, 25_999_999)
      : r.chance(0.2)
        ? r.int(96_000_000, 99_599_999)
        : r.int(76_000_000, 78_999_999);
    const rut = `${body}-${computeRutDv(body)}`;
    let name = person ? personName(r) : r.chance(0.15) ? `${personName(r)} EIRL` : companyName(r).name;
    // One business rarely deals with two companies whose names differ only in the legal form; the
    // generator's small vocabulary would make that common, so a repeated name gets a number.
    if (names.has(normalizeCounterpartyName(name))) {
      name = `${name.replace(/ (SpA|Limitada|EIRL|S\.A\.)$/, '')} ${r.int(2, 99)} SpA`;
    }
    const folded = normalizeCounterpartyName(name);
    if (ruts.has(rut) || names.has(folded)) continue;
    ruts.add(rut);
    names.add(folded);
    return { rut, name };
  }
}

/** A few big counterparts hold many documents, most hold a handful (index skewed toward 0). */
const skewedPick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r.next() ** 1.5 * list.length)];

/** Log-uniform gross amount (net × 1.19), rounded to pesos: many small documents, a few big ones. */
function grossAmount(r: Random): number {
  if (r.chance(0.35)) return r.pick(COMMON_AMOUNTS);
  const net = Math.round(Math.exp(Math.log(10_000) + r.next() * (Math.log(5_000_000) - Math.log(10_000))));
  return Math.round(net * 1.19);
}

/**
 * `count` open documents sorted by issue date, ids 1..count. Sales folios run per document type
 * (the business numbers its own); purchase folios run per provider, so they repeat across
 * providers as they do in the SII's purchase register. 12% are partly paid already.
 */
export function generateOpenDocuments(opts: OpenDocumentsOptions): OpenDocument[] {
  const r = createRandom(opts.seed);
  const salesShare = opts.salesShare ?? 0.6;
  const names = new Set<string>();
  const ruts = new Set<string>();
  const clients = Array.from({ length: Math.min(20_000, Math.max(8, Math.round(opts.count / 12))) }, () =>
    party(r, names, ruts),
  );
  const providers = Array.from({ length: Math.min(3_000, Math.max(6, Math.round(opts.count / 25))) }, () =>
    party(r, names, ruts),
  );
  const first = addDays(opts.start, -HISTORY_DAYS);
  const span = Math.round((Date.parse(opts.end) - Date.parse(first)) / 86_400_000);

  const drafts = Array.from({ length: opts.count }, () => {
    const direction = r.chance(salesShare) ? ('VENTA' as const) : ('COMPRA' as const);
    const docType = r.chance(0.85) ? 33 : direction === 'VENTA' ? r.pick([34, 34, 56]) : r.pick([34, 34, 46]);
    const counterpart = direction === 'VENTA' ? skewedPick(r, clients) : skewedPick(r, providers);
    return { direction, docType, counterpart, issueDate: addDays(first, r.int(0, span)) };
  });
  drafts.sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : 0));

  const nextFolio = new Map<string, number>();
  return drafts.map((d, i) => {
    const issuer = d.direction === 'VENTA' ? 'own' : d.counterpart.rut;
    const key = `${issuer}|${d.docType}`;
    const folio = nextFolio.get(key) ?? r.int(100, 5_000);
    nextFolio.set(key, folio + (issuer === 'own' ? 1 : r.int(1, 40)));
    const total = grossAmount(r);
    const open = r.chance(0.12) ? total - Math.round(total * (0.2 + r.next() * 0.5)) : total;
    return {
      id: i + 1,
      direction: d.direction,
      docType: d.docType,
      folio,
      rut: d.counterpart.rut,
      name: d.counterpart.name,
      open,
      issueDate: d.issueDate,
      dueDate: r.chance(0.08) ? null : addDays(d.issueDate, r.pick(TERMS)),
    };
  });
}
