// What an import answered: per file "Nuevos: N · Sin cambios: M", the automatic reconciliations and
// the warnings; or, for a CSV the server could not read (422 csv_mapping_required), the mapping step
// (a bank preset or the columns) that sends the same files again.
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import type {
  BmAccount,
  CsvMappingRequired,
  StatementAccountsRequired,
  StatementChoice,
  StatementImportResult,
} from '@portal/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { errorMessage } from '../../../lib/api';
import { IMPORT_MSG } from '../messages';
import { accountLabel } from './account-label';
import { CsvMappingForm } from './csv-mapping-form';
import { StatementAccountsForm } from './statement-accounts-form';
import { displayDate } from '../../../lib/format';
import { formatAmount } from '../utils/money';

export type ImportView =
  | { kind: 'pending' }
  | { kind: 'done'; imports: StatementImportResult[] }
  | { kind: 'mapping'; required: CsvMappingRequired }
  | { kind: 'accounts'; required: StatementAccountsRequired }
  | { kind: 'failed'; error: unknown };

export function ImportDialog({
  account,
  view,
  onClose,
  onMapping,
  onPlace,
}: {
  account: BmAccount | null;
  view: ImportView | null;
  onClose: () => void;
  onMapping: (request: { preset: string } | { mapping: string }) => void;
  onPlace: (choices: StatementChoice[]) => void;
}) {
  const opened = account !== null && view !== null;
  return (
    <SheetModal
      opened={opened}
      onClose={onClose}
      title={account ? `${IMPORT_MSG.dropShort}: ${accountLabel(account)}` : IMPORT_MSG.dropShort}
      width={view?.kind === 'mapping' ? 760 : view?.kind === 'accounts' ? 600 : 520}
    >
      {view?.kind === 'pending' ? (
        <Group gap="sm" py="lg" justify="center" role="status">
          <Loader size="sm" />
          <Text>{IMPORT_MSG.importing}</Text>
        </Group>
      ) : view?.kind === 'done' && account ? (
        <ImportResults imports={view.imports} accountId={account.id} onClose={onClose} />
      ) : view?.kind === 'mapping' ? (
        <CsvMappingForm required={view.required} onSubmit={onMapping} onCancel={onClose} />
      ) : view?.kind === 'accounts' ? (
        <StatementAccountsForm required={view.required} onSubmit={onPlace} onCancel={onClose} />
      ) : view?.kind === 'failed' ? (
        <Stack gap="md">
          <Alert
            color="red"
            title={IMPORT_MSG.failed}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="statement-import-error"
          >
            {errorMessage(view.error)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {IMPORT_MSG.close}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </SheetModal>
  );
}

function ImportResults({
  imports,
  accountId,
  onClose,
}: {
  imports: StatementImportResult[];
  accountId: number;
  onClose: () => void;
}) {
  return (
    <Stack gap="md" data-testid="statement-import-result">
      {imports.map((r) => (
        <Stack key={`${r.file_name} ${r.bm_account_id}`} gap={6}>
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {IMPORT_MSG.resultTitle(r.file_name)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {IMPORT_MSG.resultAccount(r.account_number, r.created_account, r.statements)}
          </Text>
          <Text data-testid="statement-import-counts">{IMPORT_MSG.counts(r.new, r.unchanged)}</Text>
          {r.balance !== null ? (
            <Text size="sm" data-testid="statement-import-balance">
              {IMPORT_MSG.resultBalance(
                formatAmount(r.balance, r.currency),
                r.balance_date ? displayDate(r.balance_date) : null,
              )}
            </Text>
          ) : null}
          <Text size="sm">{IMPORT_MSG.automatic(r.auto_conciliated)}</Text>
          {r.suggested > 0 ? <Text size="sm">{IMPORT_MSG.suggested(r.suggested)}</Text> : null}
          {r.warnings.length > 0 ? (
            <Alert
              color="orange"
              title={IMPORT_MSG.warnings}
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              <List size="sm" spacing={2}>
                {r.warnings.map((w) => (
                  <List.Item key={w}>{w}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {IMPORT_MSG.close}
        </Button>
        <Button component={Link} to={`/movimientos?cuenta=${accountId}`} onClick={onClose}>
          {IMPORT_MSG.review}
        </Button>
      </Group>
    </Stack>
  );
}
