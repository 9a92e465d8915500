export * from './endpoint';
export * from './common';
export * from './auth';
export * from './businesses';
export * from './terms';
export * from './config';
export * from './flags';
export * from './settings';
export * from './dev-mailbox';
export * from './invoice-imports';
export * from './invoices';
export * from './jobs';
export * from './clients';
export * from './collections';
export * from './reminders';
export * from './notification-preferences';
export * from './messages';
export * from './cobranza-online';
export * from './factoring';
export * from './bank';
export * from './oidc';
export * from './onboarding';
export * from './associated-users';
export * from './accounting';
export * from './entries';
// Issue #15: honorarium tickets.
export * from './honorarium-tickets';
export * from './certificates';
export * from './credentials';
export * from './documents';
// Issue #15: the F29 proposal.
export * from './f29-proposal';
// Issue #15
export * from './vat-report';
// Issue #15: expenses
export * from './expenses';
