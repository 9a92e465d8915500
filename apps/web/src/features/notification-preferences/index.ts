// The reminders' channel settings, saved from an invoice's reminder schedule.
export { useSaveClientConfig } from './api/preferences';
