// 'Importar desde SII': RCV CSV exports and DTE XML files, one or more per upload (field `files`).
import { IMPORT_FILES_FIELD, invoiceImportEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation } from '../../../lib/business-query';
import { AFTER_IMPORT } from './areas';

export function useImportInvoices() {
  return useBusinessMutation(
    ep.upload,
    (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append(IMPORT_FILES_FIELD, f, f.name);
      return { body: form };
    },
    { invalidates: AFTER_IMPORT },
  );
}
