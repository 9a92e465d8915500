import type { Business } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  PLAN_FUNCTIONALITIES,
  STARTING_PLAN,
  findCommune,
  phoneWithCountryCode,
  planTier,
  toCanonicalRut,
} from '@portal/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  type BusinessPatch,
  type BusinessRow,
  type NewBusinessRow,
  completeOnboardingIfFilled,
  findBusiness,
  grantPlan,
  insertOwnedBusiness,
  rutTaken,
  updateBusiness,
  updateServiceActive,
} from './businesses.repository';

export const BUSINESS_MSG = {
  notFound: 'No encontramos la empresa.',
  badCommune: 'La comuna no existe. Revisa cómo está escrita.',
  badPhone:
    'Ingresa un teléfono válido: 9 dígitos en Chile (por ejemplo +56 9 1234 5678), o con el código de su país.',
} as const;

/**
 * Spec §5: a fixed allow-list of business RUTs gets bank movements and reconciliation forced on.
 * The list comes from FORCED_BANK_RUTS; RUTs are compared in canonical form ('76354771-K').
 */
export function forcedBankRuts(configured: readonly string[]): ReadonlySet<string> {
  return new Set(configured.map((r) => toCanonicalRut(r)).filter((r): r is string => r !== null));
}

export function toBusiness(row: BusinessRow, forced: ReadonlySet<string>): Business {
  return {
    ...row,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    forced_bank_features: forced.has(toCanonicalRut(row.rut) ?? row.rut),
  };
}

/**
 * The business named in the path, which must be the one the request is scoped to: a path that
 * names another business answers as if it did not exist (no probing other tenants by id).
 */
export async function getBusiness(
  db: Db,
  scopedId: number,
  pathId: number,
  forced: ReadonlySet<string>,
): Promise<Business> {
  if (pathId !== scopedId) throw notFound(BUSINESS_MSG.notFound);
  const row = await findBusiness(db, scopedId);
  if (!row) throw notFound(BUSINESS_MSG.notFound);
  return toBusiness(row, forced);
}

type PatchInput = { [K in keyof BusinessPatch]?: string | null };

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

/** Stores what the user typed in the shapes the rest of the system reads (digits, canonical names). */
export function normalizePatch(input: PatchInput): BusinessPatch {
  const email = blankToNull(input.email);
  const patch: BusinessPatch = {
    fantasy_name: blankToNull(input.fantasy_name),
    email: email ? email.toLowerCase() : email,
    address: blankToNull(input.address),
    activity: blankToNull(input.activity),
    // "Gestión de cobranza desde": a day the contract already checked (YYYY-MM-DD).
    collections_since: blankToNull(input.collections_since),
  };
  const phone = blankToNull(input.phone);
  if (phone !== undefined) {
    const digits = phone === null ? null : phoneWithCountryCode(phone);
    if (phone !== null && digits === null) throw badRequest(BUSINESS_MSG.badPhone);
    patch.phone = digits;
  }
  const commune = blankToNull(input.commune);
  if (commune !== undefined) {
    const found = commune === null ? null : findCommune(commune);
    if (found === undefined) throw badRequest(BUSINESS_MSG.badCommune);
    patch.commune = found?.name ?? null;
  }
  return patch;
}

export async function changeBusiness(
  db: Db,
  businessId: number,
  input: PatchInput,
  forced: ReadonlySet<string>,
): Promise<Business> {
  const patch = normalizePatch(input);
  return db.transaction(async (tx) => {
    await updateBusiness(tx, businessId, patch);
    // The incomplete-data notice ends when the data it asks for is there.
    await completeOnboardingIfFilled(tx, businessId);
    const row = await findBusiness(tx, businessId);
    if (!row) throw notFound(BUSINESS_MSG.notFound);
    return toBusiness(row, forced);
  });
}

/** The outside services a business turns on and off itself (platform spec §4: active, inactive or unknown). */
export type BusinessService = 'cobranza_online' | 'factoring';

/**
 * Sets a service's state inside the caller's transaction (so the service's own call can still undo
 * it) and answers the business as it now is.
 */
export async function setServiceActive(
  tx: Queryable,
  businessId: number,
  service: BusinessService,
  active: boolean,
  forced: ReadonlySet<string>,
): Promise<Business> {
  await updateServiceActive(tx, businessId, service, active);
  const row = await findBusiness(tx, businessId);
  if (!row) throw notFound(BUSINESS_MSG.notFound);
  return toBusiness(row, forced);
}
export { findBusiness } from './businesses.repository';
/** The businesses a user is linked to: the business selector's list. */
export { listUserBusinesses } from './businesses.repository';

export const NEW_BUSINESS_MSG = {
  rutTaken:
    'Esta empresa ya está registrada en Portal Cliente. Pide a quien la administra que te agregue como usuario.',
} as const;

/**
 * A business created by a signed-in user, who becomes its owner (platform spec §7 POST
 * users/businesses). It starts in fill_information and is completed at once when every field
 * the product needs came with it. Inside the caller's transaction.
 */
export async function createOwnedBusiness(
  tx: Queryable,
  userId: number,
  input: NewBusinessRow,
  forced: ReadonlySet<string>,
): Promise<Business> {
  const id = await insertOwnedBusiness(tx, userId, input);
  if (id === null) throw new AppError(409, NEW_BUSINESS_MSG.rutTaken, 'rut_taken');
  // A new business starts on the free plan with the areas it opens, so its menu shows them.
  await grantPlan(tx, id, STARTING_PLAN, PLAN_FUNCTIONALITIES[planTier(STARTING_PLAN.value)]);
  await completeOnboardingIfFilled(tx, id);
  const row = await findBusiness(tx, id);
  if (!row) throw notFound(BUSINESS_MSG.notFound);
  return toBusiness(row, forced);
}

export async function isRutRegistered(db: Queryable, canonicalRut: string): Promise<boolean> {
  return rutTaken(db, canonicalRut);
}
