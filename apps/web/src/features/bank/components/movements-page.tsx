// /movimientos: the movements of every account (10 a page) with the search_by filters, the conciliation
// progress, the cartola import and, per row, the reconciliation drawer. Behind the plan paywall for
// prospects with a valid contract plan (spec §2.4, §2.5).
import { Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { BmAccount, BmMovement } from '@portal/contracts';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListFilters } from '../../../components/ui/list-filters';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate, displayDateTime } from '../../../lib/format';
import { useAllAccounts, useMovements } from '../api/bank';
import { IMPORT_MSG, MOVEMENTS_MSG } from '../messages';
import {
  DAYS_OPTIONS,
  type MovementFilters,
  hasFilters,
  readFilters,
  searchBy,
  writeFilters,
} from '../utils/movement-filters';
import { accountLabel } from './account-label';
import { ConciliationDrawer } from './conciliation-drawer';
import { ConciliationProgress } from './conciliation-progress';
import { ImportDialog } from './import-dialog';
import { AmountText, MovementStateBadge } from './movement-state-badge';
import { StatementDrop, splitDropped } from './statement-drop';
import { useStatementImport } from './use-statement-import';

export function MovementsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const openId = Number(params.get('movimiento')) || null;
  const [typed, setTyped] = useState(filters.search);
  const [search] = useDebouncedValue(typed, 350);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const accounts = useAllAccounts();
  const [picking, setPicking] = useState(false);
  const importFlow = useStatementImport();

  const write = (f: MovementFilters, movement: number | null = openId) => {
    const p = writeFilters(f);
    if (movement !== null) p.set('movimiento', String(movement));
    setParams(p, { replace: true });
  };
  const update = (next: Partial<MovementFilters>) => write({ ...filters, page: 1, ...next });
  // The debounced search box writes itself into the URL (page back to 1).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value writes
  useEffect(() => {
    if (search.trim() !== filters.search.trim()) update({ search });
  }, [search]);

  const list = useMovements(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.page_size ?? 10)));
  const open = (m: BmMovement) => write(filters, m.id);
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({
    value: String(a.id),
    label: accountLabel(a),
  }));
  const filtered = hasFilters(filters);
  const f = MOVEMENTS_MSG.filters;
  // Filters set besides the search box (what the phone's folded filters hide).
  const moreFilters = Object.keys(searchBy({ ...filters, search: '' })).length;

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={400} radius="md" />;
  else if (list.isError && !data)
    body = (
      <LoadError
        message={MOVEMENTS_MSG.loadError}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder>
        <EmptyState
          title={filtered ? MOVEMENTS_MSG.emptyFiltered : MOVEMENTS_MSG.emptyTitle}
          description={filtered ? undefined : MOVEMENTS_MSG.emptyDescription}
          action={
            filtered ? (
              <Button
                variant="default"
                mt="sm"
                onClick={() => {
                  setTyped('');
                  write({ ...readFilters(new URLSearchParams()) }, null);
                }}
              >
                {MOVEMENTS_MSG.clearFilters}
              </Button>
            ) : (
              <Button
                mt="sm"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                onClick={() => setPicking(true)}
              >
                {MOVEMENTS_MSG.importButton}
              </Button>
            )
          }
        />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="movements-list">
        {data.data.map((m) => (
          <MovementCard key={m.id} m={m} onOpen={() => open(m)} />
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={860}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="movements-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MOVEMENTS_MSG.columns.date}</Table.Th>
                <Table.Th>{MOVEMENTS_MSG.columns.account}</Table.Th>
                <Table.Th>{MOVEMENTS_MSG.columns.description}</Table.Th>
                <Table.Th ta="right">{MOVEMENTS_MSG.columns.amount}</Table.Th>
                <Table.Th>{MOVEMENTS_MSG.columns.state}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((m) => (
                <Table.Tr
                  key={m.id}
                  tabIndex={0}
                  onClick={() => open(m)}
                  onKeyDown={onEnter(() => open(m))}
                  aria-label={MOVEMENTS_MSG.openRow(m.description)}
                  style={{ cursor: 'pointer' }}
                  data-testid="movement-row"
                  data-movement-id={m.id}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(m.post_date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.bm_account.bank_name}</Text>
                    <Text size="xs" c="dimmed">
                      {m.bm_account.number}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={2}>
                      {m.description}
                    </Text>
                    {m.counterparty_name ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {m.counterparty_name}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    <AmountText amount={m.amount} currency={m.bm_account.currency} />
                  </Table.Td>
                  <Table.Td>
                    <MovementStateBadge movement={m} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={MOVEMENTS_MSG.title}
        description={MOVEMENTS_MSG.description}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to="/movimientos/tabla-conciliacion"
              leftSection={<IconListCheck size={16} aria-hidden />}
            >
              {MOVEMENTS_MSG.tableButton}
            </Button>
            <Button
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={() => setPicking(true)}
              data-testid="movements-import"
            >
              {MOVEMENTS_MSG.importButton}
            </Button>
          </>
        }
      />
      <ConciliationProgress />
      <ListFilters
        search={{
          label: f.search,
          placeholder: f.searchPlaceholder,
          value: typed,
          onChange: setTyped,
          maxLength: 100,
          testId: 'movements-search',
        }}
        compact={compact}
        moreLabel={f.more(moreFilters)}
        moreCount={moreFilters}
        id="movements-more-filters"
        testId="movements-filters"
        toggleTestId="movements-filters-toggle"
      >
        <Select
          label={f.account}
          placeholder={f.allAccounts}
          data={accountOptions}
          value={filters.accountId === null ? null : String(filters.accountId)}
          onChange={(v) => update({ accountId: v ? Number(v) : null })}
          clearable
          style={{ flex: '1 1 180px' }}
          data-testid="filter-account"
        />
        <Select
          label={f.direction}
          data={(['all', 'income', 'expense'] as const).map((v) => ({ value: v, label: f.directions[v] }))}
          value={filters.direction}
          onChange={(v) => v && update({ direction: v as MovementFilters['direction'] })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="filter-direction"
        />
        <Select
          label={f.state}
          data={(['all', 'conciliated', 'unconciliated', 'suggested'] as const).map((v) => ({
            value: v,
            label: f.states[v],
          }))}
          value={filters.state}
          onChange={(v) => v && update({ state: v as MovementFilters['state'] })}
          allowDeselect={false}
          style={{ flex: '1 1 150px' }}
          data-testid="filter-state"
        />
        <Select
          label={f.days}
          data={[
            { value: '', label: f.allDates },
            ...DAYS_OPTIONS.map((d) => ({ value: String(d), label: f.lastDays(d) })),
          ]}
          value={filters.days === null ? '' : String(filters.days)}
          onChange={(v) => update({ days: v ? Number(v) : null })}
          allowDeselect={false}
          style={{ flex: '1 1 150px' }}
          data-testid="filter-days"
        />
        <TextInput
          label={f.movementType}
          placeholder={f.movementTypePlaceholder}
          defaultValue={filters.movementType}
          maxLength={40}
          onBlur={(e) => {
            if (e.currentTarget.value.trim() !== filters.movementType)
              update({ movementType: e.currentTarget.value });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ movementType: e.currentTarget.value });
          }}
          style={{ flex: '1 1 150px' }}
          data-testid="filter-movement-type"
        />
      </ListFilters>
      {body}
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {MOVEMENTS_MSG.page(
              (filters.page - 1) * data.meta.page_size + 1,
              Math.min(total, filters.page * data.meta.page_size),
              total,
            )}
            {data.downloaded_at ? ` · ${MOVEMENTS_MSG.lastImport(displayDateTime(data.downloaded_at))}` : ''}
          </Text>
          {pages > 1 ? (
            <ListPagination
              total={pages}
              value={filters.page}
              onChange={(page) => write({ ...filters, page })}
              compact={compact}
            />
          ) : null}
        </Group>
      ) : null}
      <ConciliationDrawer movementId={openId} onClose={() => write(filters, null)} />
      <SheetModal
        opened={picking}
        onClose={() => setPicking(false)}
        title={MOVEMENTS_MSG.pickAccount}
        width={520}
      >
        <AccountPicker
          accounts={(accounts.data?.data ?? []).filter((a) => a.active)}
          loading={accounts.isPending}
          pendingFor={importFlow.pendingFor}
          onFiles={(a, files) => {
            const { ok, refused } = splitDropped(files);
            if (refused.length > 0) importFlow.refused(refused.join(', '));
            if (ok.length > 0) {
              setPicking(false);
              importFlow.start(a, ok);
            }
          }}
          onRefused={importFlow.refused}
        />
      </SheetModal>
      <ImportDialog
        account={importFlow.account}
        view={importFlow.view}
        onClose={importFlow.close}
        onMapping={importFlow.resubmit}
      />
    </Stack>
  );
}

function onEnter(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
}

function MovementCard({ m, onOpen }: { m: BmMovement; onOpen: () => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={onEnter(onOpen)}
      aria-label={MOVEMENTS_MSG.openRow(m.description)}
      style={{ cursor: 'pointer' }}
      data-testid="movement-row"
      data-movement-id={m.id}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text size="sm" fw={500} lineClamp={2} style={{ minWidth: 0 }}>
            {m.description}
          </Text>
          <AmountText amount={m.amount} currency={m.bm_account.currency} />
        </Group>
        {m.counterparty_name ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {m.counterparty_name}
          </Text>
        ) : null}
        {/* The badge is never cut: when the line is short it goes under the date. */}
        <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 4 }}>
          <Text size="xs" c="dimmed" style={{ minWidth: 0, flex: '1 1 150px' }}>
            {displayDate(m.post_date)} · {m.bm_account.bank_name} {m.bm_account.number}
          </Text>
          <MovementStateBadge movement={m} />
        </Group>
      </Stack>
    </Card>
  );
}

function AccountPicker({
  accounts,
  loading,
  pendingFor,
  onFiles,
  onRefused,
}: {
  accounts: BmAccount[];
  loading: boolean;
  pendingFor: number | null;
  onFiles: (a: BmAccount, files: File[]) => void;
  onRefused: (names: string) => void;
}) {
  if (loading) return <Skeleton height={120} />;
  if (accounts.length === 0)
    return (
      <EmptyState
        title={MOVEMENTS_MSG.noAccounts}
        action={
          <Button component={Link} to="/mis-datos/cuentas-bancarias?agregar=1" mt="sm">
            {MOVEMENTS_MSG.goToAccounts}
          </Button>
        }
      />
    );
  return (
    <Stack gap="sm" data-testid="import-account-picker">
      {accounts.map((a) => (
        <Stack key={a.id} gap={4}>
          <Text size="sm" fw={600}>
            {accountLabel(a)} · {a.currency}
          </Text>
          <StatementDrop
            label={IMPORT_MSG.dropLabel(accountLabel(a))}
            loading={pendingFor === a.id}
            onFiles={(files) => onFiles(a, files)}
            onRefused={onRefused}
          />
        </Stack>
      ))}
      <Button component={Link} to="/mis-datos/cuentas-bancarias" variant="subtle">
        {MOVEMENTS_MSG.goToAccounts}
      </Button>
    </Stack>
  );
}
