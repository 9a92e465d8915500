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
 * What a setting's value is, so the screen offers the right control and the server refuses any
 * other text: none (the switch is all the screen shows), a number of days, or a time of day (HH:MM,
 * Chile time).
 */
export type SettingValueKind =
  | { kind: 'none' }
  | { kind: 'days'; label: string; hint: string; min: number; max: number; default: number }
  | { kind: 'time'; label: string; hint: string; default: string };

export type SettingMeta = { name: string; description: string; value: SettingValueKind };

/**
 * The settings a business may keep, with the name shown to the user. A key outside this catalog
 * does not exist (404), so the table cannot fill with arbitrary keys.
 */
export const SETTING_CATALOG: Readonly<Record<string, SettingMeta>> = {
  popup_rent: {
    name: 'Ventana de Operación Renta',
    description: 'Muestra el aviso de la Operación Renta al entrar al portal.',
    value: { kind: 'none' },
  },
  invoice_reminders: {
    name: 'Recordatorios de cobranza',
    description:
      'Envía recordatorios de pago a los clientes con facturas por vencer o vencidas. Apagada, no se envía ningún recordatorio; cada tipo se ajusta en «Recordatorios de cobranza», más abajo.',
    value: {
      kind: 'days',
      label: 'Días de anticipación',
      hint: 'Cuántos días antes del vencimiento se envía el recordatorio «Antes del vencimiento».',
      min: 0,
      max: 60,
      default: 3,
    },
  },
  daily_summary_email: {
    name: 'Resumen diario por correo',
    description: 'Envía cada mañana un resumen de ventas, compras y cobranzas del día anterior.',
    value: {
      kind: 'time',
      label: 'Hora de envío',
      hint: 'Hora de Chile a la que llega el resumen.',
      default: '08:00',
    },
  },
};
export type SettingKey = keyof typeof SETTING_CATALOG;

/** The schema of a setting's value (null clears it), with the Spanish text the screen shows too. */
export function settingValueSchema(kind: SettingValueKind) {
  switch (kind.kind) {
    case 'none':
      // The portal reads only the switch; a value (e.g. a note from support) is kept as sent.
      return z.string().max(SETTING_VALUE_MAX).nullable();
    case 'days':
      return z
        .string()
        .regex(/^\d{1,3}$/, `Ingresa un número de días entre ${kind.min} y ${kind.max}.`)
        .refine((v) => Number(v) >= kind.min && Number(v) <= kind.max, {
          message: `Ingresa un número de días entre ${kind.min} y ${kind.max}.`,
        })
        .nullable();
    case 'time':
      return z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ingresa una hora válida, por ejemplo 08:00.')
        .nullable();
  }
}
