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
export const settingShowResponse = z.object({ setting });
export const settingsResponse = z.object({ settings: z.array(setting) });
export const settingKeyParams = z.object({ key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'clave inválida') });
/** Longest value of a setting (the settings screen's input limit too). */
export const SETTING_VALUE_MAX = 2000;
export const updateSettingBody = z.object({
  setting: z.object({
    active: z.boolean().optional(),
    value: z.string().max(SETTING_VALUE_MAX).nullable().optional(),
  }),
});
export type SettingUpdate = z.input<typeof updateSettingBody>['setting'];
export const settingResponse = z.object({ error: z.boolean(), message: z.string(), setting });

/**
 * The settings a business may keep, with the name shown to the user. A key outside this catalog
 * does not exist (404), so the table cannot fill with arbitrary keys.
 */
export const SETTING_CATALOG: Readonly<Record<string, { name: string; description: string }>> = {
  popup_rent: {
    name: 'Ventana de Operación Renta',
    description: 'Muestra el aviso de la Operación Renta al entrar al portal.',
  },
  invoice_reminders: {
    name: 'Recordatorios de cobranza',
    description: 'Envía recordatorios de pago a los clientes con facturas por vencer o vencidas.',
  },
  daily_summary_email: {
    name: 'Resumen diario por correo',
    description: 'Envía cada mañana un resumen de ventas, compras y cobranzas del día anterior.',
  },
};
export type SettingKey = keyof typeof SETTING_CATALOG;
