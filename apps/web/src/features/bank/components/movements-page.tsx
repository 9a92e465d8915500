// /movimientos: the movements of every account (10 a page) with the search_by filters, the conciliation
// progress, the cartola import and, per row, the reconciliation drawer. Behind the plan paywall for
// prospects with a valid contract plan (spec §2.4, §2.5).
import { Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BmAccount, BmMovement } from '@portal/contracts';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListFilters } from '../../../components/ui/list-filters';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView, openOnKey } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { EmptyState } from '../../../components/ui/states';
import { changedFilters } from '../../../lib/url-state/list-url';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { displayDate, displayDateTime } from '../../../lib/format';
import { useAllAccounts, useMovements } from '../api/bank';
import { IMPORT_MSG, MOVEMENTS_MSG } from '../messages';
import { DAYS_OPTIONS, MOVEMENTS_URL, type MovementsUrl, searchBy } from '../utils/movement-url';
import { formatAmount } from '../utils/money';
import { accountLabel } from './account-label';
import { ConciliationDrawer } from './conciliation-drawer';
import { ConciliationProgress } from './conciliation-progress';
import { ImportDialog } from './import-dialog';
import { AmountText, MovementStateBadge } from './movement-state-badge';
import { StatementDrop, splitDropped } from './statement-drop';
import { useStatementImport } from './use-statement-import';
import { useCurrentBusiness } from '../../../lib/current-business';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';

const MOVEMENT_COLUMNS: ListColumn<BmMovement>[] = [
  {
    key: 'date',
    header: MOVEMENTS_MSG.columns.date,
    cell: (m) => displayDate(m.post_date),
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
  },
  {
    key: 'account',
    header: MOVEMENTS_MSG.columns.account,
    cell: (m) => (
      <>
        <Text size="sm">{m.bm_account.bank_name}</Text>
        <Text size="xs" c="dimmed">
          {m.bm_account.number}
        </Text>
      </>
    ),
  },
  {
    key: 'description',
    header: MOVEMENTS_MSG.columns.description,
    td: () => ({ maw: 360 }),
    cell: (m) => (
      <>
        <Text size="sm" lineClamp={2}>
          {m.description}
        </Text>
        {m.counterparty_name ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {m.counterparty_name}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'amount',
    header: MOVEMENTS_MSG.columns.amount,
    align: 'right',
    cell: (m) => <AmountText amount={m.amount} currency={m.bm_account.currency} />,
  },
  {
    // The balance after the movement, where the bank's file gives it (CSV cartolas, camt.053 with
    // per-entry balances); OFX and most camt files state only the statement's closing balance.
    key: 'balance',
    header: MOVEMENTS_MSG.columns.balance,
    align: 'right',
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
    cell: (m) =>
      m.balance === null ? (
        <Text span size="sm" c="dimmed" title={MOVEMENTS_MSG.noBalance}>
          —
        </Text>
      ) : (
        <Text span size="sm" data-testid="movement-balance">
          {formatAmount(m.balance, m.bm_account.currency)}
        </Text>
      ),
  },
  { key: 'state', header: MOVEMENTS_MSG.columns.state, cell: (m) => <MovementStateBadge movement={m} /> },
];

export function MovementsPage() {
  const { canWrite } = useCurrentBusiness();
  const url = useListUrlState(MOVEMENTS_URL);
  const filters = url.value;
  const [, setParams] = useSearchParams();
  const openId = Number(url.params.get('movimiento')) || null;
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const accounts = useAllAccounts();
  const [picking, setPicking] = useState(false);
  const importFlow = useStatementImport();

  // The open drawer is the screen's own parameter, beside the list's.
  const openMovement = (movement: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (movement === null) next.delete('movimiento');
        else next.set('movimiento', String(movement));
        return next;
      },
      { replace: true },
    );
  const update = (next: Partial<MovementsUrl>) => url.set(next);

  const list = useMovements(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = pageCount(total, data?.meta.page_size ?? 10);
  const open = (m: BmMovement) => openMovement(m.id);
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({
    value: String(a.id),
    label: accountLabel(a),
  }));
  const changed = changedFilters(MOVEMENTS_URL, filters);
  const filtered = changed.length > 0;
  const f = MOVEMENTS_MSG.filters;
  // Filters set besides the search box (what the phone's folded filters hide).
  const moreFilters = changed.filter((k) => k !== 'search').length;

  const body = (
    <ListView
      query={list}
      rows={data?.data}
      rowKey={(m) => m.id}
      compact={compact}
      loadingHeight={400}
      errorMessage={MOVEMENTS_MSG.loadError}
      empty={{
        title: filtered ? MOVEMENTS_MSG.emptyFiltered : MOVEMENTS_MSG.emptyTitle,
        description: filtered ? undefined : MOVEMENTS_MSG.emptyDescription,
        action: filtered ? (
          <Button variant="default" mt="sm" onClick={() => url.reset()}>
            {MOVEMENTS_MSG.clearFilters}
          </Button>
        ) : canWrite ? (
          <Button
            mt="sm"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={() => setPicking(true)}
          >
            {MOVEMENTS_MSG.importButton}
          </Button>
        ) : undefined,
      }}
      testId="movements-list"
      minWidth={860}
      columns={MOVEMENT_COLUMNS}
      row={(m) => ({
        onOpen: () => open(m),
        label: MOVEMENTS_MSG.openRow(m.description),
        testId: 'movement-row',
        data: { 'data-movement-id': m.id },
      })}
      card={(m) => <MovementCard m={m} onOpen={() => open(m)} />}
      footer={{
        summary: data
          ? `${MOVEMENTS_MSG.page(
              (filters.page - 1) * data.meta.page_size + 1,
              Math.min(total, filters.page * data.meta.page_size),
              total,
            )}${data.downloaded_at ? ` · ${MOVEMENTS_MSG.lastImport(displayDateTime(data.downloaded_at))}` : ''}`
          : undefined,
        page: filters.page,
        pages,
        onPage: (page) => url.set({ page }),
      }}
    />
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
            {canWrite ? (
              <Button
                leftSection={<IconFileUpload size={16} aria-hidden />}
                onClick={() => setPicking(true)}
                data-testid="movements-import"
              >
                {MOVEMENTS_MSG.importButton}
              </Button>
            ) : null}
          </>
        }
      />
      {canWrite ? null : <ReadOnlyNote what={MOVEMENTS_MSG.readOnlyWhat} testId="movements-read-only" />}
      <ConciliationProgress />
      <ListFilters
        search={{
          label: f.search,
          placeholder: f.searchPlaceholder,
          value: url.search.value,
          onChange: url.search.onChange,
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
          value={filters.bm_account_id === undefined ? null : String(filters.bm_account_id)}
          onChange={(v) => update({ bm_account_id: v ? Number(v) : undefined })}
          clearable
          style={{ flex: '1 1 180px' }}
          data-testid="filter-account"
        />
        <Select
          label={f.direction}
          data={(['all', 'income', 'expense'] as const).map((v) => ({ value: v, label: f.directions[v] }))}
          value={filters.type_amount ?? 'all'}
          onChange={(v) =>
            v && update({ type_amount: v === 'all' ? undefined : (v as 'income' | 'expense') })
          }
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
          value={filters.type_conciliated ?? 'all'}
          onChange={(v) =>
            v &&
            update({ type_conciliated: v === 'all' ? undefined : (v as MovementsUrl['type_conciliated']) })
          }
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
          value={filters.post_date_since === undefined ? '' : String(filters.post_date_since)}
          onChange={(v) => update({ post_date_since: v ? Number(v) : undefined })}
          allowDeselect={false}
          style={{ flex: '1 1 150px' }}
          data-testid="filter-days"
        />
        <TextInput
          label={f.movementType}
          placeholder={f.movementTypePlaceholder}
          defaultValue={filters.movement_type ?? ''}
          maxLength={40}
          onBlur={(e) => {
            if (e.currentTarget.value.trim() !== (filters.movement_type ?? ''))
              update({ movement_type: e.currentTarget.value.trim() || undefined });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') update({ movement_type: e.currentTarget.value.trim() || undefined });
          }}
          style={{ flex: '1 1 150px' }}
          data-testid="filter-movement-type"
        />
      </ListFilters>
      {body}
      <ConciliationDrawer movementId={openId} onClose={() => openMovement(null)} />
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
        onPlace={importFlow.place}
      />
    </Stack>
  );
}

function MovementCard({ m, onOpen }: { m: BmMovement; onOpen: () => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={openOnKey(onOpen)}
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
        {m.balance !== null ? (
          <Text size="xs" c="dimmed">
            {MOVEMENTS_MSG.balanceLabel}:{' '}
            <span data-testid="movement-balance">{formatAmount(m.balance, m.bm_account.currency)}</span>
          </Text>
        ) : null}
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
