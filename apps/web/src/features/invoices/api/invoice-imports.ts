// 'Importar desde SII': RCV CSV exports and DTE XML files, one or more per upload (field `files`).
import {
  IMPORT_FILES_FIELD,
  type ImportMode,
  type ImportRowsRejected,
  invoiceImportEndpoints as ep,
} from '@portal/contracts';
import { ApiError } from '../../../lib/api';
import { useBusinessMutation } from '../../../lib/business-query';
import { AFTER_IMPORT } from '../../../lib/invoice-areas';

export type ImportRequest = { files: File[]; mode: ImportMode };

export function useImportInvoices() {
  return useBusinessMutation(
    ep.upload,
    ({ files, mode }: ImportRequest) => {
      const form = new FormData();
      for (const f of files) form.append(IMPORT_FILES_FIELD, f, f.name);
      return { body: form, query: { mode } };
    },
    { invalidates: AFTER_IMPORT },
  );
}

/** The rows an upload refused (422 `import_rows_rejected`), for the user to choose; else null. */
export function rowsRejected(error: unknown): ImportRowsRejected | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<ImportRowsRejected> | null;
  return body?.code === 'import_rows_rejected' && Array.isArray(body.problems)
    ? (body as ImportRowsRejected)
    : null;
}
