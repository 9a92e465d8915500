// One import at a time: the account and files, what the server answered, and the resubmission with a
// CSV mapping or preset. The dialog shows whichever view is current.
import type { BmAccount } from '@portal/contracts';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { csvMappingRequired, useImportStatement } from '../api/bank';
import { IMPORT_MSG } from '../messages';
import type { ImportView } from './import-dialog';

export function useStatementImport() {
  const importer = useImportStatement();
  const [account, setAccount] = useState<BmAccount | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [view, setView] = useState<ImportView | null>(null);

  const send = (a: BmAccount, f: File[], extra: { preset?: string; mapping?: string } = {}) => {
    setView({ kind: 'pending' });
    importer.mutate(
      { accountId: a.id, files: f, ...extra },
      {
        onSuccess: (data) => setView({ kind: 'done', imports: data.imports }),
        onError: (error) => {
          const required = csvMappingRequired(error);
          setView(required ? { kind: 'mapping', required } : { kind: 'failed', error });
        },
      },
    );
  };

  return {
    account,
    view,
    pendingFor: importer.isPending ? (account?.id ?? null) : null,
    start: (a: BmAccount, f: File[]) => {
      if (f.length === 0) return;
      setAccount(a);
      setFiles(f);
      send(a, f);
    },
    refused: (names: string) => notifyError(IMPORT_MSG.rejected(names)),
    resubmit: (request: { preset: string } | { mapping: string }) => {
      if (account) send(account, files, request);
    },
    close: () => {
      if (importer.isPending) return;
      setAccount(null);
      setFiles([]);
      setView(null);
    },
  };
}
