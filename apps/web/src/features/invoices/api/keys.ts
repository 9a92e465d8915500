// Query keys of the invoice area: one root so an import or a bulk update can refresh everything.
import type { OperationType } from '../utils/list-params';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (operationType: OperationType, query: string) =>
    [...invoiceKeys.lists(), operationType, query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  expirationChanges: (id: number) => [...invoiceKeys.all, 'expiration-changes', id] as const,
  comments: (id: number) => [...invoiceKeys.all, 'comments', id] as const,
  document: (id: number) => [...invoiceKeys.all, 'document', id] as const,
  accounts: () => [...invoiceKeys.all, 'invoicing-accounts'] as const,
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  averages: () => [...invoiceKeys.all, 'averages'] as const,
  dashboard: (name: string, params?: string) =>
    [...invoiceKeys.all, 'dashboard', name, params ?? ''] as const,
};

export const SII_INVOICE = '/v1/client/sii_invoice';
export const INVOICES = `${SII_INVOICE}/invoices`;
