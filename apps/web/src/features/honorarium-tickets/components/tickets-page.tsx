// /honorarios: the received or issued tickets, 10 a page, newest first, by year (this year, the four
// before it or all, spec §9), status and a search; their totals; a ticket opens in a modal
// (?boleta=<id>) and the SII's informe is imported from here.
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HONORARIUM_STATUSES, type HonorariumTicket } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconFileImport, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { useCompact } from '../../accounting/components/report-layout';
import { useToday } from '../../config/api/config';
import { useTickets } from '../api/tickets';
import { KIND_LABELS, LIST_MSG, STATUS_LABELS } from '../messages';
import {
  type TicketFilters,
  hasFilters,
  readFilters,
  searchBy,
  writeFilters,
  yearOptions,
} from '../utils/filters';
import { ImportModal } from './import-modal';
import { StatusBadge } from './status-badge';
import { TicketDetailModal } from './ticket-detail';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

const onEnter = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
};

export function TicketsPage() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, today);
  const openId = Number(params.get('boleta')) || null;
  const [typed, setTyped] = useState(filters.search);
  const [search] = useDebouncedValue(typed, 350);
  const [importing, setImporting] = useState(false);
  const compact = useCompact();

  const write = (f: TicketFilters, open: number | null = openId) =>
    setParams(writeFilters(f, today, open !== null ? { boleta: String(open) } : {}), { replace: true });
  const update = (next: Partial<TicketFilters>) => write({ ...filters, page: 1, ...next });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value writes
  useEffect(() => {
    if (search.trim() !== filters.search.trim()) update({ search });
  }, [search]);

  const list = useTickets(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const open = (t: HonorariumTicket) => write(filters, t.id);

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={360} radius="md" data-testid="tickets-loading" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={LIST_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder data-testid="tickets-empty">
        <EmptyState
          title={hasFilters(filters) ? LIST_MSG.emptyFiltered : LIST_MSG.emptyTitle(filters.kind)}
          description={hasFilters(filters) ? undefined : LIST_MSG.emptyDescription}
          action={
            hasFilters(filters) ? (
              <Button
                variant="default"
                mt="sm"
                onClick={() => {
                  setTyped('');
                  write({ ...filters, status: null, search: '', page: 1 }, null);
                }}
              >
                {LIST_MSG.clearFilters}
              </Button>
            ) : (
              <Button
                mt="sm"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {LIST_MSG.import}
              </Button>
            )
          }
        />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="tickets-list">
        {data.data.map((t) => (
          <Card
            key={t.id}
            withBorder
            padding="sm"
            tabIndex={0}
            role="button"
            onClick={() => open(t)}
            onKeyDown={onEnter(() => open(t))}
            aria-label={LIST_MSG.openRow(t.number, t.counterpart_name)}
            style={{ cursor: 'pointer' }}
            bg={t.id === openId ? 'blue.0' : undefined}
            data-testid="ticket-row"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  N° {t.number} · {displayDate(t.issue_date)}
                </Text>
                <Text size="sm" fw={600} lineClamp={2}>
                  {t.counterpart_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {LIST_MSG.columns.retention} {formatCLP(t.retention_amount)} · {LIST_MSG.columns.net}{' '}
                  {formatCLP(t.net_amount)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={700} style={NUM} td={t.status === 'ANUL' ? 'line-through' : undefined}>
                  {formatCLP(t.gross_amount)}
                </Text>
                <StatusBadge status={t.status} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={820} type="native">
          <Table highlightOnHover verticalSpacing="sm" data-testid="tickets-list">
            <HiddenCaption>{LIST_MSG.caption(filters.kind)}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{LIST_MSG.columns.number}</Table.Th>
                <Table.Th scope="col">{LIST_MSG.columns.date}</Table.Th>
                <Table.Th scope="col">{LIST_MSG.columns.counterpart(filters.kind)}</Table.Th>
                <Table.Th scope="col">{LIST_MSG.columns.status}</Table.Th>
                <Table.Th scope="col" style={NUM}>
                  {LIST_MSG.columns.gross}
                </Table.Th>
                <Table.Th scope="col" style={NUM}>
                  {LIST_MSG.columns.retention}
                </Table.Th>
                <Table.Th scope="col" style={NUM}>
                  {LIST_MSG.columns.net}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((t) => (
                <Table.Tr
                  key={t.id}
                  tabIndex={0}
                  onClick={() => open(t)}
                  onKeyDown={onEnter(() => open(t))}
                  aria-label={LIST_MSG.openRow(t.number, t.counterpart_name)}
                  style={{ cursor: 'pointer' }}
                  bg={t.id === openId ? 'blue.0' : undefined}
                  c={t.status === 'ANUL' ? 'dimmed' : undefined}
                  data-testid="ticket-row"
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{t.number}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(t.issue_date)}</Table.Td>
                  <Table.Td maw={300}>
                    <Text size="sm" lineClamp={1}>
                      {t.counterpart_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t.counterpart_rut}
                      {t.professional_society ? ` · ${LIST_MSG.society}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td style={NUM}>{formatCLP(t.gross_amount)}</Table.Td>
                  <Table.Td style={NUM} data-testid="ticket-retention">
                    {formatCLP(t.retention_amount)}
                  </Table.Td>
                  <Table.Td style={NUM}>{formatCLP(t.net_amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="tickets-totals">
                <Table.Th colSpan={4} scope="row">
                  {LIST_MSG.totals}
                </Table.Th>
                <Table.Th style={NUM}>{formatCLP(data.meta.totals.gross)}</Table.Th>
                <Table.Th style={NUM}>{formatCLP(data.meta.totals.retention)}</Table.Th>
                <Table.Th style={NUM}>{formatCLP(data.meta.totals.net)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="md" data-testid="honorarium-tickets">
      <PageHeader
        title={LIST_MSG.title}
        description={LIST_MSG.description}
        actions={
          <Button
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
            data-testid="tickets-import"
          >
            {LIST_MSG.import}
          </Button>
        }
      />
      <Card withBorder padding="sm">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={LIST_MSG.kind}
            data={[
              { value: 'received', label: KIND_LABELS.received },
              { value: 'issued', label: KIND_LABELS.issued },
            ]}
            value={filters.kind}
            onChange={(v) => update({ kind: v as TicketFilters['kind'] })}
            fullWidth={compact}
            style={{ alignSelf: compact ? 'stretch' : 'flex-start' }}
            data-testid="tickets-kind"
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={LIST_MSG.search}
              placeholder={LIST_MSG.searchPlaceholder}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              maxLength={120}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: '2 1 220px' }}
              data-testid="tickets-search"
            />
            <Select
              label={LIST_MSG.year}
              data={yearOptions(today).map((y) => ({ value: String(y), label: LIST_MSG.yearLabel(y) }))}
              value={String(filters.year)}
              onChange={(v) => v && update({ year: Number(v) })}
              allowDeselect={false}
              style={{ flex: '1 1 140px' }}
              data-testid="tickets-year"
            />
            <Select
              label={LIST_MSG.status}
              data={[
                { value: 'all', label: LIST_MSG.allStatuses },
                ...HONORARIUM_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
              ]}
              value={filters.status ?? 'all'}
              onChange={(v) => update({ status: v && v !== 'all' ? (v as TicketFilters['status']) : null })}
              allowDeselect={false}
              style={{ flex: '1 1 150px' }}
              data-testid="tickets-status"
            />
          </Group>
        </Stack>
      </Card>
      {data && compact && total > 0 ? (
        <Card withBorder padding="sm" data-testid="tickets-totals">
          <Text size="xs" c="dimmed">
            {LIST_MSG.totals}
          </Text>
          <Text size="sm">
            {LIST_MSG.columns.gross} <b>{formatCLP(data.meta.totals.gross)}</b> · {LIST_MSG.columns.retention}{' '}
            <b>{formatCLP(data.meta.totals.retention)}</b> · {LIST_MSG.columns.net}{' '}
            <b>{formatCLP(data.meta.totals.net)}</b>
          </Text>
        </Card>
      ) : null}
      <div aria-live="polite" aria-busy={list.isFetching}>
        {body}
      </div>
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="tickets-page-info">
            {LIST_MSG.page(
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
      <TicketDetailModal id={openId} onClose={() => write(filters, null)} />
      <ImportModal
        opened={importing}
        kind={filters.kind}
        onClose={() => setImporting(false)}
        onImported={(kind) => update({ kind, status: null, search: '' })}
      />
    </Stack>
  );
}
