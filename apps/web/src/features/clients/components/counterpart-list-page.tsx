// /clientes-y-proveedores/mis-clientes and /mis-proveedores: the header figures over every client
// (provider), search by RUT or name, sort by any column, 10 a page, CSV of what the search finds.
import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatCLP } from '@portal/domain';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate, displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import {
  type ListState,
  type Row,
  type SortField,
  downloadCounterpartsCsv,
  useCounterpartList,
} from '../api/clients';
import { CLIENTS_MSG, type Kind, kindMsg } from '../messages';
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

function readState(params: URLSearchParams): ListState {
  const sort = params.get('sort') as SortField | null;
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    sort: sort && SORTS.includes(sort) ? sort : 'total_debt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function CounterpartListPage({ kind }: { kind: Kind }) {
  const m = kindMsg(kind);
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const [typed, setTyped] = useState(state.search);
  const [search] = useDebouncedValue(typed, 300);
  const effective = { ...state, search, page: search === state.search ? state.page : 1 };
  const list = useCounterpartList(kind, effective);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [downloading, setDownloading] = useState(false);

  const update = (next: Partial<ListState>) => {
    const s = { ...effective, ...next };
    const p = new URLSearchParams();
    if (s.page > 1) p.set('page', String(s.page));
    if (s.search) p.set('search', s.search);
    if (s.sort !== 'total_debt') p.set('sort', s.sort);
    if (s.order !== 'desc') p.set('order', s.order);
    setParams(p, { replace: true });
  };

  const sortBy = (field: SortField) =>
    update({ sort: field, order: state.sort === field && state.order === 'desc' ? 'asc' : 'desc', page: 1 });

  const csv = async () => {
    setDownloading(true);
    try {
      await downloadCounterpartsCsv(kind, effective, m.csvName);
    } catch {
      notifyError(CLIENTS_MSG.csvError);
    } finally {
      setDownloading(false);
    }
  };

  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.page_size ?? 10)));

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={360} radius="md" />;
  else if (list.isError && !data)
    body = <LoadError message={m.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  else if (data && data.rows.length === 0)
    body = (
      <Card withBorder>
        <EmptyState
          title={search ? m.searchEmpty : m.emptyTitle}
          description={search ? undefined : m.emptyDescription}
        />
      </Card>
    );
  else if (data && compact) body = <RowCards kind={kind} rows={data.rows} />;
  else if (data)
    body = <RowTable kind={kind} rows={data.rows} sort={state.sort} order={state.order} onSort={sortBy} />;

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
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onBlur={() => update({ search: typed, page: 1 })}
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
            onChange={(v) => v && update({ sort: v as SortField, page: 1 })}
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
            onChange={(v) => v && update({ order: v as 'asc' | 'desc', page: 1 })}
            allowDeselect={false}
            style={{ flex: '1 1 120px' }}
          />
        ) : null}
      </Group>
      {body}
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="counterparts-range">
            {CLIENTS_MSG.page(
              (effective.page - 1) * data.meta.page_size + 1,
              Math.min(total, effective.page * data.meta.page_size),
              total,
            )}
          </Text>
          <ListPagination
            total={pages}
            value={effective.page}
            onChange={(page) => update({ page })}
            compact={compact}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
  align,
}: {
  field: SortField;
  label: string;
  sort: SortField;
  order: 'asc' | 'desc';
  onSort: (f: SortField) => void;
  align?: 'right';
}) {
  const active = sort === field;
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: align ?? 'left', whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm" data-testid={`sort-${field}`}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
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

function RowTable({
  kind,
  rows,
  sort,
  order,
  onSort,
}: {
  kind: Kind;
  rows: Row[];
  sort: SortField;
  order: 'asc' | 'desc';
  onSort: (f: SortField) => void;
}) {
  const m = kindMsg(kind);
  const c = CLIENTS_MSG.columns;
  const h = (field: SortField, label: string, align?: 'right') => (
    <SortHeader field={field} label={label} sort={sort} order={order} onSort={onSort} align={align} />
  );
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table highlightOnHover verticalSpacing="sm" data-testid="counterparts-table">
          <Table.Thead>
            <Table.Tr>
              {h('business_name', c.business_name)}
              {h('rut', c.rut)}
              {h('last_doc_date', c.last_doc_date)}
              {h('days_to_pay', c.days_to_pay, 'right')}
              {h('num_documents', c.num_documents, 'right')}
              {h('total_debt', m.debtColumn, 'right')}
              <Table.Th>{c.contacts}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.rut} data-testid="counterpart-row">
                <Table.Td>
                  <Anchor component={Link} to={detailPath(kind, r.rut)} fw={600} fz="sm">
                    {r.business_name || displayRut(r.rut)}
                  </Anchor>
                  {r.fantasy_name ? (
                    <Text size="xs" c="dimmed">
                      {r.fantasy_name}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayRut(r.rut)}</Table.Td>
                <Table.Td>{displayDate(r.last_doc_date)}</Table.Td>
                <Table.Td ta="right">{CLIENTS_MSG.days(r.days_to_pay)}</Table.Td>
                <Table.Td ta="right">{r.num_documents.toLocaleString('es-CL')}</Table.Td>
                <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCLP(r.total_debt)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={r.contacts.length ? undefined : 'dimmed'}>
                    {r.contacts.length
                      ? r.contacts.map((k) => [k.name, k.last_name].filter(Boolean).join(' ')).join(', ')
                      : CLIENTS_MSG.contactsCount(0)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function RowCards({ kind, rows }: { kind: Kind; rows: Row[] }) {
  const m = kindMsg(kind);
  return (
    <Stack gap="sm" data-testid="counterparts-table">
      {rows.map((r) => (
        <Card key={r.rut} withBorder padding="md" data-testid="counterpart-row">
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
      ))}
    </Stack>
  );
}
