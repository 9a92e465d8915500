// /clientes-y-proveedores/mis-clientes and /mis-proveedores: the header figures over every client
// (provider), search by RUT or name, sort by any column, 10 a page, CSV of what the search finds.
import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCLP } from '@portal/domain';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { displayDate, displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { type Row, type SortField, downloadCounterpartsCsv, useCounterpartList } from '../api/clients';
import { CLIENTS_MSG, type Kind, kindMsg } from '../messages';
import { contractSort, counterpartsUrl, toListState } from '../utils/counterparts-url';
import { FigureCards } from './figures';
import { detailPath } from './paths';

const SORTS: SortField[] = [
  'total_debt',
  'business_name',
  'rut',
  'last_doc_date',
  'num_documents',
  'days_to_pay',
  'fantasy_name',
];

export function CounterpartListPage({ kind }: { kind: Kind }) {
  const m = kindMsg(kind);
  const url = useListUrlState(counterpartsUrl(kind));
  const state = toListState(url.value);
  const list = useCounterpartList(kind, state);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [downloading, setDownloading] = useState(false);
  const update = (next: Partial<typeof url.value>) => url.set(next);

  const csv = async () => {
    setDownloading(true);
    try {
      await downloadCounterpartsCsv(kind, state, m.csvName);
    } catch {
      notifyError(CLIENTS_MSG.csvError);
    } finally {
      setDownloading(false);
    }
  };

  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = pageCount(total, data?.meta.page_size ?? 10);
  const searching = state.search !== '';

  const body = (
    <ListView
      query={list}
      rows={data?.rows}
      rowKey={(r) => r.rut}
      compact={compact}
      errorMessage={m.loadError}
      empty={{
        title: searching ? m.searchEmpty : m.emptyTitle,
        description: searching ? undefined : m.emptyDescription,
      }}
      testId="counterparts-table"
      minWidth={820}
      columns={columns(kind)}
      row={() => ({ testId: 'counterpart-row' })}
      card={(r) => <RowCard kind={kind} r={r} />}
      sort={{
        field: state.sort,
        order: state.order,
        onSort: (f) => url.sortBy(contractSort(kind, f as SortField)),
      }}
      footer={
        data
          ? {
              summary: CLIENTS_MSG.page(
                (state.page - 1) * data.meta.page_size + 1,
                Math.min(total, state.page * data.meta.page_size),
                total,
              ),
              summaryTestId: 'counterparts-range',
              page: state.page,
              pages,
              onPage: (page) => url.set({ page }),
            }
          : undefined
      }
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={m.listTitle}
        description={m.listDescription}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={csv}
            loading={downloading}
            data-testid="counterparts-csv"
          >
            {CLIENTS_MSG.csv}
          </Button>
        }
      />
      <FigureCards kind={kind} figures={data?.figures} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={CLIENTS_MSG.searchLabel}
          placeholder={CLIENTS_MSG.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={url.search.value}
          onChange={(e) => url.search.onChange(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          data-testid="counterparts-search"
        />
        {compact ? (
          <Select
            label={CLIENTS_MSG.sortLabel}
            data={SORTS.map((s) => ({
              value: s,
              label: s === 'total_debt' ? m.debtColumn : CLIENTS_MSG.columns[s],
            }))}
            value={state.sort}
            onChange={(v) =>
              v && update({ sort_field: contractSort(kind, v as SortField) as typeof url.value.sort_field })
            }
            allowDeselect={false}
            style={{ flex: '1 1 140px' }}
          />
        ) : null}
        {compact ? (
          <Select
            label="Orden"
            data={[
              { value: 'desc', label: CLIENTS_MSG.sortOrder.desc },
              { value: 'asc', label: CLIENTS_MSG.sortOrder.asc },
            ]}
            value={state.order}
            onChange={(v) => v && update({ sort_order: v as 'asc' | 'desc' })}
            allowDeselect={false}
            style={{ flex: '1 1 120px' }}
          />
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}

function columns(kind: Kind): ListColumn<Row>[] {
  const m = kindMsg(kind);
  const c = CLIENTS_MSG.columns;
  return [
    {
      key: 'business_name',
      header: c.business_name,
      sort: 'business_name',
      cell: (r) => (
        <>
          <Anchor component={Link} to={detailPath(kind, r.rut)} fw={600} fz="sm">
            {r.business_name || displayRut(r.rut)}
          </Anchor>
          {r.fantasy_name ? (
            <Text size="xs" c="dimmed">
              {r.fantasy_name}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'rut',
      header: c.rut,
      sort: 'rut',
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
      cell: (r) => displayRut(r.rut),
    },
    {
      key: 'last_doc_date',
      header: c.last_doc_date,
      sort: 'last_doc_date',
      cell: (r) => displayDate(r.last_doc_date),
    },
    {
      key: 'days_to_pay',
      header: c.days_to_pay,
      sort: 'days_to_pay',
      align: 'right',
      cell: (r) => CLIENTS_MSG.days(r.days_to_pay),
    },
    {
      key: 'num_documents',
      header: c.num_documents,
      sort: 'num_documents',
      align: 'right',
      cell: (r) => r.num_documents.toLocaleString('es-CL'),
    },
    {
      key: 'total_debt',
      header: m.debtColumn,
      sort: 'total_debt',
      align: 'right',
      td: () => ({ fw: 600, style: { fontVariantNumeric: 'tabular-nums' } }),
      cell: (r) => formatCLP(r.total_debt),
    },
    {
      key: 'contacts',
      header: c.contacts,
      cell: (r) => (
        <Text size="sm" c={r.contacts.length ? undefined : 'dimmed'}>
          {r.contacts.length
            ? r.contacts.map((k) => [k.name, k.last_name].filter(Boolean).join(' ')).join(', ')
            : CLIENTS_MSG.contactsCount(0)}
        </Text>
      ),
    },
  ];
}

function RowCard({ kind, r }: { kind: Kind; r: Row }) {
  const m = kindMsg(kind);
  return (
    <Card withBorder padding="md" data-testid="counterpart-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={detailPath(kind, r.rut)} fw={600}>
            {r.business_name || displayRut(r.rut)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {displayRut(r.rut)} · {CLIENTS_MSG.documents(r.num_documents)}
          </Text>
          <Text size="xs" c="dimmed">
            {CLIENTS_MSG.columns.last_doc_date}: {displayDate(r.last_doc_date)} ·{' '}
            {CLIENTS_MSG.contactsCount(r.contacts.length)}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {m.debtColumn}
          </Text>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatCLP(r.total_debt)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
