// Factoring of a sales invoice: the business assigns (cede) the invoice's credit to a factoring
// company, which pays most of it now and collects from the debtor at the due date.
//
// What makes an invoice assignable is the law; what the factoring company charges is its commercial
// terms. The law's rules are below with its wording; the terms are the partner's published standard
// rule (FACTORING_STANDARD_TERMS), which a deployment replaces with its partner's own.
import { type IsoDate, addDays, diffDays } from './dates';
import { IVA_RATE } from './documents';

/**
 * The documents the SII's "Registro Público Electrónico de Transferencia de Créditos" (RPETC)
 * accepts for assignment: "Factura Electrónica (33), Factura No Afecta o Exenta Electrónica (34),
 * Liquidación Factura Electrónica (43) y Factura de Compra Electrónica (46)".
 */
export const ASSIGNABLE_DOCUMENT_TYPES: ReadonlySet<number> = new Set([33, 34, 43, 46]);

/**
 * Ley 19.983 art. 4: the invoice has "mérito ejecutivo" (and can be assigned) once the debtor
 * accepted it, "expresamente" or "irrevocablemente" for not claiming it "dentro de los ocho días
 * corridos siguientes a su recepción". The portal does not know the day of reception of a sale, so
 * it counts from the day of issue: an invoice can be assigned from its issue date + 8 days.
 */
export const ASSIGNMENT_WAIT_DAYS = 8;

/** The commercial terms of one factoring rule (percent figures as numbers: 1.8 is 1,8 %). */
export type FactoringTerms = {
  ruleName: string;
  /** Share of the invoice paid in advance (spec §9: 99 by default). */
  advancePercent: number;
  /** Monthly rate of the price difference ("diferencia de precio"), on the advance, per 30 days. */
  monthlyRatePercent: number;
  /** Monthly rate charged on the advance for each day the debtor pays late ("tasa de mora"). */
  arrearsMonthlyRatePercent: number;
  /** Commission on the invoice's amount, with a floor; IVA is added to it (DL 825 art. 8 letra e: services). */
  commissionPercent: number;
  commissionMinimum: number;
  /** Days charged at the least, and the longest term financed. */
  minimumDays: number;
  maximumDays: number;
};

export const FACTORING_STANDARD_TERMS: FactoringTerms = {
  ruleName: 'Tasa estándar',
  advancePercent: 99,
  monthlyRatePercent: 1.8,
  arrearsMonthlyRatePercent: 2.5,
  commissionPercent: 0.5,
  commissionMinimum: 15_000,
  minimumDays: 15,
  maximumDays: 180,
};

/** The spec's simulation result, in pesos and percent. */
export type FactoringSimulation = {
  /** What the invoice still owes (its amount less the credit notes that reference it). */
  amount: number;
  advance_percent: number;
  advance_amount: number;
  /** Days from today to the due date (at least terms.minimumDays are charged). */
  expiration_days: number;
  document_rate: number;
  arrears_rate: number;
  /** Diferencia de precio: advance × monthly rate × charged days / 30. */
  price_dif: number;
  /** Commission with its IVA. */
  commission: number;
  /** Everything deducted from the advance: price difference + commission with IVA. */
  discounts: number;
  /** What the business receives now: the advance less the discounts. */
  granted_amount: number;
  /** What the business receives when the debtor pays: the amount less the advance. */
  surplus: number;
  rule_name: string;
};

const pct = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * The simulation for an invoice owing `amount` pesos, due `dueDate`, on `today`. The price
 * difference charges max(days to due date, terms.minimumDays) days.
 */
export function simulateFactoring(
  amount: number,
  dueDate: IsoDate,
  today: IsoDate,
  terms: FactoringTerms = FACTORING_STANDARD_TERMS,
): FactoringSimulation {
  const expirationDays = diffDays(today, dueDate);
  const chargedDays = Math.max(expirationDays, terms.minimumDays);
  const advance = pct(amount, terms.advancePercent);
  const priceDif = Math.round((advance * terms.monthlyRatePercent * chargedDays) / (100 * 30));
  const commissionNet = Math.max(pct(amount, terms.commissionPercent), terms.commissionMinimum);
  const commission = commissionNet + pct(commissionNet, IVA_RATE);
  const discounts = priceDif + commission;
  return {
    amount,
    advance_percent: terms.advancePercent,
    advance_amount: advance,
    expiration_days: expirationDays,
    document_rate: terms.monthlyRatePercent,
    arrears_rate: terms.arrearsMonthlyRatePercent,
    price_dif: priceDif,
    commission,
    discounts,
    granted_amount: advance - discounts,
    surplus: amount - advance,
    rule_name: terms.ruleName,
  };
}

/** Why an invoice cannot be factored, in the words the user reads. */
export const FACTORING_REFUSALS = {
  notSale: 'Solo se pueden factorizar facturas de venta.',
  notAssignable:
    'Este tipo de documento no se puede ceder: el SII acepta la cesión de facturas (33 y 34), liquidaciones factura (43) y facturas de compra (46).',
  payed: 'La factura ya está pagada.',
  nothingOwed: 'La factura no tiene saldo por cobrar (sus notas de crédito la cubren).',
  rejected: 'El cliente reclamó la factura en el SII: no se puede ceder.',
  noDueDate: 'La factura no tiene fecha de vencimiento: ingrésala para simular.',
  tooSoon: (from: IsoDate) =>
    `La factura se podrá ceder desde el ${from.split('-').reverse().join('/')}: el cliente tiene 8 días desde la recepción para reclamarla (Ley 19.983).`,
  overdue: 'La factura está vencida: solo se factorizan facturas por vencer.',
  tooLong: (days: number) => `El plazo hasta el vencimiento supera los ${days} días que se financian.`,
  judicial: 'El cliente tiene facturas en cobranza judicial: no califica.',
  tooSmall: 'El monto por cobrar no cubre los descuentos del factoring.',
} as const;

export type FactoringCandidate = {
  direction: 'VENTA' | 'COMPRA';
  docType: number;
  issueDate: IsoDate;
  dueDate: IsoDate | null;
  payed: boolean;
  /** What is still owed. */
  openAmount: number;
  /** The SII's claim state of the document, when known. */
  rejected: boolean;
  accepted: boolean;
  /** The debtor has an invoice of this business in judicial collection. */
  debtorInJudicial: boolean;
};

/** The reasons an invoice does not qualify (empty: it qualifies), in the order a user fixes them. */
export function factoringRefusals(
  c: FactoringCandidate,
  today: IsoDate,
  terms: FactoringTerms = FACTORING_STANDARD_TERMS,
): string[] {
  const out: string[] = [];
  if (c.direction !== 'VENTA') return [FACTORING_REFUSALS.notSale];
  if (!ASSIGNABLE_DOCUMENT_TYPES.has(c.docType)) return [FACTORING_REFUSALS.notAssignable];
  if (c.payed) out.push(FACTORING_REFUSALS.payed);
  else if (c.openAmount <= 0) out.push(FACTORING_REFUSALS.nothingOwed);
  if (c.rejected) out.push(FACTORING_REFUSALS.rejected);
  const assignableFrom = addDays(c.issueDate, ASSIGNMENT_WAIT_DAYS);
  if (!c.rejected && !c.accepted && assignableFrom > today)
    out.push(FACTORING_REFUSALS.tooSoon(assignableFrom));
  if (!c.dueDate) out.push(FACTORING_REFUSALS.noDueDate);
  else if (c.dueDate <= today) out.push(FACTORING_REFUSALS.overdue);
  else if (diffDays(today, c.dueDate) > terms.maximumDays)
    out.push(FACTORING_REFUSALS.tooLong(terms.maximumDays));
  if (c.debtorInJudicial) out.push(FACTORING_REFUSALS.judicial);
  if (out.length === 0 && c.dueDate) {
    if (simulateFactoring(c.openAmount, c.dueDate, today, terms).granted_amount <= 0) {
      out.push(FACTORING_REFUSALS.tooSmall);
    }
  }
  return out;
}

/** Spec: the evaluation's messages. */
export const FACTORING_QUALIFIED_MESSAGE = 'El deudor califica.';
export const FACTORING_NOT_QUALIFIED_MESSAGE = 'Error al procesar información.';
