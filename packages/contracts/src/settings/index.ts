import { z } from 'zod';

export const setting = z.object({
  id: z.number(),
  business_id: z.number(),
  key: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  active: z.boolean(),
  visualized: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Setting = z.infer<typeof setting>;
export const settingsResponse = z.object({ settings: z.array(setting) });
export const settingKeyParams = z.object({ key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'clave inválida') });
export const updateSettingBody = z.object({
  setting: z.object({ active: z.boolean().optional(), value: z.string().max(2000).nullable().optional() }),
});
export const settingResponse = z.object({ error: z.boolean(), message: z.string(), setting });
