// /mis-datos/cuentas-bancarias: the business's accounts (10 a page, sortable), each active or not,
// deleted with a confirmation, and each taking its cartola by drag-and-drop on its row or card or
// through the file picker. 'Agregar cuenta' opens the form.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  BM_ACCOUNT_SORT,
  BM_ACCOUNTS_PAGE_SIZE,
  type BmAccount,
  bmAccountListQuery,
} from '@portal/contracts';
import { IconBuildingBank, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { useCompact } from '../../../components/ui/use-compact';
import { defineListUrl } from '../../../lib/url-state/list-url';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { isApiError } from '../../../lib/api';
import { displayDate, displayDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccounts, useCreateAccount, useDeleteAccount, useToggleAccount } from '../api/bank';
import { ACCOUNTS_MSG, IMPORT_MSG } from '../messages';
import { formatAmount } from '../utils/money';
import { AccountForm } from './account-form';
import { accountLabel, accountTypeLabel } from './account-label';
import { ImportDialog } from './import-dialog';
import { StatementDrop, splitDropped, useRowDrop } from './statement-drop';
import { useStatementImport } from './use-statement-import';
import { useCurrentBusiness } from '../../../lib/current-business';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';

type SortField = (typeof BM_ACCOUNT_SORT)[number];
type Order = 'asc' | 'desc';

/** The contract's page and sort under ?pagina=&orden=&dir= (bookmarked Spanish addresses). */
const ACCOUNTS_URL = defineListUrl(
  {
    page: bmAccountListQuery.shape.page,
    sort_field: bmAccountListQuery.shape.sort_field,
    sort_order: bmAccountListQuery.shape.sort_order,
  },
  { params: { page: 'pagina', sort_field: 'orden', sort_order: 'dir' }, page: 'page' },
);
const PAGE_SIZE = BM_ACCOUNTS_PAGE_SIZE;

export function AccountsPage() {
  const { canWrite } = useCurrentBusiness();
  const url = useListUrlState(ACCOUNTS_URL);
  const { page, sort_field: sort, sort_order: order } = url.value;
  const list = useAccounts({ page, page_size: PAGE_SIZE, sort_field: sort, sort_order: order });
  const compact = useCompact();
  const [adding, setAdding] = useState(url.params.get('agregar') === '1');
  const create = useCreateAccount();
  const importFlow = useStatementImport();

  const update = (patch: { sort_field?: SortField; sort_order?: Order; page?: number }) =>
    url.set(patch, { replace: true });
  // A new column starts ascending (a bank's name A to Z), the same one flips.
  const sortBy = (field: string) =>
    update({
      sort_field: field as SortField,
      sort_order: sort === field && order === 'asc' ? 'desc' : 'asc',
    });

  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const size = data?.meta.page_size ?? PAGE_SIZE;
  const onFiles = (a: BmAccount, files: File[]) => {
    const { ok, refused } = splitDropped(files);
    if (refused.length > 0) importFlow.refused(refused.join(', '));
    importFlow.start(a, ok);
  };
  const drop = useRowDrop(onFiles, importFlow.pendingFor !== null);
  const importProps = { pendingFor: importFlow.pendingFor, onFiles, onRefused: importFlow.refused };

  return (
    <Stack gap="md">
      <PageHeader
        title={ACCOUNTS_MSG.title}
        description={ACCOUNTS_MSG.description}
        actions={
          canWrite ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              data-testid="account-add"
            >
              {ACCOUNTS_MSG.add}
            </Button>
          ) : null
        }
      />
      {canWrite ? null : <ReadOnlyNote what={ACCOUNTS_MSG.readOnlyWhat} testId="accounts-read-only" />}
      {compact && data && data.data.length > 1 ? (
        <Group gap="sm" grow>
          <Select
            label={ACCOUNTS_MSG.sortLabel}
            data={BM_ACCOUNT_SORT.map((s) => ({ value: s, label: ACCOUNTS_MSG.columns[s] }))}
            value={sort}
            onChange={(v) => v && update({ sort_field: v as SortField })}
            allowDeselect={false}
          />
          <Select
            label="Orden"
            data={[
              { value: 'asc', label: ACCOUNTS_MSG.sortOrder.asc },
              { value: 'desc', label: ACCOUNTS_MSG.sortOrder.desc },
            ]}
            value={order}
            onChange={(v) => v && update({ sort_order: v as Order })}
            allowDeselect={false}
          />
        </Group>
      ) : null}
      <ListView
        query={list}
        rows={data?.data}
        rowKey={(a) => a.id}
        compact={compact}
        errorMessage={ACCOUNTS_MSG.loadError}
        loadingHeight={320}
        empty={{
          icon: <IconBuildingBank size={26} aria-hidden />,
          title: ACCOUNTS_MSG.emptyTitle,
          description: ACCOUNTS_MSG.emptyDescription,
          action: canWrite ? (
            <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {ACCOUNTS_MSG.add}
            </Button>
          ) : undefined,
        }}
        testId="accounts-list"
        // Fits the content width of a 1280 px laptop with the menu open: the delete column stays in view.
        minWidth={860}
        columns={accountColumns(importProps)}
        sort={{ field: sort, order, onSort: sortBy }}
        row={(a) => ({
          testId: 'account-row',
          data: { 'data-account-id': a.id },
          props: {
            ...drop.handlers(a),
            style: drop.isOver(a)
              ? { outline: '2px dashed var(--mantine-color-brand-5)', outlineOffset: -2 }
              : undefined,
            title: drop.isOver(a) ? IMPORT_MSG.dropRow : undefined,
          },
        })}
        card={(a) => (
          <AccountCard account={a} {...importProps} dropHandlers={drop.handlers(a)} over={drop.isOver(a)} />
        )}
        footer={{
          summary: ACCOUNTS_MSG.page((page - 1) * size + 1, Math.min(total, page * size), total),
          page,
          pages: pageCount(total, size),
          onPage: (p) => update({ page: p }),
        }}
      />
      <SheetModal opened={adding} onClose={() => setAdding(false)} title={ACCOUNTS_MSG.addTitle} width={560}>
        <AccountForm
          saving={create.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(account) =>
            create.mutate(account, {
              onSuccess: () => {
                setAdding(false);
                notifySuccess(ACCOUNTS_MSG.created);
              },
              onError: (err) =>
                notifyError(isApiError(err, 409) || isApiError(err, 422) ? err : ACCOUNTS_MSG.createError),
            })
          }
        />
      </SheetModal>
      <ImportDialog
        account={importFlow.account}
        view={importFlow.view}
        onClose={importFlow.close}
        onMapping={importFlow.resubmit}
        onPlace={importFlow.place}
      />
    </Stack>
  );
}

type ImportProps = {
  pendingFor: number | null;
  onFiles: (a: BmAccount, files: File[]) => void;
  onRefused: (names: string) => void;
};

function ActiveSwitch({ account: a, label }: { account: BmAccount; label?: string }) {
  const toggle = useToggleAccount();
  return (
    <Switch
      checked={a.active}
      onChange={(e) => {
        const active = e.currentTarget.checked;
        toggle.mutate(
          { id: a.id, active },
          {
            onSuccess: () => notifySuccess(active ? ACCOUNTS_MSG.activated : ACCOUNTS_MSG.deactivated),
            onError: () => notifyError(ACCOUNTS_MSG.toggleError),
          },
        );
      }}
      disabled={toggle.isPending}
      label={label}
      aria-label={ACCOUNTS_MSG.activeLabel(accountLabel(a))}
      data-testid="account-active"
    />
  );
}

/** The delete action: an icon in the table, a labelled button on a card; both ask first. */
function RemoveAccount({ account: a, button }: { account: BmAccount; button?: boolean }) {
  const remove = useDeleteAccount();
  const name = accountLabel(a);
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: ACCOUNTS_MSG.removeTitle,
      children: <Text size="sm">{ACCOUNTS_MSG.removeQuestion(name, a.movements_count)}</Text>,
      labels: { confirm: ACCOUNTS_MSG.remove, cancel: ACCOUNTS_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'account-delete-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (r) => notifySuccess(ACCOUNTS_MSG.removed(r.movements_deleted)),
          onError: () => notifyError(ACCOUNTS_MSG.removeError),
        }),
    });
  if (button)
    return (
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={confirmRemove}
        loading={remove.isPending}
        aria-label={ACCOUNTS_MSG.removeLabel(name)}
        data-testid="account-delete"
      >
        {ACCOUNTS_MSG.remove}
      </Button>
    );
  return (
    <Tooltip label={ACCOUNTS_MSG.remove}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={ACCOUNTS_MSG.removeLabel(name)}
        onClick={confirmRemove}
        loading={remove.isPending}
        data-testid="account-delete"
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function accountColumns({ pendingFor, onFiles, onRefused }: ImportProps): ListColumn<BmAccount>[] {
  const C = ACCOUNTS_MSG.columns;
  return [
    {
      key: 'bank_name',
      header: C.bank_name,
      sort: 'bank_name',
      cell: (a) => (
        <>
          <Text fw={600} size="sm">
            {a.bank_name}
          </Text>
          {a.name ? (
            <Text size="xs" c="dimmed">
              {a.name}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'number',
      header: C.number,
      sort: 'number',
      td: () => ({ style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }),
      cell: (a) => a.number,
    },
    {
      key: 'account_type',
      header: C.account_type,
      sort: 'account_type',
      cell: (a) => accountTypeLabel(a.account_type),
    },
    { key: 'currency', header: C.currency, sort: 'currency', cell: (a) => a.currency },
    {
      key: 'last_movement_date',
      header: C.last_movement_date,
      sort: 'last_movement_date',
      cell: (a) => (
        <>
          <Text size="sm">{displayDate(a.last_movement_date)}</Text>
          {a.downloaded_at ? (
            <Text size="xs" c="dimmed">
              {ACCOUNTS_MSG.lastImport}: {displayDateTime(a.downloaded_at)}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'active', header: C.active, sort: 'active', cell: (a) => <ActiveSwitch account={a} /> },
    { key: 'movements', header: C.movements, cell: (a) => <Figures a={a} /> },
    {
      key: 'import',
      header: C.import,
      td: () => ({ miw: 150 }),
      cell: (a) => (
        <StatementDrop
          compact
          label={IMPORT_MSG.dropLabel(accountLabel(a))}
          loading={pendingFor === a.id}
          disabled={pendingFor !== null && pendingFor !== a.id}
          onFiles={(files) => onFiles(a, files)}
          onRefused={onRefused}
        />
      ),
    },
    {
      key: 'remove',
      header: <VisuallyHidden>{ACCOUNTS_MSG.remove}</VisuallyHidden>,
      cell: (a) => <RemoveAccount account={a} />,
    },
  ];
}

function Figures({ a }: { a: BmAccount }) {
  if (a.movements_count === 0)
    return (
      <Text size="sm" c="dimmed">
        {ACCOUNTS_MSG.noMovements}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/movimientos?cuenta=${a.id}`} size="sm">
        {ACCOUNTS_MSG.movementsCount(a.movements_count)}
      </Anchor>
      {a.unconciliated_count > 0 ? (
        <Text size="xs" c="orange.8">
          {ACCOUNTS_MSG.unconciliatedCount(a.unconciliated_count)}
        </Text>
      ) : null}
      {a.balance !== null ? (
        <Text size="xs" data-testid="account-balance">
          {a.balance_date ? ACCOUNTS_MSG.balanceAt(displayDate(a.balance_date)) : ACCOUNTS_MSG.balance}:{' '}
          <Text span fw={600} size="xs" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatAmount(a.balance, a.currency)}
          </Text>
        </Text>
      ) : null}
    </Stack>
  );
}

function AccountCard({
  account: a,
  pendingFor,
  onFiles,
  onRefused,
  dropHandlers,
  over,
}: ImportProps & {
  account: BmAccount;
  dropHandlers: ReturnType<ReturnType<typeof useRowDrop>['handlers']>;
  over: boolean;
}) {
  const name = accountLabel(a);
  return (
    <Card
      withBorder
      padding="md"
      data-testid="account-row"
      data-account-id={a.id}
      {...dropHandlers}
      style={over ? { outline: '2px dashed var(--mantine-color-brand-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{a.bank_name}</Text>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {a.number} · {a.currency}
            </Text>
            <Text size="xs" c="dimmed">
              {[a.name, accountTypeLabel(a.account_type)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={a.active ? 'teal' : 'gray'}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {a.active ? ACCOUNTS_MSG.active : ACCOUNTS_MSG.inactive}
          </Badge>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Figures a={a} />
          <Text size="xs" c="dimmed" ta="right">
            {ACCOUNTS_MSG.columns.last_movement_date}
            <br />
            {displayDate(a.last_movement_date)}
          </Text>
        </Group>
        <StatementDrop
          label={IMPORT_MSG.dropLabel(name)}
          loading={pendingFor === a.id}
          disabled={pendingFor !== null && pendingFor !== a.id}
          onFiles={(files) => onFiles(a, files)}
          onRefused={onRefused}
        />
        <Group justify="space-between">
          <ActiveSwitch account={a} label={ACCOUNTS_MSG.columns.active} />
          <RemoveAccount account={a} button />
        </Group>
      </Stack>
    </Card>
  );
}
