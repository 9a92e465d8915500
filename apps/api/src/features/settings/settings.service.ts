import { SETTING_CATALOG, type Setting, settingValueSchema } from '@portal/contracts';
import type { Db } from '@portal/db';
import { badRequest, notFound } from '../../lib/errors';
import {
  type SettingPatch,
  type SettingRow,
  findSetting,
  listSettings,
  upsertSetting,
} from './settings.repository';

export const SETTING_MSG = {
  unknown: 'No existe esa configuración.',
  notSet: 'La empresa aún no tiene esa configuración.',
  updated: 'Configuración actualizada con éxito',
} as const;

const toSetting = (row: SettingRow): Setting => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

function catalogEntry(key: string) {
  const entry = Object.hasOwn(SETTING_CATALOG, key) ? SETTING_CATALOG[key] : undefined;
  if (!entry) throw notFound(SETTING_MSG.unknown);
  return entry;
}

export async function getSettings(db: Db, businessId: number): Promise<Setting[]> {
  return (await listSettings(db, businessId)).map(toSetting);
}

export async function getSetting(db: Db, businessId: number, key: string): Promise<Setting> {
  catalogEntry(key);
  const row = await findSetting(db, businessId, key);
  if (!row) throw notFound(SETTING_MSG.notSet);
  return toSetting(row);
}

export async function saveSetting(db: Db, businessId: number, key: string, patch: SettingPatch) {
  const { name, value } = catalogEntry(key);
  // Each setting's value has its own shape (days, time of day): any other text is refused.
  if (patch.value !== undefined) {
    const parsed = settingValueSchema(value).safeParse(patch.value);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  }
  return toSetting(await upsertSetting(db, businessId, key, name, patch));
}
