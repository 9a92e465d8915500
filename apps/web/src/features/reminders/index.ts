// An invoice's reminder schedule, a tab of the invoice detail.
export { InvoiceReminderSchedule } from './components/invoice-reminder-schedule';
export { REMINDERS_TAB } from './messages';
