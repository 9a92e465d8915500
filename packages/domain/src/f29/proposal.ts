// The F29 proposal of a month from the books: each line of lines.ts computed from the month's
// documents (grouped by type and state), its honorarium tickets, the business's PPM rate and the
// remanente of the month before, carried month by month from the first month with documents.
import { monthName } from '../dates';
import { documentSign } from '../documents';
import { taxDocumentType } from '../tax-documents';
import {
  F29_EXCLUSION_TEXT,
  type F29Direction,
  type PurchaseRegister,
  f29DocKind,
  f29Exclusion,
  ivaLineOf,
} from './classify';
import { type F29Code, F29_LINES, type F29Section } from './lines';
import { formatPpmRate, mulDivRound } from './rates';

/** The month's documents of one type in one state, summed (amounts positive, as the register has them). */
export type F29BookGroup = {
  direction: F29Direction;
  docType: number;
  /** Purchases classified in a fixed-asset account (classify.ts isFixedAssetAccount). */
  fixedAsset: boolean;
  inRegister: boolean;
  purchaseRegister: PurchaseRegister;
  rejected: boolean;
  /** Documents with total 0. */
  zero: boolean;
  count: number;
  /** How many of them carry an exempt amount. */
  exemptCount: number;
  /** How many carry IVA (sales); absent: all of them. */
  ivaCount?: number;
  /** How many carry IVA that is credit, recoverable or of uso común (purchases); absent: all of them. */
  creditCount?: number;
  /** Purchases: the net of those whose IVA is none of it credit (line 521); absent: 0. */
  noCreditNet?: number;
  net: number;
  exempt: number;
  iva: number;
  ivaRecoverable: number;
  ivaSharedUse: number;
  ivaRetainedTotal: number;
  ivaRetainedPartial: number;
};

export type F29MonthBook = {
  period: number;
  groups: F29BookGroup[];
  /** Received honorarium tickets the business retains, not void, issued in the month. */
  honorarium: { count: number; retention: number };
  /** The month's published payroll: its workers and their impuesto único retained. */
  payroll?: { workers: number; tax: number };
};

export type F29DocSummary = { docType: number; name: string; count: number; amount: number };
export type F29Link = { direction: F29Direction; period: number; docTypes: number[] };

export type F29LineResult = {
  code: F29Code;
  countCode: string | null;
  count: number | null;
  section: F29Section;
  label: string;
  sii: string;
  rule: string;
  unit: 'pesos' | 'percent';
  amount: number;
  /** How the amount is made up, in words (uso común and its factor, the UTM of the remanente…). */
  breakdown: { label: string; amount: number }[];
  documents: F29DocSummary[];
  link: F29Link | null;
  /** Said on the line itself when something it needs is missing (e.g. an unknown UTM). */
  note: string | null;
};

export type F29Warning = { code: F29Code | null; message: string };

export type F29Proposal = {
  period: number;
  lines: F29LineResult[];
  /** The uso común factor of the month: ventas con derecho a crédito / ventas totales, January to the month. */
  factor: { withCredit: number; total: number; value: number };
  warnings: F29Warning[];
  /** The months whose UTM the reajuste of line 504 needs and the portal does not know (YYYYMM). */
  missingUtm: number[];
};

export type F29Options = {
  /** PPM rate in thousandths of a percent (250 = 0,25 %). */
  ppmRateMilli: number;
  /** The UTM of a period in pesos, undefined when unknown. */
  utmOf: (period: number) => number | undefined;
  /** Whether a period's UTM is one the user entered (said beside it), not the portal's table. */
  utmByUser?: (period: number) => boolean;
  /**
   * The remanente (077) of the last F29 the business filed, and its period: the month after starts
   * from it (its 504 is that 077 reajustado), whatever the books of that month or before say.
   */
  declared?: { period: number; remanente: number } | null;
};

const nextPeriod = (p: number): number => (p % 100 === 12 ? p + 89 : p + 1);
const fmt = (n: number): string => `$${n.toLocaleString('es-CL')}`;
/** 'noviembre de 2026'. */
export const utmMonthText = (p: number): string => `${monthName(p % 100)} de ${Math.floor(p / 100)}`;
/** What the proposal says when a UTM the reajuste needs is missing. */
export const missingUtmMessage = (p: number): string =>
  `Falta el valor de la UTM de ${utmMonthText(p)} para reajustar el remanente.`;

/** What a month adds to the uso común factor: sales with right to credit and all sales (signed). */
function salesForFactor(book: F29MonthBook): { withCredit: number; total: number } {
  let withCredit = 0;
  let total = 0;
  for (const g of countedGroups(book)) {
    if (g.direction !== 'VENTA') continue;
    const s = documentSign(g.docType);
    const exportDoc = f29DocKind(g.docType) === 'exportacion';
    // Exports are exempt but keep the right to credit (DL 825 art. 36): they count with the taxed sales.
    withCredit += s * (g.net + (exportDoc ? g.exempt : 0));
    total += s * (g.net + g.exempt);
  }
  return { withCredit, total };
}

function countedGroups(book: F29MonthBook): F29BookGroup[] {
  return book.groups.filter(
    (g) =>
      f29Exclusion({
        direction: g.direction,
        inRegister: g.inRegister,
        purchaseRegister: g.purchaseRegister,
        rejected: g.rejected,
        totalAmount: g.zero ? 0 : 1,
      }) === null,
  );
}

type Acc = { count: number; amount: number; shared: number; docs: Map<number, F29DocSummary> };
const acc = (): Acc => ({ count: 0, amount: 0, shared: 0, docs: new Map() });
function add(a: Acc, docType: number, count: number, amount: number) {
  a.count += count;
  a.amount += amount;
  const d = a.docs.get(docType) ?? {
    docType,
    name: taxDocumentType(docType)?.name ?? `Tipo ${docType}`,
    count: 0,
    amount: 0,
  };
  d.count += count;
  d.amount += amount;
  a.docs.set(docType, d);
}

/**
 * One month. `previous` is the month before's remanente (077) and period, null for the first month.
 * `factorSales` is the January-to-month sum of salesForFactor within the month's year.
 */
export function computeF29Month(
  book: F29MonthBook,
  previous: { period: number; remanente: number; declared?: boolean } | null,
  factorSales: { withCredit: number; total: number },
  opts: F29Options,
): F29Proposal {
  const warnings: F29Warning[] = [];
  const by = new Map<F29Code, Acc>();
  const get = (code: F29Code) => {
    const found = by.get(code);
    if (found) return found;
    const a = acc();
    by.set(code, a);
    return a;
  };
  for (const code of [
    '502',
    '111',
    '513',
    '510',
    '142',
    '020',
    '520',
    '525',
    '528',
    '532',
    '521',
    '562',
    '563',
    '039',
  ] as const)
    get(code);

  const unplaced = new Map<number, number>();
  let retainedPartial = 0;
  for (const g of countedGroups(book)) {
    const s = documentSign(g.docType);
    const kind = f29DocKind(g.docType);
    if (g.direction === 'VENTA') {
      add(get('563'), g.docType, g.count, s * (g.net + g.exempt));
      if (kind === 'exportacion') {
        add(get('020'), g.docType, g.count, s * (g.net + g.exempt));
        continue;
      }
      if (g.exempt !== 0) add(get('142'), g.docType, g.exemptCount, s * g.exempt);
    }
    if (g.direction === 'COMPRA') {
      // Informative: purchases whose IVA gives no credit, and exempt purchases.
      const noCredit = (g.ivaCount ?? g.count) - (g.creditCount ?? g.count);
      if (noCredit > 0) add(get('521'), g.docType, noCredit, s * (g.noCreditNet ?? 0));
      if (g.exempt !== 0) add(get('562'), g.docType, g.exemptCount, s * g.exempt);
    }
    const code = ivaLineOf(g.direction, g.docType, g.fixedAsset);
    if (code === null) {
      if (g.iva !== 0) unplaced.set(g.docType, (unplaced.get(g.docType) ?? 0) + g.count);
      continue;
    }
    // Each line holds positive amounts of its own kind (the form subtracts notas de crédito itself).
    // A line counts the documents whose amounts go in it (F29_COUNT_RULE): a sale's document with no
    // IVA (an exenta nota de crédito) is not in 509, a purchase whose IVA is no credit not in 519.
    if (g.direction === 'VENTA') add(get(code), g.docType, g.ivaCount ?? g.count, g.iva);
    else {
      add(get(code), g.docType, g.creditCount ?? g.count, g.ivaRecoverable);
      get(code).shared += g.ivaSharedUse;
      if (g.ivaRetainedTotal !== 0) add(get('039'), g.docType, g.count, s * g.ivaRetainedTotal);
      retainedPartial += g.ivaRetainedPartial;
    }
  }

  // Notas with total 0 that only correct a text are documents of the register: counted in 512 / 509
  // (F29_COUNT_RULE: «todos los documentos»), with no amount.
  for (const g of book.groups) {
    if (g.direction !== 'VENTA' || !g.zero || !g.inRegister || g.rejected) continue;
    const kind = f29DocKind(g.docType);
    if (kind !== 'nota-credito' && kind !== 'nota-debito') continue;
    const code = ivaLineOf('VENTA', g.docType, false);
    if (code) add(get(code), g.docType, g.count, 0);
  }

  // Uso común: the credit is its IVA × (sales with right to credit / total sales), January to the month.
  const factor =
    factorSales.total > 0 && factorSales.withCredit < factorSales.total
      ? { ...factorSales, value: Math.max(0, factorSales.withCredit) / factorSales.total }
      : { ...factorSales, value: 1 };
  const breakdowns = new Map<F29Code, { label: string; amount: number }[]>();
  for (const code of ['520', '525', '528', '532'] as const) {
    const a = get(code);
    if (a.shared === 0) continue;
    const part =
      factor.value === 1 ? a.shared : mulDivRound(a.shared, Math.max(0, factor.withCredit), factor.total);
    breakdowns.set(code, [
      { label: 'IVA recuperable de los documentos', amount: a.amount },
      {
        label: `IVA de uso común ${fmt(a.shared)} × factor ${(factor.value * 100).toFixed(2).replace('.', ',')} %`,
        amount: part,
      },
    ]);
    a.amount += part;
  }

  // Remanente of the month before, adjusted by UTM (DL 825 art. 27): the remanente of month M is
  // converted to UTM at the value of the month its F29 was due (M+1, this proposal's period) and
  // back to pesos at the UTM of the month it is used (M+2, when this proposal is declared):
  // 504 = 077 of M × UTM(M+2) / UTM(M+1), rounded to the peso (half away from zero).
  let remanente = 0;
  let remanenteNote: string | null = null;
  const missingUtm: number[] = [];
  const remanenteBreakdown: { label: string; amount: number }[] = [];
  if (previous && previous.remanente > 0) {
    const duePeriod = book.period;
    const usePeriod = nextPeriod(book.period);
    const due = opts.utmOf(duePeriod);
    const use = opts.utmOf(usePeriod);
    const utmText = (p: number, pesos: number) =>
      `UTM de ${utmMonthText(p)} ${fmt(pesos)}${opts.utmByUser?.(p) ? ' (ingresado por el usuario)' : ''}`;
    if (due && use) {
      remanente = mulDivRound(previous.remanente, use, due);
      remanenteBreakdown.push(
        {
          label: `Remanente de ${utmMonthText(previous.period)} (077${previous.declared ? ' declarado en el F29' : ''})`,
          amount: previous.remanente,
        },
        { label: `Reajustado: × ${utmText(usePeriod, use)} / ${utmText(duePeriod, due)}`, amount: remanente },
      );
    } else {
      remanente = previous.remanente;
      if (!due) missingUtm.push(duePeriod);
      if (!use) missingUtm.push(usePeriod);
      const months = missingUtm.map(utmMonthText).join(' y de ');
      remanenteNote = `Falta el valor de la UTM de ${months} para reajustar el remanente: se arrastra sin reajustar, en pesos.`;
      for (const p of missingUtm) warnings.push({ code: '504', message: missingUtmMessage(p) });
    }
  }

  const v = (code: F29Code) => by.get(code)?.amount ?? 0;
  const debitos = v('502') + v('111') + v('513') - v('510');
  const creditos = v('520') + v('525') - v('528') + v('532') + remanente;
  const determinado = Math.max(0, debitos - creditos);
  const remanenteNext = Math.max(0, creditos - debitos);
  const ppmBase = v('563');
  const ppm = ppmBase > 0 ? mulDivRound(ppmBase, opts.ppmRateMilli, 100_000) : 0;
  const retention = book.honorarium.retention;
  const payrollTax = book.payroll?.tax ?? 0;
  const total = determinado + ppm + payrollTax + retention + v('039');

  if (unplaced.size > 0)
    warnings.push({
      code: null,
      message: `Documentos con IVA que la propuesta no ubica en una línea (tipos ${[...unplaced.keys()].join(', ')}): revísalos antes de declarar.`,
    });
  if (retainedPartial > 0)
    warnings.push({
      code: '039',
      message: `Hay IVA retenido parcialmente (${fmt(retainedPartial)}) que la propuesta no incluye.`,
    });
  const excluded = new Map<string, number>();
  for (const g of book.groups) {
    const why = f29Exclusion({
      direction: g.direction,
      inRegister: g.inRegister,
      purchaseRegister: g.purchaseRegister,
      rejected: g.rejected,
      totalAmount: g.zero ? 0 : 1,
    });
    if (why && why !== 'outside-register' && why !== 'zero') {
      const key = `${g.direction === 'VENTA' ? 'Ventas' : 'Compras'} ${F29_EXCLUSION_TEXT[why]}`;
      excluded.set(key, (excluded.get(key) ?? 0) + g.count);
    }
  }
  for (const [what, n] of excluded)
    warnings.push({
      code: null,
      message: `${what}: ${n} documento${n === 1 ? '' : 's'} fuera de la propuesta.`,
    });

  const amounts: Record<F29Code, number> = {
    '502': v('502'),
    '111': v('111'),
    '513': v('513'),
    '510': v('510'),
    '142': v('142'),
    '020': v('020'),
    '538': debitos,
    '520': v('520'),
    '525': v('525'),
    '528': v('528'),
    '532': v('532'),
    '521': v('521'),
    '562': v('562'),
    '504': remanente,
    '537': creditos,
    '089': determinado,
    '077': remanenteNext,
    '563': ppmBase,
    '115': opts.ppmRateMilli / 1000,
    '062': ppm,
    '048': payrollTax,
    '151': retention,
    '039': v('039'),
    '547': total,
    '091': total,
  };
  const extra: Partial<Record<F29Code, { label: string; amount: number }[]>> = {
    ...Object.fromEntries(breakdowns),
    '504': remanenteBreakdown,
    '062': [{ label: `${fmt(ppmBase)} × ${formatPpmRate(opts.ppmRateMilli)}`, amount: ppm }],
  };
  const lines: F29LineResult[] = F29_LINES.map((d) => {
    const a = by.get(d.code);
    const docs = a ? [...a.docs.values()].sort((x, y) => x.docType - y.docType) : [];
    const direction: F29Direction | null = ['502', '111', '513', '510', '142', '020', '563'].includes(d.code)
      ? 'VENTA'
      : ['520', '525', '528', '532', '521', '562', '039'].includes(d.code)
        ? 'COMPRA'
        : null;
    const count = d.code === '151' ? book.honorarium.count : d.countCode ? (a?.count ?? 0) : null;
    return {
      code: d.code,
      countCode: d.countCode ?? null,
      count,
      section: d.section,
      label: d.label,
      sii: d.sii,
      rule: d.rule,
      unit: d.unit,
      amount: amounts[d.code],
      breakdown: extra[d.code] ?? [],
      documents: docs,
      link:
        direction && docs.length > 0
          ? { direction, period: book.period, docTypes: docs.map((x) => x.docType) }
          : null,
      note: d.code === '504' ? remanenteNote : null,
    };
  });
  return { period: book.period, lines, factor, warnings, missingUtm };
}

/**
 * Every month from the first book to the last, in order (months without documents filled in), each
 * carrying the remanente of the month before. The books must be sorted by period. With a declared
 * 077 (`opts.declared`) before the last book, the chain starts over at the month after it: its 504
 * is the declared 077 reajustado, and the months before count only for the uso común factor.
 */
export function computeF29Chain(books: readonly F29MonthBook[], opts: F29Options): F29Proposal[] {
  if (books.length === 0) return [];
  const byPeriod = new Map(books.map((b) => [b.period, b]));
  const last = books[books.length - 1].period;
  const declared = opts.declared && opts.declared.period < last ? opts.declared : null;
  const restart = declared ? nextPeriod(declared.period) : null;
  const first = restart !== null && restart < books[0].period ? restart : books[0].period;
  const out: F29Proposal[] = [];
  let previous: { period: number; remanente: number; declared?: boolean } | null = null;
  let factorSales = { withCredit: 0, total: 0 };
  for (let p = first; p <= last; p = nextPeriod(p)) {
    if (p === restart && declared) previous = { ...declared, declared: true };
    const book = byPeriod.get(p) ?? { period: p, groups: [], honorarium: { count: 0, retention: 0 } };
    // The factor accumulates from January (DS 55, Reglamento del DL 825, art. 43).
    if (p % 100 === 1) factorSales = { withCredit: 0, total: 0 };
    const month = salesForFactor(book);
    factorSales = {
      withCredit: factorSales.withCredit + month.withCredit,
      total: factorSales.total + month.total,
    };
    const proposal = computeF29Month(book, previous, factorSales, opts);
    out.push(proposal);
    previous = { period: p, remanente: proposal.lines.find((l) => l.code === '077')!.amount };
  }
  return out;
}
