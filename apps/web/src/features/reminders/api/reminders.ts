// Collection reminders of the selected business (keys under ['b', businessId, 'reminders']).
import { type ReminderType, type ReminderUpdate, reminderEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

export function useReminders() {
  return useBusinessQuery(ep.list, {});
}

/** invoice_by_due's days are the setting invoice_reminders' value: both screens refetch. */
export function useUpdateReminder() {
  return useBusinessMutation(
    ep.update,
    ({ type, reminder }: { type: ReminderType; reminder: ReminderUpdate }) => ({
      params: { reminder_type: type },
      body: { reminder },
    }),
    { invalidates: ['reminders', 'settings'] },
  );
}

export function useInvoiceReminderSchedule(invoiceId: number) {
  return useBusinessQuery(ep.schedule, { params: { id: invoiceId } });
}
