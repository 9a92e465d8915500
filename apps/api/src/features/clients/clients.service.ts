// The clients area's door for other areas (collections, reminders): who a client is and how to
// reach them.
export { type ContactAddressee, findCounterpartContacts } from './contacts.repository';
