export * from './common';
export * from './auth';
export * from './businesses';
export * from './flags';
export * from './settings';
export * from './invoice-imports';
export * from './invoices';
