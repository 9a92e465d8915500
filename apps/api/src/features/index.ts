import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { createFileStore } from '../lib/file-store';
import { authRoutes } from './auth/auth.routes';
import { businessesRoutes } from './businesses/businesses.routes';
import { cashFlowRoutes } from './cash-flow/cash-flow.routes';
import { clientsRoutes } from './clients/clients.routes';
import { collectionsRoutes } from './collections/collections.routes';
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
import { notificationPreferencesRoutes } from './notification-preferences/notification-preferences.routes';
import { remindersRoutes } from './reminders/reminders.routes';

/** Every feature's routes, under /api. One line per area. */
export async function registerFeatures(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(authRoutes(deps));
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
}
