import { REMINDER_TYPES, SETTING_CATALOG, type ReminderType } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { type ReminderRow, listReminderRows, settingState } from './reminders.repository';
import type { ReminderRule } from './schedule';

// A business's three reminders as they apply: the saved rows, else the defaults; invoice_by_due's
// days from the setting invoice_reminders, whose switch turns every reminder on or off.

/** The setting whose switch turns every reminder on or off, and whose value is invoice_by_due's days. */
export const REMINDERS_SETTING = 'invoice_reminders';
const DEFAULT_BY_DUE_DAYS = (() => {
  const v = SETTING_CATALOG.invoice_reminders.value;
  return v.kind === 'days' ? v.default : 3;
})();

/** What a business has before it saves a reminder (README.md "Defaults"). */
export const REMINDER_DEFAULTS: Record<ReminderType, Omit<ReminderRule, 'reminder_type'>> = {
  invoice_issued: {
    active: false,
    contact_type: 1,
    days: 0,
    send_every: 1,
    send_maximum: 1,
    weekend_lock: true,
    payment_link: null,
  },
  invoice_by_due: {
    active: true,
    contact_type: 1,
    days: DEFAULT_BY_DUE_DAYS,
    send_every: 1,
    send_maximum: 1,
    weekend_lock: true,
    payment_link: null,
  },
  invoice_due: {
    active: true,
    contact_type: 1,
    days: 1,
    send_every: 7,
    send_maximum: 3,
    weekend_lock: true,
    payment_link: null,
  },
};

export type BusinessReminders = { enabled: boolean; rules: (ReminderRule & { id: number | null })[] };

/** The three reminders of the business (saved or default) and whether the setting turns them on. */
export async function businessReminders(q: Queryable, businessId: number): Promise<BusinessReminders> {
  const [rows, setting] = await Promise.all([
    listReminderRows(q, businessId),
    settingState(q, businessId, REMINDERS_SETTING),
  ]);
  const byType = new Map<ReminderType, ReminderRow>(rows.map((r) => [r.reminder_type, r]));
  const settingDays =
    setting?.value != null && /^\d+$/.test(setting.value) ? Number(setting.value) : DEFAULT_BY_DUE_DAYS;
  const rules = REMINDER_TYPES.map((type) => {
    const row = byType.get(type);
    const base = row
      ? {
          active: row.active,
          contact_type: row.contact_type,
          days: row.days ?? 0,
          send_every: row.send_every,
          send_maximum: row.send_maximum,
          weekend_lock: row.weekend_lock,
          payment_link: row.payment_link,
        }
      : REMINDER_DEFAULTS[type];
    return {
      ...base,
      id: row ? Number(row.id) : null,
      reminder_type: type,
      days: type === 'invoice_by_due' ? settingDays : base.days,
    };
  });
  return { enabled: setting?.active === true, rules };
}
