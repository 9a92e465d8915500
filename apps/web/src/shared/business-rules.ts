// How the shell applies the business rules of @portal/domain (spec §2.5, §4) to a business and profile.
import type { Business, Profile } from '@portal/contracts';
import { type PlanTier, debtorGraceReached, isClosed, isNonAdminRole, planTier } from '@portal/domain';

export const PLAN_TIER_LABELS: Readonly<Record<PlanTier, string>> = {
  free: 'Plan gratuito',
  basic: 'Plan básico',
  premium: 'Plan premium',
};

export function businessTier(business: Pick<Business, 'plan'>): PlanTier {
  return planTier(business.plan[0]?.value);
}

export function isBusinessClosed(business: Pick<Business, 'status'> | null | undefined): boolean {
  return isClosed(business?.status);
}

/** The user's role value (0 owner, 1 admin, 2 other) in a business, or null when not linked. */
export function roleIn(
  profile: Pick<Profile, 'businesses_users'> | null | undefined,
  businessId: number | null,
) {
  if (!profile || businessId === null) return null;
  return profile.businesses_users.find((l) => l.business_id === businessId)?.role ?? null;
}

/** Role 2 is the non-admin role: such users do not see write actions. */
export function canWrite(
  profile: Pick<Profile, 'businesses_users'> | null | undefined,
  businessId: number | null,
) {
  const role = roleIn(profile, businessId);
  return role !== null && !isNonAdminRole(role);
}

/**
 * The business to work on: the stored one when the user still belongs to it, else the first of the
 * profile; null when the user has no business.
 */
export function pickBusinessId(profile: Pick<Profile, 'businesses'>, stored: number | null): number | null {
  if (stored !== null && profile.businesses.some((b) => b.id === stored)) return stored;
  return profile.businesses[0]?.id ?? null;
}

export const CONTRACT_PLAN_ROUTE = 'contract-your-plan';
export const CONTRACT_PLAN_STEP1 = '/contrata-tu-plan?step=1';

/** Onboarding's "Datos de tu empresa" step (features/onboarding/steps.ts names the steps). */
export const ONBOARDING_BUSINESS_STEP = '/on-boarding?step=business-and-personal-data';

/**
 * A signed-in person without any business: one who was removed from every business they had sees
 * the blocking notice (spec §2.5); one who never had a business left the sign-up before its business
 * step, and is taken back to it.
 */
export function withoutBusiness(
  profile: Pick<Profile, 'businesses' | 'removed_from_business'> | null | undefined,
): 'blocked' | 'create' | null {
  if (!profile || profile.businesses.length > 0) return null;
  return profile.removed_from_business ? 'blocked' : 'create';
}

/** Incomplete-data warning: onboarding stopped at fill_information, anywhere but the plan route. */
export function needsCompleteData(
  business: Pick<Business, 'status_onboarding'> | null | undefined,
  routeName: string | null,
): boolean {
  return business?.status_onboarding === 'fill_information' && routeName !== CONTRACT_PLAN_ROUTE;
}

/** Prospects with a valid contract plan get the paywall on bank movements, sales report and entries. */
export function showsPaywall(
  business: Pick<Business, 'prospect' | 'valid_contract_plan'> | null | undefined,
) {
  return !!business && business.prospect && business.valid_contract_plan;
}

export type DebtorAction = 'pay' | 'continue';

/**
 * Debtor modal: null when the business is not a defaulter; 'pay' ('Ir a Pagar') once the grace of 10
 * days from debtor_date is reached, else 'continue' ('Continuar').
 */
export function debtorAction(
  business: Pick<Business, 'debtor' | 'debtor_date'> | null | undefined,
  today: string,
): DebtorAction | null {
  if (business?.debtor !== 'defaulter') return null;
  return debtorGraceReached(business.debtor_date, today) ? 'pay' : 'continue';
}

/** Rent pop-up: the popup_rent setting or flag is on, or the business lacks status_rent. */
export function showsRentPopup(input: {
  business: Pick<Business, 'status_rent'> | null | undefined;
  popupRentFlag: boolean;
  popupRentSetting: boolean;
}): boolean {
  if (!input.business) return false;
  return input.popupRentFlag || input.popupRentSetting || !input.business.status_rent;
}
