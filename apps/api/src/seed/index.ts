// @portal/api/seed: the deterministic data generator, for `npm run seed`, the bench and tests.
export { seedMain } from './cli';
export { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './demo';
export { type Dataset, GENERATED_PASSWORD, type GenBusiness, generateDataset } from './generator';
export { generateInvoices, writeInvoices } from './invoices';
export { companyName, createRandom, personName } from './random';
export { type WrittenIds, writeDataset } from './writer';
export {
  type LabelledStatement,
  type ReconciliationQuality,
  importQuality,
  labelledStatement,
  measureReconciliationQuality,
  openDocumentsOf,
  writeBankHistory,
} from './bank';
export { generateHonorariumTickets, writeHonorariumTickets } from './honorarium';
export { type GenExpense, generateExpenses, writeExpenses } from './expenses';
export { receiptPdf } from './receipt-pdf';
export { generateEmployees, writeEmployees } from './employees';
