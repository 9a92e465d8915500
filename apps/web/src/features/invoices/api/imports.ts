// 'Importar desde SII': RCV CSV exports and DTE XML files, one or more per upload (field `files`).
import type { ImportInvoicesResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SII_INVOICE, invoiceKeys } from './keys';

export function useImportInvoices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('files', f, f.name);
      return api<ImportInvoicesResponse>(`${SII_INVOICE}/imports`, { method: 'POST', body: form });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
