// …/historico-registros: the records, 10 a page, newest first, with the filters of spec §5 in the URL
// (?buscar=&tipo=&mes=&anio=&desde=&hasta=&monto=&conciliado=&pagina=); ?registro=<id> opens one.
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ENTRY_TYPES, type Entry } from '@portal/contracts';
import { MONTH_NAMES } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListFilters } from '../../../components/ui/list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { NUM, money } from '../../accounting/components/report-controls';
import { useCompact } from '../../accounting/components/report-layout';
import { useToday } from '../../config/api/config';
import { useEntries } from '../api/entries';
import { HISTORY_MSG, TYPE_LABELS } from '../messages';
import {
  type EntryFilters,
  NO_FILTERS,
  hasFilters,
  readFilters,
  searchBy,
  writeFilters,
} from '../utils/filters';
import { entriesBase } from '../utils/wizard';
import { PESO_INPUT } from './lines-editor';
import { EntryDetailModal } from './entry-detail';
import { DateField } from '../../../components/ui/date-field';

const onEnter = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function HistoryPage({ product }: { product: string }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const openId = Number(params.get('registro')) || null;
  const [typed, setTyped] = useState(filters.search);
  const [search] = useDebouncedValue(typed, 350);
  const compact = useCompact();
  const [byRange, setByRange] = useState(filters.from !== null || filters.to !== null);
  const year = Number(useToday().slice(0, 4)) || 2026;

  const write = (f: EntryFilters, open: number | null = openId) =>
    setParams(writeFilters(f, open !== null ? { registro: String(open) } : {}), { replace: true });
  const update = (next: Partial<EntryFilters>) => write({ ...filters, page: 1, ...next });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value writes
  useEffect(() => {
    if (search.trim() !== filters.search.trim()) update({ search });
  }, [search]);

  const list = useEntries(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = hasFilters(filters);
  const f = HISTORY_MSG.filters;
  const moreFilters = Object.keys(searchBy({ ...filters, search: '' })).length;
  const open = (e: Entry) => write(filters, e.id);
  const base = entriesBase(product);

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={360} radius="md" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={HISTORY_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder>
        <EmptyState
          title={filtered ? HISTORY_MSG.emptyFiltered : HISTORY_MSG.emptyTitle}
          description={filtered ? undefined : HISTORY_MSG.emptyDescription}
          action={
            filtered ? (
              <Button
                variant="default"
                mt="sm"
                onClick={() => {
                  setTyped('');
                  write(NO_FILTERS, null);
                }}
              >
                {HISTORY_MSG.clearFilters}
              </Button>
            ) : (
              <Button
                mt="sm"
                component={Link}
                to={`${base}/nuevo-registro`}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {HISTORY_MSG.newEntry}
              </Button>
            )
          }
        />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="entries-list">
        {data.data.map((e) => (
          <Card
            key={e.id}
            withBorder
            padding="sm"
            tabIndex={0}
            role="button"
            onClick={() => open(e)}
            onKeyDown={onEnter(() => open(e))}
            aria-label={HISTORY_MSG.openRow(e.name)}
            style={{ cursor: 'pointer' }}
            bg={e.id === openId ? 'blue.0' : undefined}
            data-testid="entry-row"
            data-entry-id={e.id}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {displayDate(e.date)} · {TYPE_LABELS[e.type_entry]}
                </Text>
                <Text size="sm" fw={600} lineClamp={2}>
                  {e.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {e.template_name ?? HISTORY_MSG.noTemplate}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={700} style={NUM}>
                  {money(e.amount)}
                </Text>
                <ConciliatedBadge value={e.conciliated} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={760} type="native">
          <Table highlightOnHover verticalSpacing="sm" data-testid="entries-list">
            <HiddenCaption>{HISTORY_MSG.caption}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{HISTORY_MSG.columns.date}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.name}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.template}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.type}</Table.Th>
                <Table.Th scope="col" style={NUM}>
                  {HISTORY_MSG.columns.amount}
                </Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.conciliated}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((e) => (
                <Table.Tr
                  key={e.id}
                  tabIndex={0}
                  onClick={() => open(e)}
                  onKeyDown={onEnter(() => open(e))}
                  aria-label={HISTORY_MSG.openRow(e.name)}
                  style={{ cursor: 'pointer' }}
                  bg={e.id === openId ? 'blue.0' : undefined}
                  data-testid="entry-row"
                  data-entry-id={e.id}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(e.date)}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {e.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={e.template_name ? undefined : 'dimmed'}>
                      {e.template_name ?? HISTORY_MSG.noTemplate}
                    </Text>
                  </Table.Td>
                  <Table.Td>{TYPE_LABELS[e.type_entry]}</Table.Td>
                  <Table.Td style={NUM}>{money(e.amount)}</Table.Td>
                  <Table.Td>
                    <ConciliatedBadge value={e.conciliated} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="md" data-testid="entries-history">
      <PageHeader
        title={HISTORY_MSG.title}
        description={HISTORY_MSG.description}
        actions={
          <Button
            component={Link}
            to={`${base}/nuevo-registro`}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="entries-new"
          >
            {HISTORY_MSG.newEntry}
          </Button>
        }
      />
      <ListFilters
        search={{
          label: f.search,
          placeholder: f.searchPlaceholder,
          value: typed,
          onChange: setTyped,
          maxLength: 120,
          testId: 'entries-search',
        }}
        compact={compact}
        moreLabel={f.more(moreFilters)}
        moreCount={moreFilters}
        id="entries-more-filters"
        testId="entries-filters"
      >
        <Select
          label={f.type}
          data={[
            { value: 'all', label: f.allTypes },
            ...ENTRY_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
          ]}
          value={filters.type ?? 'all'}
          onChange={(v) => update({ type: v && v !== 'all' ? (v as EntryFilters['type']) : null })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="filter-type"
        />
        <Stack gap={4} style={{ flex: '0 0 auto' }}>
          <Text size="sm" fw={500}>
            {f.period}
          </Text>
          <SegmentedControl
            size="sm"
            data={[
              { value: 'month', label: f.byMonth },
              { value: 'range', label: f.byRange },
            ]}
            value={byRange ? 'range' : 'month'}
            onChange={(v) => {
              setByRange(v === 'range');
              update({ from: null, to: null, month: null, year: null });
            }}
          />
        </Stack>
        {byRange ? (
          <>
            <DateField
              label={f.from}
              value={filters.from ?? null}
              onChange={(iso) => update({ from: iso })}
              clearable
              error={filters.from && !filters.to ? f.rangeHint : undefined}
              style={{ flex: '1 1 150px' }}
              data-testid="filter-from"
            />
            <DateField
              label={f.to}
              value={filters.to ?? null}
              onChange={(iso) => update({ to: iso })}
              clearable
              error={filters.to && !filters.from ? f.rangeHint : undefined}
              style={{ flex: '1 1 150px' }}
              data-testid="filter-to"
            />
          </>
        ) : (
          <>
            <Select
              label={f.month}
              placeholder={f.all}
              data={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: capital(m) }))}
              value={filters.month === null ? null : String(filters.month)}
              onChange={(v) => update({ month: v ? Number(v) : null })}
              clearable
              style={{ flex: '1 1 130px' }}
              data-testid="filter-month"
            />
            <Select
              label={f.year}
              placeholder={f.all}
              data={Array.from({ length: 6 }, (_, i) => String(year - i))}
              value={filters.year === null ? null : String(filters.year)}
              onChange={(v) => update({ year: v ? Number(v) : null })}
              clearable
              style={{ flex: '1 1 100px' }}
              data-testid="filter-year"
            />
          </>
        )}
        <NumberInput
          {...PESO_INPUT}
          label={f.amount}
          value={filters.amount ?? ''}
          onChange={(v) => update({ amount: v === '' || v === undefined ? null : Number(v) })}
          style={{ flex: '1 1 140px' }}
          data-testid="filter-amount"
        />
        <Select
          label={f.conciliated}
          data={[
            { value: 'all', label: f.all },
            { value: 'si', label: HISTORY_MSG.yes },
            { value: 'no', label: HISTORY_MSG.no },
          ]}
          value={filters.conciliated === null ? 'all' : filters.conciliated ? 'si' : 'no'}
          onChange={(v) => update({ conciliated: v === 'si' ? true : v === 'no' ? false : null })}
          allowDeselect={false}
          style={{ flex: '1 1 110px' }}
          data-testid="filter-conciliated"
        />
      </ListFilters>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {body}
      </div>
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="entries-page-info">
            {HISTORY_MSG.page(
              (filters.page - 1) * pageSize + 1,
              Math.min(total, filters.page * pageSize),
              total,
            )}
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
      <EntryDetailModal id={openId} onClose={() => write(filters, null)} />
    </Stack>
  );
}

function ConciliatedBadge({ value }: { value: boolean }) {
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} data-testid="entry-conciliated">
      {value ? HISTORY_MSG.yes : HISTORY_MSG.no}
    </Badge>
  );
}
