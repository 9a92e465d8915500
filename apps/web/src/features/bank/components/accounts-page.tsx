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
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { BM_ACCOUNT_SORT, type BmAccount } from '@portal/contracts';
import { IconBuildingBank, IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { EmptyState, LoadError } from '../../../components/ui/states';
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

function readState(p: URLSearchParams) {
  const sort = p.get('orden') as SortField | null;
  const page = Number(p.get('pagina'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: sort && (BM_ACCOUNT_SORT as readonly string[]).includes(sort) ? sort : ('created_at' as SortField),
    order: (p.get('dir') === 'desc' ? 'desc' : 'asc') as Order,
  };
}

export function AccountsPage() {
  const { canWrite } = useCurrentBusiness();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const list = useAccounts({
    page: state.page,
    page_size: 10,
    sort_field: state.sort,
    sort_order: state.order,
  });
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [adding, setAdding] = useState(params.get('agregar') === '1');
  const create = useCreateAccount();
  const importFlow = useStatementImport();

  const update = (next: Partial<typeof state>) => {
    const s = { ...state, ...next };
    const p = new URLSearchParams();
    if (s.page > 1) p.set('pagina', String(s.page));
    if (s.sort !== 'created_at') p.set('orden', s.sort);
    if (s.order !== 'asc') p.set('dir', s.order);
    setParams(p, { replace: true });
  };
  const sortBy = (field: SortField) =>
    update({ sort: field, order: state.sort === field && state.order === 'asc' ? 'desc' : 'asc', page: 1 });

  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.page_size ?? 10)));
  const onFiles = (a: BmAccount, files: File[]) => {
    const { ok, refused } = splitDropped(files);
    if (refused.length > 0) importFlow.refused(refused.join(', '));
    importFlow.start(a, ok);
  };
  const rowProps = { pendingFor: importFlow.pendingFor, onFiles, onRefused: importFlow.refused };

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={320} radius="md" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={ACCOUNTS_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder>
        <EmptyState
          icon={<IconBuildingBank size={26} aria-hidden />}
          title={ACCOUNTS_MSG.emptyTitle}
          description={ACCOUNTS_MSG.emptyDescription}
          action={
            canWrite ? (
              <Button
                mt="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {ACCOUNTS_MSG.add}
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="accounts-list">
        {data.data.map((a) => (
          <AccountCard key={a.id} account={a} {...rowProps} />
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        {/* Fits the content width of a 1280 px laptop with the menu open: the delete column stays in view. */}
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" data-testid="accounts-list">
            <Table.Thead>
              <Table.Tr>
                {(
                  ['bank_name', 'number', 'account_type', 'currency', 'last_movement_date', 'active'] as const
                ).map((f) => (
                  <SortHeader key={f} field={f} sort={state.sort} order={state.order} onSort={sortBy} />
                ))}
                <Table.Th>{ACCOUNTS_MSG.columns.movements}</Table.Th>
                <Table.Th>{ACCOUNTS_MSG.columns.import}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{ACCOUNTS_MSG.remove}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((a) => (
                <AccountRow key={a.id} account={a} {...rowProps} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

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
            value={state.sort}
            onChange={(v) => v && update({ sort: v as SortField, page: 1 })}
            allowDeselect={false}
          />
          <Select
            label="Orden"
            data={[
              { value: 'asc', label: ACCOUNTS_MSG.sortOrder.asc },
              { value: 'desc', label: ACCOUNTS_MSG.sortOrder.desc },
            ]}
            value={state.order}
            onChange={(v) => v && update({ order: v as Order, page: 1 })}
            allowDeselect={false}
          />
        </Group>
      ) : null}
      {body}
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {ACCOUNTS_MSG.page(
              (state.page - 1) * data.meta.page_size + 1,
              Math.min(total, state.page * data.meta.page_size),
              total,
            )}
          </Text>
          {pages > 1 ? (
            <ListPagination
              total={pages}
              value={state.page}
              onChange={(page) => update({ page })}
              compact={compact}
            />
          ) : null}
        </Group>
      ) : null}
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

function SortHeader({
  field,
  sort,
  order,
  onSort,
}: {
  field: SortField;
  sort: SortField;
  order: Order;
  onSort: (f: SortField) => void;
}) {
  const active = sort === field;
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm" data-testid={`sort-${field}`}>
        <Group gap={4} wrap="nowrap">
          {ACCOUNTS_MSG.columns[field]}
          {active ? (
            order === 'asc' ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          ) : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type RowProps = {
  account: BmAccount;
  pendingFor: number | null;
  onFiles: (a: BmAccount, files: File[]) => void;
  onRefused: (names: string) => void;
};

function useAccountActions(a: BmAccount) {
  const toggle = useToggleAccount();
  const remove = useDeleteAccount();
  const name = accountLabel(a);
  const setActive = (active: boolean) =>
    toggle.mutate(
      { id: a.id, active },
      {
        onSuccess: () => notifySuccess(active ? ACCOUNTS_MSG.activated : ACCOUNTS_MSG.deactivated),
        onError: () => notifyError(ACCOUNTS_MSG.toggleError),
      },
    );
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
  return { name, setActive, toggling: toggle.isPending, confirmRemove, removing: remove.isPending };
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

function AccountRow({ account: a, pendingFor, onFiles, onRefused }: RowProps) {
  const { name, setActive, toggling, confirmRemove, removing } = useAccountActions(a);
  const drop = useRowDrop((files) => onFiles(a, files), pendingFor !== null);
  return (
    <Table.Tr
      data-testid="account-row"
      data-account-id={a.id}
      {...drop.handlers}
      style={
        drop.over ? { outline: '2px dashed var(--mantine-color-brand-5)', outlineOffset: -2 } : undefined
      }
      title={drop.over ? IMPORT_MSG.dropRow : undefined}
    >
      <Table.Td>
        <Text fw={600} size="sm">
          {a.bank_name}
        </Text>
        {a.name ? (
          <Text size="xs" c="dimmed">
            {a.name}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{a.number}</Table.Td>
      <Table.Td>{accountTypeLabel(a.account_type)}</Table.Td>
      <Table.Td>{a.currency}</Table.Td>
      <Table.Td>
        <Text size="sm">{displayDate(a.last_movement_date)}</Text>
        {a.downloaded_at ? (
          <Text size="xs" c="dimmed">
            {ACCOUNTS_MSG.lastImport}: {displayDateTime(a.downloaded_at)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={a.active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          disabled={toggling}
          aria-label={ACCOUNTS_MSG.activeLabel(name)}
          data-testid="account-active"
        />
      </Table.Td>
      <Table.Td>
        <Figures a={a} />
      </Table.Td>
      <Table.Td miw={150}>
        <StatementDrop
          compact
          label={IMPORT_MSG.dropLabel(name)}
          loading={pendingFor === a.id}
          disabled={pendingFor !== null && pendingFor !== a.id}
          onFiles={(files) => onFiles(a, files)}
          onRefused={onRefused}
        />
      </Table.Td>
      <Table.Td>
        <Tooltip label={ACCOUNTS_MSG.remove}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={ACCOUNTS_MSG.removeLabel(name)}
            onClick={confirmRemove}
            loading={removing}
            data-testid="account-delete"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

function AccountCard({ account: a, pendingFor, onFiles, onRefused }: RowProps) {
  const { name, setActive, toggling, confirmRemove, removing } = useAccountActions(a);
  const drop = useRowDrop((files) => onFiles(a, files), pendingFor !== null);
  return (
    <Card
      withBorder
      padding="md"
      data-testid="account-row"
      data-account-id={a.id}
      {...drop.handlers}
      style={drop.over ? { outline: '2px dashed var(--mantine-color-brand-5)' } : undefined}
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
          <Switch
            checked={a.active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            disabled={toggling}
            label={ACCOUNTS_MSG.columns.active}
            aria-label={ACCOUNTS_MSG.activeLabel(name)}
            data-testid="account-active"
          />
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmRemove}
            loading={removing}
            aria-label={ACCOUNTS_MSG.removeLabel(name)}
            data-testid="account-delete"
          >
            {ACCOUNTS_MSG.remove}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
