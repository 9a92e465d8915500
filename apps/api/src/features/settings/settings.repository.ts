import type { Queryable } from '@portal/db';

export type SettingRow = {
  id: number;
  business_id: number;
  key: string;
  name: string;
  value: string | null;
  active: boolean;
  visualized: boolean;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = 'id, business_id, key, name, value, active, visualized, created_at, updated_at';

export async function listSettings(db: Queryable, businessId: number): Promise<SettingRow[]> {
  const { rows } = await db.query<SettingRow>(
    `SELECT ${COLUMNS} FROM settings WHERE business_id = $1 ORDER BY key`,
    [businessId],
  );
  return rows;
}

export async function findSetting(
  db: Queryable,
  businessId: number,
  key: string,
): Promise<SettingRow | null> {
  const { rows } = await db.query<SettingRow>(
    `SELECT ${COLUMNS} FROM settings WHERE business_id = $1 AND key = $2`,
    [businessId, key],
  );
  return rows[0] ?? null;
}

export type SettingPatch = { active?: boolean; value?: string | null };

/** Creates the setting (active unless told otherwise) or changes only the fields given. */
export async function upsertSetting(
  db: Queryable,
  businessId: number,
  key: string,
  name: string,
  patch: SettingPatch,
): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `INSERT INTO settings AS s (business_id, key, name, value, active)
     VALUES ($1, $2, $3, $4::text, coalesce($5::boolean, true))
     ON CONFLICT (business_id, key) DO UPDATE SET
       name = EXCLUDED.name,
       value = CASE WHEN $6::boolean THEN EXCLUDED.value ELSE s.value END,
       active = coalesce($5::boolean, s.active),
       updated_at = now()
     RETURNING ${COLUMNS}`,
    [businessId, key, name, patch.value ?? null, patch.active ?? null, patch.value !== undefined],
  );
  return rows[0];
}
