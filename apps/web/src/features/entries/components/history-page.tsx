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
  Stack,
  Text,
} from '@mantine/core';
import { ENTRY_TYPES, type Entry } from '@portal/contracts';
import { MONTH_NAMES } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView, openOnKey } from '../../../components/list/list-view';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { ListFilters } from '../../../components/ui/list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { displayDate } from '../../../lib/format';
import { NUM, money } from '../../../components/ui/figures';
import { useCompact } from '../../../components/ui/use-compact';
import { useToday } from '../../../lib/config';
import { useEntries } from '../api/entries';
import { HISTORY_MSG, TYPE_LABELS } from '../messages';
import { HISTORY_URL, type HistoryUrl, searchBy } from '../utils/history-url';
import { entriesBase } from '../utils/wizard';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { EntryDetailModal } from './entry-detail';
import { DateField } from '../../../components/ui/date-field';
import { useCurrentBusiness } from '../../../lib/current-business';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const COLUMNS: ListColumn<Entry>[] = [
  {
    key: 'date',
    header: HISTORY_MSG.columns.date,
    cell: (e) => displayDate(e.date),
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
  },
  {
    key: 'name',
    header: HISTORY_MSG.columns.name,
    td: () => ({ maw: 320 }),
    cell: (e) => (
      <Text size="sm" lineClamp={2}>
        {e.name}
      </Text>
    ),
  },
  {
    key: 'template',
    header: HISTORY_MSG.columns.template,
    cell: (e) => (
      <Text size="sm" c={e.template_name ? undefined : 'dimmed'}>
        {e.template_name ?? HISTORY_MSG.noTemplate}
      </Text>
    ),
  },
  { key: 'type', header: HISTORY_MSG.columns.type, cell: (e) => TYPE_LABELS[e.type_entry] },
  {
    key: 'amount',
    header: HISTORY_MSG.columns.amount,
    style: NUM,
    td: () => ({ style: NUM }),
    cell: (e) => money(e.amount),
  },
  {
    key: 'conciliated',
    header: HISTORY_MSG.columns.conciliated,
    cell: (e) => <ConciliatedBadge value={e.conciliated} />,
  },
];

export function HistoryPage({ product }: { product: string }) {
  const { canWrite } = useCurrentBusiness();
  const url = useListUrlState(HISTORY_URL);
  const filters = url.value;
  const [, setParams] = useSearchParams();
  const openId = Number(url.params.get('registro')) || null;
  const compact = useCompact();
  const [byRange, setByRange] = useState(filters.from !== undefined || filters.to !== undefined);
  const year = Number(useToday().slice(0, 4)) || 2026;

  // The open record is the screen's own parameter, beside the list's.
  const openEntry = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('registro');
        else next.set('registro', String(id));
        return next;
      },
      { replace: true },
    );
  const update = (next: Partial<HistoryUrl>) => url.set(next);

  const list = useEntries(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = pageCount(total, pageSize);
  const filtered = Object.keys(searchBy(filters)).length > 0;
  const f = HISTORY_MSG.filters;
  const moreFilters = Object.keys(searchBy({ ...filters, search: undefined })).length;
  const open = (e: Entry) => openEntry(e.id);
  const base = entriesBase(product);

  const body = (
    <ListView
      query={list}
      rows={data?.data}
      rowKey={(e) => e.id}
      compact={compact}
      live
      nativeScroll
      errorMessage={HISTORY_MSG.loadError}
      empty={{
        title: filtered ? HISTORY_MSG.emptyFiltered : HISTORY_MSG.emptyTitle,
        description: filtered ? undefined : HISTORY_MSG.emptyDescription,
        action: filtered ? (
          <Button variant="default" mt="sm" onClick={() => url.reset()}>
            {HISTORY_MSG.clearFilters}
          </Button>
        ) : canWrite ? (
          <Button
            mt="sm"
            component={Link}
            to={`${base}/nuevo-registro`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {HISTORY_MSG.newEntry}
          </Button>
        ) : undefined,
      }}
      testId="entries-list"
      caption={HISTORY_MSG.caption}
      minWidth={760}
      columns={COLUMNS}
      row={(e) => ({
        onOpen: () => open(e),
        label: HISTORY_MSG.openRow(e.name),
        testId: 'entry-row',
        data: { 'data-entry-id': e.id },
        highlighted: e.id === openId,
      })}
      card={(e) => (
        <Card
          withBorder
          padding="sm"
          tabIndex={0}
          role="button"
          onClick={() => open(e)}
          onKeyDown={openOnKey(() => open(e))}
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
      )}
      footer={{
        summary: HISTORY_MSG.page(
          (filters.page - 1) * pageSize + 1,
          Math.min(total, filters.page * pageSize),
          total,
        ),
        summaryTestId: 'entries-page-info',
        page: filters.page,
        pages,
        onPage: (page) => url.set({ page }),
      }}
    />
  );

  return (
    <Stack gap="md" data-testid="entries-history">
      <PageHeader
        title={HISTORY_MSG.title}
        description={HISTORY_MSG.description}
        actions={
          canWrite ? (
            <Button
              component={Link}
              to={`${base}/nuevo-registro`}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="entries-new"
            >
              {HISTORY_MSG.newEntry}
            </Button>
          ) : null
        }
      />
      {canWrite ? null : <ReadOnlyNote what={HISTORY_MSG.readOnlyWhat} testId="entries-read-only" />}
      <ListFilters
        search={{
          label: f.search,
          placeholder: f.searchPlaceholder,
          value: url.search.value,
          onChange: url.search.onChange,
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
          value={filters.type_entry ?? 'all'}
          onChange={(v) =>
            update({ type_entry: v && v !== 'all' ? (v as HistoryUrl['type_entry']) : undefined })
          }
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
              update({ from: undefined, to: undefined, month: undefined, year: undefined });
            }}
          />
        </Stack>
        {byRange ? (
          <>
            <DateField
              label={f.from}
              value={filters.from ?? null}
              onChange={(iso) => update({ from: iso ?? undefined })}
              clearable
              error={filters.from && !filters.to ? f.rangeHint : undefined}
              style={{ flex: '1 1 150px' }}
              data-testid="filter-from"
            />
            <DateField
              label={f.to}
              value={filters.to ?? null}
              onChange={(iso) => update({ to: iso ?? undefined })}
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
              value={filters.month === undefined ? null : String(filters.month)}
              onChange={(v) => update({ month: v ? Number(v) : undefined })}
              clearable
              style={{ flex: '1 1 130px' }}
              data-testid="filter-month"
            />
            <Select
              label={f.year}
              placeholder={f.all}
              data={Array.from({ length: 6 }, (_, i) => String(year - i))}
              value={filters.year === undefined ? null : String(filters.year)}
              onChange={(v) => update({ year: v ? Number(v) : undefined })}
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
          onChange={(v) => update({ amount: v === '' || v === undefined ? undefined : Number(v) })}
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
          value={filters.conciliated === undefined ? 'all' : filters.conciliated ? 'si' : 'no'}
          onChange={(v) => update({ conciliated: v === 'si' ? true : v === 'no' ? false : undefined })}
          allowDeselect={false}
          style={{ flex: '1 1 110px' }}
          data-testid="filter-conciliated"
        />
      </ListFilters>
      {body}
      <EntryDetailModal id={openId} onClose={() => openEntry(null)} />
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
