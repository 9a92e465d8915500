// Business rules about subscription plans, roles, account status and debts.
import { type IsoDate, diffDays, parseIsoDate, toIsoDate } from './dates';

export type PlanTier = 'free' | 'basic' | 'premium';

/** First plan value (CLP) from which a client is on the premium tier. */
export const PREMIUM_PLAN_THRESHOLD = 60_000;

/**
 * The plan a new business starts on (sign-up or "Agregar empresa"): the free tier (value 0). Its
 * name is what the home card and "Mi empresa" show beside the tier's badge.
 */
export const STARTING_PLAN = { name: 'Plan gratuito', value: 0 } as const;

/** Every area the portal has today, by its functionality reference (spec §5). */
const BUILT_AREAS = [
  'invoices',
  'clients',
  'vat_report',
  'business_bank_movement',
  'conciliation',
  'expenses',
  'honorarium',
  'documents',
  'payroll',
] as const;

/**
 * The areas each plan tier opens. Until plans are sold every built area is in the free plan, so the
 * tiers differ in nothing yet (payroll joined with its workers' screens). A business gets its tier's list
 * when it is created; the side menu hides what it lacks.
 */
export const PLAN_FUNCTIONALITIES: Readonly<Record<PlanTier, readonly string[]>> = {
  free: BUILT_AREAS,
  basic: BUILT_AREAS,
  premium: BUILT_AREAS,
};

/** Days a debtor keeps full access after becoming a debtor. */
export const DEBTOR_GRACE_DAYS = 10;

/** The status value that marks a closed account/company. */
export const CLOSED_STATUS = 'Cerrado';

/** Role value stored for users without admin rights. */
export const NON_ADMIN_ROLE_VALUE = 2;

/**
 * Tier from the value of the client's first plan (CLP): 0 → 'free', >0 and <60.000 → 'basic',
 * ≥60.000 → 'premium'. Missing, non-numeric or non-positive values are 'free'.
 * Numeric strings (e.g. Postgres NUMERIC '59990.00') are accepted; this is a comparison, not money math.
 */
export function planTier(firstPlanValue: number | string | bigint | null | undefined): PlanTier {
  if (firstPlanValue === null || firstPlanValue === undefined || firstPlanValue === '') return 'free';
  const value = Number(firstPlanValue);
  if (!Number.isFinite(value) || value <= 0) return 'free';
  return value >= PREMIUM_PLAN_THRESHOLD ? 'premium' : 'basic';
}

/** True when the status is exactly 'Cerrado'. */
export function isClosed(status: string | null | undefined): boolean {
  return status === CLOSED_STATUS;
}

/** Role value 2 is the non-admin role; every other value is treated as admin. Accepts '2' from form/query data. */
export function isNonAdminRole(roleValue: number | string | null | undefined): boolean {
  if (roleValue === null || roleValue === undefined || roleValue === '') return false;
  return Number(roleValue) === NON_ADMIN_ROLE_VALUE;
}

/** Reads the calendar date of 'YYYY-MM-DD' or a timestamp, as 'YYYY-MM-DD', or null. */
function dateOnly(value: string | null | undefined): IsoDate | null {
  const parts = parseIsoDate(value);
  return parts ? toIsoDate(parts) : null;
}

/**
 * True once `today` is at least DEBTOR_GRACE_DAYS (10) calendar days after `debtorDate`.
 * No or invalid debtor date → false (not a debtor, nothing to enforce).
 */
export function debtorGraceReached(debtorDate: string | null | undefined, today: IsoDate): boolean {
  const since = dateOnly(debtorDate);
  const now = dateOnly(today);
  if (!since || !now) return false;
  return diffDays(since, now) >= DEBTOR_GRACE_DAYS;
}

/** The fields of a debt that decide whether it is overdue. */
export type DebtDates = { payment_date?: string | null; date_of_issue?: string | null };

/**
 * "Overdue if it has no payment_date and its issue date is in the past": a debt issued today is not
 * yet overdue. An unreadable issue date is not treated as overdue.
 */
export function isDebtOverdue(debt: DebtDates, today: IsoDate): boolean {
  if (debt.payment_date) return false;
  const issued = dateOnly(debt.date_of_issue);
  const now = dateOnly(today);
  if (!issued || !now) return false;
  return diffDays(issued, now) > 0;
}
