// /honorarios: the received or issued tickets, 10 a page, newest first, by year (this year, the four
// before it or all, spec §9), status and a search; their totals; a ticket opens in a modal
// (?boleta=<id>) and the SII's informe is imported from here.
import { Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { HONORARIUM_STATUSES, type HonorariumTicket } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconFileImport, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView, openOnKey } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { displayDate, displayRut } from '../../../lib/format';
import { useCompact } from '../../../components/ui/use-compact';
import { useToday } from '../../../lib/config';
import { useTickets } from '../api/tickets';
import { KIND_LABELS, LIST_MSG, STATUS_LABELS } from '../messages';
import { hasFilters, searchBy, type TicketsUrl, ticketsUrl, yearOptions } from '../utils/tickets-url';
import { ImportModal } from './import-modal';
import { StatusBadge } from './status-badge';
import { TicketDetailModal } from './ticket-detail';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function columns(kind: TicketsUrl['kind']): ListColumn<HonorariumTicket>[] {
  return [
    {
      key: 'number',
      header: LIST_MSG.columns.number,
      cell: (t) => t.number,
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'date',
      header: LIST_MSG.columns.date,
      cell: (t) => displayDate(t.issue_date),
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'counterpart',
      header: LIST_MSG.columns.counterpart(kind),
      td: () => ({ maw: 300 }),
      cell: (t) => (
        <>
          <Text size="sm" lineClamp={1}>
            {t.counterpart_name}
          </Text>
          <Text size="xs" c="dimmed">
            {displayRut(t.counterpart_rut)}
            {t.professional_society ? ` · ${LIST_MSG.society}` : ''}
          </Text>
        </>
      ),
    },
    { key: 'status', header: LIST_MSG.columns.status, cell: (t) => <StatusBadge status={t.status} /> },
    {
      key: 'gross',
      header: LIST_MSG.columns.gross,
      style: NUM,
      td: () => ({ style: NUM }),
      cell: (t) => formatCLP(t.gross_amount),
    },
    {
      key: 'retention',
      header: LIST_MSG.columns.retention,
      style: NUM,
      td: () => ({ style: NUM, 'data-testid': 'ticket-retention' }),
      cell: (t) => formatCLP(t.retention_amount),
    },
    {
      key: 'net',
      header: LIST_MSG.columns.net,
      style: NUM,
      td: () => ({ style: NUM }),
      cell: (t) => formatCLP(t.net_amount),
    },
  ];
}

export function TicketsPage() {
  const today = useToday();
  const def = useMemo(() => ticketsUrl(today), [today]);
  const url = useListUrlState(def);
  const filters = url.value;
  const [, setParams] = useSearchParams();
  const openId = Number(url.params.get('boleta')) || null;
  const [importing, setImporting] = useState(false);
  const compact = useCompact();

  // The open ticket is the screen's own parameter, beside the list's.
  const openTicket = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('boleta');
        else next.set('boleta', String(id));
        return next;
      },
      { replace: true },
    );
  const update = (next: Partial<TicketsUrl>) => url.set(next);

  const list = useTickets(filters.page, searchBy(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = pageCount(total, pageSize);
  const open = (t: HonorariumTicket) => openTicket(t.id);
  const filtered = hasFilters(filters);

  const body = (
    <ListView
      query={list}
      rows={data?.data}
      rowKey={(t) => t.id}
      compact={compact}
      live
      nativeScroll
      errorMessage={LIST_MSG.loadError}
      loadingTestId="tickets-loading"
      emptyTestId="tickets-empty"
      empty={{
        title: filtered ? LIST_MSG.emptyFiltered : LIST_MSG.emptyTitle(filters.kind),
        description: filtered ? undefined : LIST_MSG.emptyDescription,
        action: filtered ? (
          <Button
            variant="default"
            mt="sm"
            onClick={() => url.reset({ kind: filters.kind, year: filters.year })}
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
        ),
      }}
      testId="tickets-list"
      caption={LIST_MSG.caption(filters.kind)}
      minWidth={820}
      columns={columns(filters.kind)}
      row={(t) => ({
        onOpen: () => open(t),
        label: LIST_MSG.openRow(t.number, t.counterpart_name),
        testId: 'ticket-row',
        highlighted: t.id === openId,
        dimmed: t.status === 'ANUL',
      })}
      card={(t) => (
        <Card
          withBorder
          padding="sm"
          tabIndex={0}
          role="button"
          onClick={() => open(t)}
          onKeyDown={openOnKey(() => open(t))}
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
      )}
      tableFoot={
        data ? (
          <Table.Tr data-testid="tickets-totals">
            <Table.Th colSpan={4} scope="row">
              {LIST_MSG.totals}
            </Table.Th>
            <Table.Th style={NUM}>{formatCLP(data.meta.totals.gross)}</Table.Th>
            <Table.Th style={NUM}>{formatCLP(data.meta.totals.retention)}</Table.Th>
            <Table.Th style={NUM}>{formatCLP(data.meta.totals.net)}</Table.Th>
          </Table.Tr>
        ) : null
      }
      footer={{
        summary: LIST_MSG.page(
          (filters.page - 1) * pageSize + 1,
          Math.min(total, filters.page * pageSize),
          total,
        ),
        summaryTestId: 'tickets-page-info',
        page: filters.page,
        pages,
        onPage: (page) => url.set({ page }),
      }}
    />
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
            onChange={(v) => update({ kind: v as TicketsUrl['kind'] })}
            fullWidth={compact}
            style={{ alignSelf: compact ? 'stretch' : 'flex-start' }}
            data-testid="tickets-kind"
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={LIST_MSG.search}
              placeholder={LIST_MSG.searchPlaceholder}
              value={url.search.value}
              onChange={(e) => url.search.onChange(e.currentTarget.value)}
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
              onChange={(v) => update({ status: v && v !== 'all' ? (v as TicketsUrl['status']) : undefined })}
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
      {body}
      <TicketDetailModal id={openId} onClose={() => openTicket(null)} />
      <ImportModal
        opened={importing}
        kind={filters.kind}
        onClose={() => setImporting(false)}
        onImported={(kind) => url.reset({ kind, year: filters.year })}
      />
    </Stack>
  );
}
