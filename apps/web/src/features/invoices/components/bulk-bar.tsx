// Bulk actions over the selection: paid / unpaid for both lists, 'Clasificar' on purchases.
import { Alert, Anchor, Button, Group, Paper, Popover, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconTags, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type BulkChange, type BulkTarget, useBulkUpdate, useInvoicingAccounts } from '../api/updates';
import type { ListFilters, OperationType } from '../utils/list-params';
import { BULK_MSG, UPDATE_ERROR, selectedInvoices } from '../utils/messages';
import type { Selection } from './selection';

type Props = {
  operationType: OperationType;
  selection: Selection;
  filters: ListFilters;
  pageCount: number;
  total: number;
  compact: boolean;
};

export function SelectAllBanner({
  selection,
  pageCount,
  total,
}: Pick<Props, 'selection' | 'pageCount' | 'total'>) {
  const pageAllSelected = selection.ids.size >= pageCount && pageCount > 0;
  if (selection.allMatching) {
    return (
      <Alert color="brand" variant="light" py="xs">
        <Text size="sm">
          {BULK_MSG.allSelected(total)}{' '}
          <Anchor component="button" size="sm" onClick={selection.clear}>
            {BULK_MSG.undo}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (!pageAllSelected || total <= selection.ids.size) return null;
  return (
    <Alert color="brand" variant="light" py="xs">
      <Text size="sm">
        {BULK_MSG.pageSelected(selection.ids.size)}{' '}
        <Anchor
          component="button"
          size="sm"
          fw={600}
          data-testid="bulk-select-all"
          onClick={selection.selectAllMatching}
        >
          {BULK_MSG.selectAll(total)}
        </Anchor>
      </Text>
    </Alert>
  );
}

export function BulkBar({ operationType, selection, filters, total, compact }: Props) {
  const bulk = useBulkUpdate(operationType);
  const count = selection.allMatching ? total : selection.ids.size;
  if (count === 0) return null;

  const target: BulkTarget = selection.allMatching
    ? { kind: 'all', filters }
    : { kind: 'ids', ids: [...selection.ids] };

  const run = (change: BulkChange, success: string) => {
    const go = () =>
      bulk.mutate(
        { target, change },
        {
          onSuccess: () => {
            notifySuccess(success);
            selection.clear();
          },
          onError: () => notifyError(UPDATE_ERROR),
        },
      );
    // Touching every record that matches the filters deserves a second look.
    if (selection.allMatching) {
      modals.openConfirmModal({
        title: BULK_MSG.confirmTitle,
        children: <Text size="sm">{BULK_MSG.confirmText(total)}</Text>,
        labels: { confirm: BULK_MSG.confirm, cancel: BULK_MSG.cancel },
        onConfirm: go,
      });
    } else go();
  };

  return (
    <Paper
      data-testid="bulk-bar"
      withBorder
      p="sm"
      radius="md"
      bg="brand.0"
      style={{ position: 'sticky', bottom: 12, zIndex: 5 }}
      role="region"
      aria-label={BULK_MSG.region}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
          <Text size="sm" fw={600}>
            {selectedInvoices(count)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              data-testid="bulk-mark-paid"
              leftSection={<IconCheck size={14} />}
              loading={bulk.isPending}
              onClick={() => run({ payed: true }, BULK_MSG.markedPaid)}
            >
              {BULK_MSG.markPaid}
            </Button>
            <Button
              size="xs"
              variant="default"
              data-testid="bulk-mark-unpaid"
              disabled={bulk.isPending}
              onClick={() => run({ payed: false }, BULK_MSG.markedUnpaid)}
            >
              {BULK_MSG.markUnpaid}
            </Button>
            {operationType === 'COMPRA' && (
              <ClassifyButton
                disabled={bulk.isPending}
                onClassify={(accountId) => run({ invoicing_account_id: accountId }, BULK_MSG.classified)}
              />
            )}
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={selection.clear}
            >
              {BULK_MSG.clear}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function ClassifyButton({
  onClassify,
  disabled,
}: {
  onClassify: (accountId: number) => void;
  disabled: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [account, setAccount] = useState<string | null>(null);
  const accounts = useInvoicingAccounts(opened);
  const data = (accounts.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.account_number} · ${a.name}`,
  }));
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      width={300}
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          data-testid="bulk-classify"
          leftSection={<IconTags size={14} />}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          {BULK_MSG.classify}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Select
            label={BULK_MSG.account}
            placeholder={accounts.isPending ? BULK_MSG.accountsLoading : BULK_MSG.accountPick}
            data-testid="classify-account"
            data={data}
            value={account}
            onChange={setAccount}
            searchable
            nothingFoundMessage={BULK_MSG.accountNone}
            comboboxProps={{ withinPortal: false }}
            size="sm"
            error={accounts.isError ? BULK_MSG.accountsError : undefined}
          />
          <Button
            size="sm"
            data-testid="classify-save"
            disabled={!account}
            onClick={() => {
              if (!account) return;
              setOpened(false);
              onClassify(Number(account));
            }}
          >
            {BULK_MSG.classify}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
