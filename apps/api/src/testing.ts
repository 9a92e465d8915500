// @portal/api/testing: the real server as a separate process, over a database a suite prepares
// (the trust suite's durability runs, the bench and the browser suites).
export {
  type PreparedDb,
  type ServerProcess,
  createPgDatabase,
  freePort,
  prepareDb,
  startServer,
  usePg,
} from './trust/support/server-process';
export { type MailCatcher, startMailCatcher } from './test/smtp';
export { type InvoiceSeed, TODAY, insertInvoice } from './test/invoices';
export { linkCreditNotes } from './features/invoice-imports/invoices-upsert.repository';
export { type OidcAccount, type TestOidcProvider, startOidcProvider } from './test/oidc-provider';
// PKCS#12 files for the certificate's browser flow and screenshots.
export { type Pkcs12Options, makePkcs12, withIterationCounts } from './features/certificates/pkcs12-fixtures';
// Hostile uploads (an archive listing 115,000 entries) for the bench's isolation case.
export { manyEntryDocx } from './test/hostile-files';
// A mindicador.cl- or CMF-compatible indicators service, for the indicators' browser flow.
export { type IndicatorsServer, type ServedSeries, startIndicatorsServer } from './test/indicators-server';
