// The writes on one account, shared by the chart's rows and the account's page: offer it to classify
// purchases, (de)activate it, rename it, delete it after a confirmation. The server's refusals (an
// account with movements, an automatic one) are shown as it words them.
import { ActionIcon, Group, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Account } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { answeredMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAccount, useUpdateAccount } from '../api/accounting';
import { CHART_MSG } from '../messages';
import { accountLabel } from '../utils/chart';
import { RenameForm } from './account-form';

export function useAccountWrites(a: Account, onDeleted?: () => void) {
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const label = accountLabel(a);
  const set = (body: { active?: boolean; classification?: boolean }) =>
    update.mutate(
      { id: a.id, ...body },
      {
        onSuccess: () => notifySuccess(CHART_MSG.updated),
        onError: (err) => notifyError(answeredMessage(err, CHART_MSG.writeError)),
      },
    );
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: CHART_MSG.removeTitle,
      children: <Text size="sm">{CHART_MSG.removeQuestion(label)}</Text>,
      labels: { confirm: CHART_MSG.remove, cancel: CHART_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'chart-delete-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (r) => {
            notifySuccess(r.message || CHART_MSG.removed);
            onDeleted?.();
          },
          onError: (err) => notifyError(answeredMessage(err, CHART_MSG.writeError)),
        }),
    });
  return { label, set, update, remove, confirmRemove };
}

export function ClassificationSwitch({ a, withLabel }: { a: Account; withLabel?: boolean }) {
  const { label, set, update } = useAccountWrites(a);
  return (
    <Switch
      checked={a.classification}
      onChange={(e) => set({ classification: e.currentTarget.checked })}
      disabled={update.isPending}
      label={withLabel ? CHART_MSG.columns.classification : undefined}
      aria-label={CHART_MSG.classificationLabel(label)}
      data-testid="chart-classification"
    />
  );
}

export function ActiveSwitch({ a, withLabel }: { a: Account; withLabel?: boolean }) {
  const { label, set, update } = useAccountWrites(a);
  // The automatic entries need their accounts: the server refuses to deactivate them.
  if (a.role !== null)
    return (
      <Text size="xs" c="dimmed" title={CHART_MSG.automaticHint} data-testid="chart-always-active">
        {withLabel ? `${CHART_MSG.columns.active}: ${CHART_MSG.alwaysActive}` : CHART_MSG.alwaysActive}
      </Text>
    );
  return (
    <Switch
      checked={a.active}
      onChange={(e) => set({ active: e.currentTarget.checked })}
      disabled={update.isPending}
      label={withLabel ? CHART_MSG.columns.active : undefined}
      aria-label={CHART_MSG.activeLabel(label)}
      data-testid="chart-active"
    />
  );
}

export function RenameDeleteButtons({ a, onDeleted }: { a: Account; onDeleted?: () => void }) {
  const { label, update, remove, confirmRemove } = useAccountWrites(a, onDeleted);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={CHART_MSG.rename}>
        <ActionIcon
          variant="subtle"
          aria-label={CHART_MSG.renameLabel(label)}
          onClick={() => {
            setError(null);
            setRenaming(true);
          }}
          data-testid="chart-rename"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={CHART_MSG.remove}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={CHART_MSG.removeLabel(label)}
          onClick={confirmRemove}
          loading={remove.isPending}
          data-testid="chart-delete"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <SheetModal
        opened={renaming}
        onClose={() => setRenaming(false)}
        title={CHART_MSG.renameTitle}
        width={480}
      >
        <RenameForm
          name={a.name}
          saving={update.isPending}
          error={error}
          onCancel={() => setRenaming(false)}
          onSubmit={(name) =>
            update.mutate(
              { id: a.id, name },
              {
                onSuccess: () => {
                  setRenaming(false);
                  notifySuccess(CHART_MSG.renamed);
                },
                onError: (err) => setError(answeredMessage(err, CHART_MSG.writeError)),
              },
            )
          }
        />
      </SheetModal>
    </Group>
  );
}
