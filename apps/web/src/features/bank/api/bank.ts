// The bank area's calls: accounts, statement import, movements with their reconciliations, the
// suggestions and the conciliation progress. Reconciling pays or un-pays invoices, so every write
// that touches reconciliations refreshes the invoice figures too (features/invoices/api/areas.ts).
import {
  BANK_AREA,
  type BmAccountListQuery,
  type ConciliateBody,
  type CreateBmAccountBody,
  type CsvMappingRequired,
  type MovementSearchBy,
  type StatementAccountsRequired,
  type StatementChoice,
  type UnconciliateBody,
  bankEndpoints as ep,
} from '@portal/contracts';
import { ApiError } from '../../../lib/api';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { INVOICE_FIGURES } from '../../../lib/invoice-areas';

/** A reconciliation written or undone: the movements and the invoices it pays. */
export const AFTER_CONCILIATION = [BANK_AREA, ...INVOICE_FIGURES] as const;

export function useAccounts(query: BmAccountListQuery) {
  return useBusinessQuery(ep.accounts, { query }, { placeholderData: keepBusinessData });
}

/** Every account (for the movements filter and pickers): one page of the API's largest size. */
export function useAllAccounts() {
  return useBusinessQuery(ep.accounts, { query: { page: 1, page_size: 100, sort_field: 'bank_name' } });
}

export function useCreateAccount() {
  return useBusinessMutation(ep.createAccount, (bm_account: CreateBmAccountBody['bm_account']) => ({
    body: { bm_account },
  }));
}

export function useToggleAccount() {
  return useBusinessMutation(ep.updateAccount, ({ id, active }: { id: number; active: boolean }) => ({
    params: { id },
    body: { bm_account: { active } },
  }));
}

export function useDeleteAccount() {
  return useBusinessMutation(ep.deleteAccount, (id: number) => ({ params: { id } }), {
    invalidates: AFTER_CONCILIATION,
  });
}

export type StatementUpload = {
  accountId: number;
  files: File[];
  /** JSON of the csv_mapping field (a CSV the server could not read). */
  mapping?: string;
  preset?: string;
  /** Where each statement the server could not place goes (statement_accounts_required). */
  choices?: StatementChoice[];
};

export function useImportStatement() {
  return useBusinessMutation(
    ep.importStatement,
    ({ accountId, files, mapping, preset, choices }: StatementUpload) => {
      const form = new FormData();
      for (const f of files) form.append('files', f, f.name);
      if (mapping) form.append('csv_mapping', mapping);
      if (choices && choices.length > 0) form.append('statement_accounts', JSON.stringify(choices));
      // The preset is a key the server listed in its 422 (csv_mapping_required.presets).
      const query = new URLSearchParams(preset ? { csv_preset: preset } : {});
      return { params: { id: accountId }, body: form, query };
    },
    // The automatic matching may reconcile (and pay) invoices during the import.
    { invalidates: AFTER_CONCILIATION },
  );
}

/** The 422 of a CSV whose columns the server cannot tell, with its headers, sample and presets. */
export function csvMappingRequired(error: unknown): CsvMappingRequired | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<CsvMappingRequired> | null;
  return body?.code === 'csv_mapping_required' && Array.isArray(body.headers)
    ? {
        error: body.error ?? error.message,
        code: 'csv_mapping_required',
        headers: body.headers,
        sample: Array.isArray(body.sample) ? body.sample : [],
        presets: Array.isArray(body.presets) ? body.presets : [],
        ...(body.proposal ? { proposal: body.proposal } : {}),
        ...(Array.isArray(body.doubts) ? { doubts: body.doubts } : {}),
      }
    : null;
}

/** The 422 of a file whose statements the server cannot place by itself, with the choices. */
export function statementAccountsRequired(error: unknown): StatementAccountsRequired | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<StatementAccountsRequired> | null;
  return body?.code === 'statement_accounts_required' && Array.isArray(body.statements)
    ? {
        error: body.error ?? error.message,
        code: 'statement_accounts_required',
        file_name: body.file_name ?? '',
        statements: body.statements,
        accounts: Array.isArray(body.accounts) ? body.accounts : [],
      }
    : null;
}

export function useMovements(page: number, search_by: MovementSearchBy, enabled = true) {
  return useBusinessQuery(
    ep.movements,
    { query: { page, page_size: 10, search_by } },
    { placeholderData: keepBusinessData, enabled },
  );
}

export function useMovement(id: number | null) {
  return useBusinessQuery(ep.movement, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false });
}

export function useSuggestions(id: number | null, enabled = true) {
  return useBusinessQuery(
    ep.suggestions,
    { params: { id: id ?? 0 } },
    { enabled: id !== null && enabled, retry: false },
  );
}

export function useConciliationProgress() {
  return useBusinessQuery(ep.conciliationProgress, {});
}

export type ConciliateVars = { movementId: number } & ConciliateBody;

export function useConciliate() {
  return useBusinessMutation(
    ep.conciliate,
    ({ movementId, ...body }: ConciliateVars) => ({ params: { id: movementId }, body }),
    { invalidates: AFTER_CONCILIATION },
  );
}

export function useUnconciliate() {
  return useBusinessMutation(
    ep.unconciliate,
    ({ movementId, ...body }: { movementId: number } & UnconciliateBody) => ({
      params: { id: movementId },
      body,
    }),
    { invalidates: AFTER_CONCILIATION },
  );
}

/** Marks a movement reconciled without documents (own transfers, fees), or back. */
export function useMarkMovement() {
  return useBusinessMutation(
    ep.updateMovement,
    ({ movementId, conciliated }: { movementId: number; conciliated: boolean }) => ({
      params: { id: movementId },
      body: conciliated ? { conciliated: true } : { unconciliated: true },
    }),
    { invalidates: AFTER_CONCILIATION },
  );
}
