// Filters of the sales and purchases lists: period (or last N periods), document type, paid, expired,
// classified and a debounced search. 'Todos' is every filter's default (spec §4).
import {
  Button,
  CloseButton,
  Collapse,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Period, periodLabel, periodOf, pickerYears, yearPeriods } from '@portal/domain';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { COLLECTION_FILTER_MSG, COLLECTION_STATE_LABEL } from '../../collections';
import { useToday } from '../../../lib/config';
import { useInvoicePeriods } from '../api/list';
import {
  type CollectionStateFilter,
  type ListState,
  type OperationType,
  LAST_PERIODS_OPTIONS,
  type TriState,
} from '../utils/list-params';
import { lastPeriodsLabel, FILTER_MSG } from '../utils/messages';

const DOCUMENT_TYPE_OPTIONS = [
  { value: '', label: FILTER_MSG.all },
  { value: '33', label: 'Factura electrónica' },
  { value: '34', label: 'Factura exenta electrónica' },
  { value: '39', label: 'Boleta electrónica' },
  { value: '41', label: 'Boleta exenta electrónica' },
  { value: '46', label: 'Factura de compra electrónica' },
  { value: '52', label: 'Guía de despacho electrónica' },
  { value: '56', label: 'Nota de débito electrónica' },
  { value: '61', label: 'Nota de crédito electrónica' },
  { value: '110', label: 'Factura de exportación electrónica' },
];

const triOptions = (yes: string, no: string) => [
  { value: 'all', label: FILTER_MSG.all },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const PAYED_OPTIONS = triOptions(...FILTER_MSG.paid);
const EXPIRED_OPTIONS = triOptions(...FILTER_MSG.expired);
const OWED_OPTIONS = triOptions(...FILTER_MSG.owed);
const CLASSIFIED_OPTIONS = triOptions(...FILTER_MSG.classified);
const AWAITING_ACK_OPTIONS = triOptions(...FILTER_MSG.awaitingAck);
const COLLECTION_OPTIONS = [
  { value: 'all', label: COLLECTION_FILTER_MSG.all },
  ...(['none', 'notified', 'judicial'] as const).map((v) => ({ value: v, label: COLLECTION_STATE_LABEL[v] })),
];

const lastLabel = lastPeriodsLabel;

/** One control for both: "last N months" choices, then the months of the chosen year (none future). */
function periodOptions(year: number, current: Period) {
  return [
    {
      group: FILTER_MSG.recentPeriods,
      items: LAST_PERIODS_OPTIONS.map((n) => ({ value: `last:${n}`, label: lastLabel(n) })),
    },
    {
      group: `${FILTER_MSG.month} (${year})`,
      items: [
        { value: `year:${year}`, label: FILTER_MSG.wholeYear(year) },
        ...yearPeriods(year, current).map((p) => ({ value: String(p), label: periodLabel(p) })),
      ],
    },
  ];
}

type Props = {
  operationType: OperationType;
  state: ListState;
  onChange: (patch: Partial<ListState>, opts?: { replace?: boolean }) => void;
  compact: boolean;
  /** The search box's text and its change (the list kit writes it to the URL after a pause). */
  search: { value: string; onChange: (text: string) => void };
};

export function InvoiceFilters({ operationType, state, onChange, compact, search: searchBox }: Props) {
  const [advancedOpen, advanced] = useDisclosure(false);
  const current = periodOf(useToday()) ?? 202401;
  const spans = useInvoicePeriods();
  // The year selector reaches back to the oldest imported period, never past today.
  const years = pickerYears(current, spans.data?.periods[operationType]?.oldest ?? null);
  const year =
    state.period !== null ? Math.floor(state.period / 100) : (state.year ?? Math.floor(current / 100));
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => b - a);
  const options = periodOptions(year, current);
  // A period outside the picker's window (from a shared link) is still shown as chosen.
  if (state.period !== null && !options[1].items.some((o) => o.value === String(state.period))) {
    options[1].items.unshift({ value: String(state.period), label: periodLabel(state.period) });
  }
  if (state.period === null && state.year == null && !LAST_PERIODS_OPTIONS.includes(state.lastPeriods)) {
    options[0].items.push({ value: `last:${state.lastPeriods}`, label: lastLabel(state.lastPeriods) });
  }
  const periodValue =
    state.period !== null
      ? String(state.period)
      : state.year != null
        ? `year:${state.year}`
        : `last:${state.lastPeriods}`;

  const yearSelect = (
    <NativeSelect
      label={FILTER_MSG.year}
      data-testid="period-year"
      data={years.map(String)}
      value={String(year)}
      onChange={(e) => {
        const chosen = Number(e.currentTarget.value);
        // Looking at a whole year: the other year whole. Otherwise a year means its most recent
        // month with documents possible: December, or this month.
        if (state.year != null) {
          onChange({ year: chosen, period: null });
          return;
        }
        const [latest] = yearPeriods(chosen, current);
        if (latest !== undefined) onChange({ period: latest });
      }}
    />
  );

  const periodSelect = (
    <NativeSelect
      label={FILTER_MSG.period}
      data-testid="period-picker"
      data={options}
      value={periodValue}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (v.startsWith('last:')) onChange({ lastPeriods: Number(v.slice(5)), period: null, year: null });
        else if (v.startsWith('year:')) onChange({ year: Number(v.slice(5)), period: null });
        else onChange({ period: Number(v) });
      }}
    />
  );

  const selects = (
    <>
      <NativeSelect
        label={FILTER_MSG.documentType}
        data-testid="filter-document-type"
        data={DOCUMENT_TYPE_OPTIONS}
        value={state.documentType === null ? '' : String(state.documentType)}
        onChange={(e) =>
          onChange({ documentType: e.currentTarget.value ? Number(e.currentTarget.value) : null })
        }
      />
      <NativeSelect
        label={FILTER_MSG.paidLabel}
        data-testid="filter-payed"
        data={PAYED_OPTIONS}
        value={state.payed}
        onChange={(e) => onChange({ payed: e.currentTarget.value as TriState })}
      />
      <NativeSelect
        label={FILTER_MSG.expiredLabel}
        data-testid="filter-expired"
        data={EXPIRED_OPTIONS}
        value={state.expired}
        onChange={(e) => onChange({ expired: e.currentTarget.value as TriState })}
      />
      <NativeSelect
        label={FILTER_MSG.owedLabel}
        data-testid="filter-owed"
        data={OWED_OPTIONS}
        value={state.owed ?? 'all'}
        onChange={(e) => onChange({ owed: e.currentTarget.value as TriState })}
      />
      <NativeSelect
        label={FILTER_MSG.classifiedLabel}
        data-testid="filter-classified"
        data={CLASSIFIED_OPTIONS}
        value={state.classified}
        onChange={(e) => onChange({ classified: e.currentTarget.value as TriState })}
      />
      {operationType === 'VENTA' && (
        <NativeSelect
          label={COLLECTION_FILTER_MSG.label}
          data-testid="filter-collection-state"
          data={COLLECTION_OPTIONS}
          value={state.collectionState ?? 'all'}
          onChange={(e) => onChange({ collectionState: e.currentTarget.value as CollectionStateFilter })}
        />
      )}
      {operationType === 'COMPRA' && (
        <NativeSelect
          label={FILTER_MSG.awaitingAckLabel}
          data-testid="filter-awaiting-ack"
          data={AWAITING_ACK_OPTIONS}
          value={state.awaitingAck}
          onChange={(e) => onChange({ awaitingAck: e.currentTarget.value as TriState })}
        />
      )}
    </>
  );

  const activeCount =
    (state.documentType !== null ? 1 : 0) +
    (state.payed !== 'all' ? 1 : 0) +
    (state.expired !== 'all' ? 1 : 0) +
    ((state.owed ?? 'all') !== 'all' ? 1 : 0) +
    (state.classified !== 'all' ? 1 : 0) +
    (state.awaitingAck !== 'all' ? 1 : 0) +
    ((state.collectionState ?? 'all') !== 'all' ? 1 : 0);

  const search = (
    <SearchInput
      value={searchBox.value}
      onSearch={searchBox.onChange}
      placeholder={FILTER_MSG.searchPlaceholder[operationType]}
    />
  );

  if (compact) {
    return (
      <div>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
          <Button
            variant="default"
            onClick={advanced.toggle}
            aria-expanded={advancedOpen}
            leftSection={<IconAdjustmentsHorizontal size={18} />}
          >
            {FILTER_MSG.more(activeCount)}
          </Button>
        </Group>
        <Group mt="sm" gap="sm" wrap="nowrap" align="flex-end">
          <div style={{ width: 88, flexShrink: 0 }}>{yearSelect}</div>
          <div style={{ flex: 1, minWidth: 0 }}>{periodSelect}</div>
        </Group>
        <Collapse in={advancedOpen}>
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            {selects}
          </SimpleGrid>
        </Collapse>
      </div>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <div style={{ flex: 2, minWidth: 0 }}>{search}</div>
        <div style={{ width: 100, flexShrink: 0 }}>{yearSelect}</div>
        <div style={{ flex: 1, minWidth: 0 }}>{periodSelect}</div>
      </Group>
      {/* Six selects for either list: one row on a wide screen, two on a laptop. */}
      <SimpleGrid cols={{ base: 3, xl: 6 }} spacing="sm">
        {selects}
      </SimpleGrid>
    </Stack>
  );
}

/** Typing updates the field at once and the list after a pause; a cleared field applies at once. */
function SearchInput({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (v: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      label={FILTER_MSG.search}
      data-testid="filter-search"
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onSearch(e.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={FILTER_MSG.clearSearch} onClick={() => onSearch('')} />
        ) : null
      }
      size="sm"
    />
  );
}
