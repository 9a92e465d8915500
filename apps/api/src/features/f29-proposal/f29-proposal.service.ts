// The F29 proposal of a month: the books of every month from the first one with documents up to it
// (two queries for the whole range), computed by the domain's rules (packages/domain src/f29), so the
// remanente of each month carries into the next.
import {
  F29_DOCUMENTS_PAGE_SIZE,
  type F29DeclaredRemanenteResponse,
  type F29DocumentsResponse,
  F29_MESSAGES,
  type F29ProposalResponse,
  type F29UtmValuesResponse,
  f29ProposalResponse,
} from '@portal/contracts';
import type { Queryable } from '@portal/db';
import {
  DEFAULT_PPM_RATE_MILLI,
  addPeriods,
  type F29BookGroup,
  type F29Code,
  type F29MonthBook,
  TAX_DOCUMENT_TYPES,
  computeF29Chain,
  f29DocKind,
  isFixedAssetPurchase,
  ivaLineOf,
  missingUtmMessage,
  periodOf,
  periodRange,
  taxDocumentType,
  todayInChile,
  utmOf,
} from '@portal/domain';
import { badRequest, unprocessable } from '../../lib/errors';
import {
  type LineSelection,
  bookGroups,
  confirmedUtmValues,
  businessHeader,
  declaredRemanente,
  deleteDeclaredRemanente,
  upsertDeclaredRemanente,
  firstPeriod,
  honorariumByMonth,
  payrollByMonth,
  honorariumDocuments,
  lineDocuments,
  setPpmRate,
  upsertUtmValue,
  utmValues,
} from './f29-proposal.repository';

const ALL_CODES = TAX_DOCUMENT_TYPES.map((t) => t.code);

/** The books of [first, period] by month, read in two queries. */
async function monthBooks(db: Queryable, businessId: number, first: number, period: number) {
  const groups = await bookGroups(db, businessId, first, period);
  const tickets = await honorariumByMonth(db, businessId, periodRange(first).from, periodRange(period).to);
  const payroll = await payrollByMonth(db, businessId, first, period);
  const books = new Map<number, F29MonthBook>();
  const book = (p: number) => {
    const found = books.get(p);
    if (found) return found;
    const b: F29MonthBook = { period: p, groups: [], honorarium: { count: 0, retention: 0 } };
    books.set(p, b);
    return b;
  };
  book(first);
  book(period);
  for (const r of groups) {
    const g: F29BookGroup = {
      direction: r.direction,
      docType: r.doc_type,
      fixedAsset: isFixedAssetPurchase(r.account_number, r.rcv_fixed_asset),
      inRegister: r.in_register,
      purchaseRegister: r.purchase_register,
      rejected: r.rejected,
      zero: r.zero,
      count: r.count,
      exemptCount: r.exempt_count,
      ivaCount: r.iva_count,
      creditCount: r.credit_count,
      noCreditNet: r.no_credit_net,
      net: r.net,
      exempt: r.exempt,
      iva: r.iva,
      ivaRecoverable: r.iva_recoverable,
      ivaSharedUse: r.iva_shared_use,
      ivaRetainedTotal: r.iva_retained_total,
      ivaRetainedPartial: r.iva_retained_partial,
    };
    book(r.period).groups.push(g);
  }
  for (const t of tickets) book(t.period).honorarium = { count: t.count, retention: t.retention };
  for (const m of payroll) book(m.period).payroll = { workers: m.workers, tax: m.tax };
  return [...books.values()].sort((a, b) => a.period - b.period);
}

export async function f29Proposal(
  db: Queryable,
  businessId: number,
  period: number,
): Promise<F29ProposalResponse> {
  const header = await businessHeader(db, businessId);
  const rate = header.ppm_rate_milli ?? DEFAULT_PPM_RATE_MILLI;
  const first = await firstPeriod(db, businessId, period);
  const books = first === null ? [] : await monthBooks(db, businessId, first, period);
  const empty: F29MonthBook = { period, groups: [], honorarium: { count: 0, retention: 0 } };
  // A confirmed value of the indicator table first, then the built-in table; a month neither knows,
  // the value the business entered.
  const portalUtm = await portalUtmOf(db);
  const entered = new Map((await utmValues(db, businessId)).map((v) => [v.period, v.pesos]));
  const byUser = (m: number) => portalUtm(m) === undefined && entered.has(m);
  // The 077 the business declared starts the chain over the month after it (only for a later month).
  const declared = await declaredRemanente(db, businessId);
  const declaredUsed = declared !== null && declared.period < period;
  const chain = computeF29Chain(books.length > 0 ? books : [empty], {
    ppmRateMilli: rate,
    utmOf: (m) => portalUtm(m) ?? entered.get(m),
    utmByUser: byUser,
    declared: declaredUsed ? { period: declared.period, remanente: declared.pesos } : null,
  });
  const p = chain[chain.length - 1];
  const amount = (code: F29Code) => p.lines.find((l) => l.code === code)?.amount ?? 0;
  // A UTM missing anywhere along the chain changes this month's remanente: each is named once.
  const missing = [...new Set(chain.flatMap((c) => c.missingUtm))].sort((a, b) => a - b);
  const used = new Set<number>();
  for (const c of chain) {
    if (c.lines.find((l) => l.code === '504')!.breakdown.length === 0) continue;
    for (const m of [c.period, c.period % 100 === 12 ? c.period + 89 : c.period + 1])
      if (byUser(m)) used.add(m);
  }
  const missingText = new Set(missing.map(missingUtmMessage));
  const warnings = [
    ...p.warnings.filter((w) => !missingText.has(w.message)),
    ...missing.map((m) => ({ code: '504' as const, message: missingUtmMessage(m) })),
  ];
  if (!declaredUsed && chain.length > 1 && amount('504') > 0)
    warnings.push({
      code: '504',
      message: `El remanente del mes anterior sale de las propuestas encadenadas desde ${first}: si ya declaraste un F29, ingresa su remanente (código 077) para que la cadena parta de él.`,
    });
  if (first === null)
    warnings.push({ code: null, message: 'No hay documentos ni boletas de honorarios hasta este mes.' });
  // Parsed so the answer is exactly the contract's (codes, sections) before it leaves.
  return f29ProposalResponse.parse({
    period,
    business_name: header.name,
    business_rut: header.rut,
    lines: p.lines.map((l) => ({
      code: l.code,
      count_code: l.countCode,
      count: l.count,
      section: l.section,
      label: l.label,
      sii: l.sii,
      rule: l.rule,
      unit: l.unit,
      amount: l.amount,
      breakdown: l.breakdown,
      documents: l.documents.map((d) => ({
        doc_type: d.docType,
        name: d.name,
        count: d.count,
        amount: d.amount,
      })),
      link: l.link
        ? { direction: l.link.direction, period: l.link.period, document_types: l.link.docTypes }
        : null,
      note: l.note,
    })),
    totals: {
      debitos: amount('538'),
      creditos: amount('537'),
      iva_determinado: amount('089'),
      remanente: amount('077'),
      ppm: amount('062'),
      retenciones: amount('048') + amount('151') + amount('039'),
      total_a_pagar: amount('091'),
    },
    factor: { with_credit: p.factor.withCredit, total: p.factor.total, value: p.factor.value },
    ppm_rate: { percent: rate / 1000, is_default: header.ppm_rate_milli === null },
    chain_from: declaredUsed ? addPeriods(declared.period, 1) : first,
    warnings,
    missing_utm: missing.map((m) => ({
      period: m,
      year: Math.floor(m / 100),
      month: m % 100,
      message: missingUtmMessage(m),
    })),
    user_utm: [...used].sort((a, b) => a - b).map((m) => ({ period: m, pesos: entered.get(m)! })),
    declared_remanente: declared
      ? { period: declared.period, pesos: declared.pesos, used: declaredUsed }
      : null,
  });
}

const ivaTypes = (direction: 'VENTA' | 'COMPRA', line: F29Code, fixedAsset: boolean) =>
  ALL_CODES.filter((c) => ivaLineOf(direction, c, fixedAsset) === line);

/** Which invoices a line holds, from the domain's classification; null for lines computed from others. */
function selectionOf(code: F29Code): LineSelection | null {
  const base = { fixedAsset: null, withExempt: false, withRetention: false, withoutCredit: false } as const;
  switch (code) {
    case '502':
    case '111':
    case '513':
    case '510':
      return { ...base, direction: 'VENTA', docTypes: ivaTypes('VENTA', code, false), amount: 'iva' };
    case '520':
    case '525':
    case '528':
    case '532': {
      const fixed = code === '525';
      return {
        ...base,
        direction: 'COMPRA',
        docTypes: ivaTypes('COMPRA', code, fixed),
        fixedAsset: code === '520' || code === '525' ? fixed : null,
        amount: 'iva_recoverable',
      };
    }
    case '142':
      return {
        ...base,
        direction: 'VENTA',
        docTypes: ALL_CODES.filter((c) => f29DocKind(c) !== 'exportacion'),
        withExempt: true,
        amount: 'exempt',
      };
    case '020':
      return {
        ...base,
        direction: 'VENTA',
        docTypes: ALL_CODES.filter((c) => f29DocKind(c) === 'exportacion'),
        amount: 'net_exempt',
      };
    case '521':
      return { ...base, direction: 'COMPRA', docTypes: ALL_CODES, withoutCredit: true, amount: 'net' };
    case '562':
      return { ...base, direction: 'COMPRA', docTypes: ALL_CODES, withExempt: true, amount: 'exempt' };
    case '563':
      return { ...base, direction: 'VENTA', docTypes: ALL_CODES, amount: 'net_exempt' };
    case '039':
      return { ...base, direction: 'COMPRA', docTypes: ALL_CODES, withRetention: true, amount: 'retained' };
    default:
      return null;
  }
}

export async function f29LineDocuments(
  db: Queryable,
  businessId: number,
  period: number,
  code: F29Code,
  pageNo: number,
): Promise<F29DocumentsResponse> {
  const page = { limit: F29_DOCUMENTS_PAGE_SIZE, offset: (pageNo - 1) * F29_DOCUMENTS_PAGE_SIZE };
  const meta = (total: number) => ({
    current_page: pageNo,
    page_size: F29_DOCUMENTS_PAGE_SIZE,
    total_elements: total,
  });
  if (code === '151') {
    const { rows, total } = await honorariumDocuments(db, businessId, periodRange(period), page);
    return {
      code,
      derived: false,
      meta: meta(total),
      documents: rows.map((r) => ({
        ...r,
        kind: 'honorarium' as const,
        doc_type: null,
        doc_type_name: 'Boleta de honorarios recibida',
      })),
    };
  }
  const sel = selectionOf(code);
  if (!sel) return { code, derived: true, meta: meta(0), documents: [] };
  const { rows, total } = await lineDocuments(db, businessId, period, sel, page);
  return {
    code,
    derived: false,
    meta: meta(total),
    documents: rows.map((r) => ({
      ...r,
      kind: 'invoice' as const,
      doc_type_name: taxDocumentType(r.doc_type)?.name ?? `Tipo ${r.doc_type}`,
    })),
  };
}

export async function f29Settings(db: Queryable, businessId: number) {
  const header = await businessHeader(db, businessId);
  return {
    ppm_rate: header.ppm_rate_milli === null ? null : header.ppm_rate_milli / 1000,
    default_ppm_rate: DEFAULT_PPM_RATE_MILLI / 1000,
  };
}

export async function updateF29Settings(db: Queryable, businessId: number, ppmRate: number | null) {
  await setPpmRate(db, businessId, ppmRate === null ? null : Math.round(ppmRate * 1000));
  return f29Settings(db, businessId);
}

/** The portal's UTM of a month: the indicator table's confirmed value, else the built-in table's. */
async function portalUtmOf(db: Queryable): Promise<(period: number) => number | undefined> {
  const confirmed = new Map((await confirmedUtmValues(db)).map((v) => [v.period, v.pesos]));
  return (period) => confirmed.get(period) ?? utmOf(period);
}

/** The UTM the business entered, each with the portal's own value when the portal knows the month. */
export async function f29UtmValues(db: Queryable, businessId: number): Promise<F29UtmValuesResponse> {
  const portalUtm = await portalUtmOf(db);
  const rows = await utmValues(db, businessId);
  return {
    values: rows.map((r) => ({ ...r, table_pesos: portalUtm(r.period) ?? null })),
  };
}

/**
 * Stores the UTM the SII published for a month, as the user entered it. A month after the current
 * one is refused: its UTM is not published yet.
 */
export async function setF29UtmValue(
  db: Queryable,
  businessId: number,
  userId: number,
  period: number,
  pesos: number,
): Promise<F29UtmValuesResponse> {
  const current = periodOf(todayInChile())!;
  if (period > current) throw badRequest(F29_MESSAGES.utmFuture);
  await upsertUtmValue(db, businessId, period, pesos, userId);
  return f29UtmValues(db, businessId);
}

/** The 077 of the last F29 the business filed, as entered, or null. */
export async function f29DeclaredRemanente(
  db: Queryable,
  businessId: number,
): Promise<F29DeclaredRemanenteResponse> {
  const row = await declaredRemanente(db, businessId);
  return {
    declared: row
      ? {
          period: row.period,
          year: Math.floor(row.period / 100),
          month: row.period % 100,
          pesos: row.pesos,
          updated_at: row.updated_at,
        }
      : null,
  };
}

/**
 * Stores the 077 of the last F29 the business filed. The F29 of a month is filed the month after,
 * so the current month or a later one is refused (422): it cannot have been filed yet.
 */
export async function setF29DeclaredRemanente(
  db: Queryable,
  businessId: number,
  userId: number,
  period: number,
  pesos: number,
): Promise<F29DeclaredRemanenteResponse> {
  const current = periodOf(todayInChile())!;
  if (period >= current) throw unprocessable(F29_MESSAGES.declaredFuture);
  await upsertDeclaredRemanente(db, businessId, period, pesos, userId);
  return f29DeclaredRemanente(db, businessId);
}

export async function removeF29DeclaredRemanente(
  db: Queryable,
  businessId: number,
): Promise<F29DeclaredRemanenteResponse> {
  await deleteDeclaredRemanente(db, businessId);
  return { declared: null };
}
