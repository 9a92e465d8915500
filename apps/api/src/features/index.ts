import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { createFileStore } from '../lib/file-store';
import { accountingRoutes } from './accounting/accounting.routes';
import { entriesRoutes } from './entries/entries.routes';
import { documentsRoutes } from './documents/documents.routes';
import { associatedUsersRoutes } from './associated-users/associated-users.routes';
import { authRoutes } from './auth/auth.routes';
import { bankRoutes } from './bank/bank.routes';
import { businessesRoutes } from './businesses/businesses.routes';
import { cashFlowRoutes } from './cash-flow/cash-flow.routes';
import { clientsRoutes } from './clients/clients.routes';
import { cobranzaOnlineRoutes } from './cobranza-online/cobranza-online.routes';
import { collectionsRoutes } from './collections/collections.routes';
import { factoringRoutes } from './factoring/factoring.routes';
import { configRoutes } from './config/config.routes';
import { devMailboxRoutes } from './dev-mailbox/dev-mailbox.routes';
import { flagsRoutes } from './flags/flags.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { invoiceCommentsRoutes } from './invoice-comments/invoice-comments.routes';
import { invoiceDocumentsRoutes } from './invoice-documents/invoice-documents.routes';
import { invoiceImportsRoutes } from './invoice-imports/invoice-imports.routes';
import { invoiceSummaryRoutes } from './invoice-summary/invoice-summary.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { settingsRoutes } from './settings/settings.routes';
import { termsRoutes } from './terms/terms.routes';
import { todoRoutes } from './todo/todo.routes';
import { messagesRoutes } from './messages/messages.routes';
import { oidcRoutes } from './oidc/oidc.routes';
import { notificationPreferencesRoutes } from './notification-preferences/notification-preferences.routes';
import { remindersRoutes } from './reminders/reminders.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
// Issue #15: honorarium tickets.
import { honorariumTicketsRoutes } from './honorarium-tickets/honorarium-tickets.routes';
// Issue #15: certificate and credentials.
import { certificatesRoutes } from './certificates/certificates.routes';
import { credentialsRoutes } from './credentials/credentials.routes';
// Issue #15: the F29 proposal.
import { f29ProposalRoutes } from './f29-proposal/f29-proposal.routes';
// Issue #15
import { vatReportRoutes } from './vat-report/vat-report.routes';
// Issue #15: expenses
import { expensesRoutes } from './expenses/expenses.routes';

/** Every feature's routes, under /api. One line per area. */
export async function registerFeatures(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(authRoutes(deps));
  await api.register(oidcRoutes(deps));
  await api.register(businessesRoutes(deps));
  await api.register(flagsRoutes(deps));
  await api.register(settingsRoutes(deps));
  await api.register(termsRoutes(deps));
  await api.register(configRoutes(deps));
  await api.register(devMailboxRoutes(deps));
  await api.register(invoiceImportsRoutes(deps));
  await api.register(invoicesRoutes(deps));
  await api.register(invoiceCommentsRoutes(deps));
  await api.register(invoiceDocumentsRoutes(deps, createFileStore(deps.config)));
  await api.register(invoiceSummaryRoutes(deps));
  await api.register(cashFlowRoutes(deps));
  await api.register(todoRoutes(deps));
  await api.register(jobsRoutes(deps));
  await api.register(clientsRoutes(deps));
  await api.register(collectionsRoutes(deps));
  await api.register(remindersRoutes(deps));
  await api.register(notificationPreferencesRoutes(deps));
  await api.register(messagesRoutes(deps));
  await api.register(cobranzaOnlineRoutes(deps));
  await api.register(factoringRoutes(deps));
  await api.register(bankRoutes(deps));
  await api.register(onboardingRoutes(deps));
  await api.register(associatedUsersRoutes(deps));
  await api.register(accountingRoutes(deps));
  await api.register(entriesRoutes(deps));
  // Issue #15: honorarium tickets.
  await api.register(honorariumTicketsRoutes(deps));
  // Issue #15: certificate and credentials.
  await api.register(certificatesRoutes(deps));
  await api.register(credentialsRoutes(deps));
  await api.register(documentsRoutes(deps, createFileStore(deps.config)));
  // Issue #15: the F29 proposal.
  await api.register(f29ProposalRoutes(deps));
  // Issue #15
  await api.register(vatReportRoutes(deps, createFileStore(deps.config)));
  // Issue #15: expenses
  await api.register(expensesRoutes(deps, createFileStore(deps.config)));
}
