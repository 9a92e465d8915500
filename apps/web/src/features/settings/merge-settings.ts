// The settings screen lists every setting of the catalog (contracts), with the business's saved
// row when it has one; a setting never saved shows as inactive and is created on first change.
import type { Setting, SettingValueKind } from '@portal/contracts';
import { compareEs } from '@portal/domain';

export type SettingEntry = {
  key: string;
  name: string;
  description: string | null;
  /** Which control edits its value; a setting outside the catalog has none. */
  valueKind: SettingValueKind;
  setting: Setting | null;
};

const NO_VALUE: SettingValueKind = { kind: 'none' };

export function mergeSettings(
  catalog: Readonly<Record<string, { name: string; description: string; value?: SettingValueKind }>>,
  rows: readonly Setting[],
): SettingEntry[] {
  const byKey = new Map(rows.map((s) => [s.key, s]));
  const entries: SettingEntry[] = Object.entries(catalog).map(([key, meta]) => ({
    key,
    name: byKey.get(key)?.name ?? meta.name,
    description: meta.description,
    valueKind: meta.value ?? NO_VALUE,
    setting: byKey.get(key) ?? null,
  }));
  for (const row of rows) {
    if (!Object.hasOwn(catalog, row.key))
      entries.push({ key: row.key, name: row.name, description: null, valueKind: NO_VALUE, setting: row });
  }
  return entries.sort((a, b) => compareEs(a.name, b.name));
}
