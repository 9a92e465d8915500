// One import at a time: the account and files, what the server answered, and the resubmission with a
// CSV mapping or preset. The dialog shows whichever view is current.
import type { BmAccount, StatementChoice } from '@portal/contracts';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { csvMappingRequired, statementAccountsRequired, useImportStatement } from '../api/bank';
import { IMPORT_MSG } from '../messages';
import type { ImportView } from './import-dialog';

type Extra = { preset?: string; mapping?: string; choices?: StatementChoice[] };

export function useStatementImport() {
  const importer = useImportStatement();
  const [account, setAccount] = useState<BmAccount | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [view, setView] = useState<ImportView | null>(null);
  // What the user already answered (a CSV layout, where statements go), kept for the next answer.
  const [answered, setAnswered] = useState<Extra>({});

  const send = (a: BmAccount, f: File[], extra: Extra = {}) => {
    setView({ kind: 'pending' });
    setAnswered(extra);
    importer.mutate(
      { accountId: a.id, files: f, ...extra },
      {
        onSuccess: (data) => setView({ kind: 'done', imports: data.imports }),
        onError: (error) => {
          const mapping = csvMappingRequired(error);
          const accounts = statementAccountsRequired(error);
          setView(
            mapping
              ? { kind: 'mapping', required: mapping }
              : accounts
                ? { kind: 'accounts', required: accounts }
                : { kind: 'failed', error },
          );
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
      send(a, f, {});
    },
    refused: (names: string) => notifyError(IMPORT_MSG.rejected(names)),
    resubmit: (request: { preset: string } | { mapping: string }) => {
      if (account) send(account, files, { choices: answered.choices, ...request });
    },
    place: (choices: StatementChoice[]) => {
      if (account) send(account, files, { ...answered, choices: [...(answered.choices ?? []), ...choices] });
    },
    close: () => {
      if (importer.isPending) return;
      setAccount(null);
      setFiles([]);
      setView(null);
      setAnswered({});
    },
  };
}
