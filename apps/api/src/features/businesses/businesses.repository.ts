import type { Queryable } from '@portal/db';

export type BusinessRow = {
  id: number;
  hash_id: string;
  rut: string;
  name: string;
  fantasy_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  commune: string | null;
  activity: string | null;
  status: string;
  status_rent: boolean;
  status_onboarding: string | null;
  debtor: string | null;
  debtor_date: string | null;
  closed_at: Date | null;
  payed: boolean;
  prospect: boolean;
  plan: { name: string; value: number }[];
  valid_contract_plan: boolean;
  cobranza_online_active: boolean | null;
  factoring_active: boolean | null;
  plan_external_subscription: string | null;
  tax_regime_value: string | null;
  subscription_status_name: string | null;
  learning_tasks: unknown[];
  business_messages_preferences: Record<string, unknown>;
  rent_form_send: boolean;
  rent_show_result: boolean;
  collections_since: string | null;
  functionalities: { reference: string; beta: boolean }[];
};

const COLUMNS = `b.id, b.hash_id, b.rut, b.name, b.fantasy_name, b.email, b.phone, b.address, b.commune,
  b.activity, b.status, b.status_rent, b.status_onboarding, b.debtor, b.debtor_date, b.closed_at, b.payed,
  b.prospect, b.plan, b.valid_contract_plan, b.cobranza_online_active, b.factoring_active, b.plan_external_subscription,
  b.tax_regime_value, b.subscription_status_name, b.learning_tasks, b.business_messages_preferences,
  b.rent_form_send, b.rent_show_result, b.collections_since,
  coalesce((SELECT jsonb_agg(jsonb_build_object('reference', f.reference, 'beta', f.beta) ORDER BY f.reference)
              FROM business_functionalities f WHERE f.business_id = b.id), '[]'::jsonb) AS functionalities`;

export async function findBusiness(db: Queryable, businessId: number): Promise<BusinessRow | null> {
  const { rows } = await db.query<BusinessRow>(`SELECT ${COLUMNS} FROM businesses b WHERE b.id = $1`, [
    businessId,
  ]);
  return rows[0] ?? null;
}

/** The columns a business may change about itself; everything else is set by operators or billing. */
export type BusinessPatch = Partial<
  Record<
    'fantasy_name' | 'email' | 'phone' | 'address' | 'commune' | 'activity' | 'collections_since',
    string | null
  >
>;
const EDITABLE = [
  'fantasy_name',
  'email',
  'phone',
  'address',
  'commune',
  'activity',
  'collections_since',
] as const;

export async function updateBusiness(db: Queryable, businessId: number, patch: BusinessPatch): Promise<void> {
  const columns = EDITABLE.filter((c) => patch[c] !== undefined);
  if (columns.length === 0) return;
  const sets = columns.map((c, i) => `${c} = $${i + 2}`);
  await db.query(`UPDATE businesses SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    businessId,
    ...columns.map((c) => patch[c]),
  ]);
}

export type BusinessSummaryRow = { id: number; rut: string; name: string; fantasy_name: string | null };

/** The businesses a user is linked to, in the order the selector shows them. */
export async function listUserBusinesses(db: Queryable, userId: number): Promise<BusinessSummaryRow[]> {
  const { rows } = await db.query<BusinessSummaryRow>(
    `SELECT b.id, b.rut, b.name, b.fantasy_name
       FROM businesses_users bu JOIN businesses b ON b.id = bu.business_id
      WHERE bu.user_id = $1 ORDER BY coalesce(b.fantasy_name, b.name), b.id`,
    [userId],
  );
  return rows;
}

const SERVICE_COLUMNS = { cobranza_online: 'cobranza_online_active', factoring: 'factoring_active' } as const;

export async function updateServiceActive(
  db: Queryable,
  businessId: number,
  service: keyof typeof SERVICE_COLUMNS,
  active: boolean,
): Promise<void> {
  await db.query(`UPDATE businesses SET ${SERVICE_COLUMNS[service]} = $2, updated_at = now() WHERE id = $1`, [
    businessId,
    active,
  ]);
}

export type NewBusinessRow = {
  rut: string;
  fantasy_name: string;
  activity: string | null;
  commune: string | null;
  phone: string | null;
  referral_code: string | null;
};

/**
 * A business made by its owner (onboarding, "agregar empresa"): it waits in fill_information
 * until its data is complete. Null when the RUT is already registered (the unique key decides,
 * so two sign-ups of one RUT cannot both win).
 */
export async function insertOwnedBusiness(
  db: Queryable,
  userId: number,
  b: NewBusinessRow,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO businesses (rut, name, fantasy_name, activity, commune, phone, referral_code,
                             status_onboarding, payed, prospect)
     VALUES ($1, $2, $2, $3, $4, $5, $6, 'fill_information', false, true)
     ON CONFLICT (rut) WHERE rut NOT LIKE '%UNENROLLED%' DO NOTHING
     RETURNING id`,
    [b.rut, b.fantasy_name, b.activity, b.commune, b.phone, b.referral_code],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.query(`INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    id,
    userId,
  ]);
  return Number(id);
}

/** Puts a business on a plan and opens the plan's areas (its business_functionalities). */
export async function grantPlan(
  db: Queryable,
  businessId: number,
  plan: { name: string; value: number },
  functionalities: readonly string[],
): Promise<void> {
  await db.query('UPDATE businesses SET plan = $2::jsonb, updated_at = now() WHERE id = $1', [
    businessId,
    JSON.stringify([plan]),
  ]);
  await db.query(
    `INSERT INTO business_functionalities (business_id, reference)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [businessId, [...functionalities]],
  );
}

export async function rutTaken(db: Queryable, rut: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM businesses WHERE rut = $1', [rut]);
  return rows.length > 0;
}

/** fill_information becomes completed once the data the product needs is all there. */
export async function completeOnboardingIfFilled(db: Queryable, businessId: number): Promise<void> {
  await db.query(
    `UPDATE businesses SET status_onboarding = 'completed', updated_at = now()
      WHERE id = $1 AND status_onboarding = 'fill_information'
        AND fantasy_name IS NOT NULL AND activity IS NOT NULL AND commune IS NOT NULL AND phone IS NOT NULL`,
    [businessId],
  );
}
