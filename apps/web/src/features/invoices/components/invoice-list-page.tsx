// Mis ventas / Mis compras (spec §2): filters kept in the URL, server-side sort and paging, totals
// of the filter and of the page, CSV export, bulk actions, import from SII and the detail modal.
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCLP, periodLabel } from '@portal/domain';
import { IconCalendarSearch, IconDownload, IconFileImport, IconFilterOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListView } from '../../../components/list/list-view';
import { useCompact } from '../../../components/ui/use-compact';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadInvoicesCsv, useInvoiceList, useInvoicePeriods } from '../api/list';
import type { InvoiceListItem, OperationType } from '../api/types';
import { useUpdatePayed } from '../api/updates';
import { useAcknowledge } from '../hooks/use-acknowledge';
import { useListState } from '../hooks/use-list-state';
import {
  PAGE_SIZE_OPTIONS,
  type SortColumn,
  hasActiveFilters,
  listFilters,
  nextSort,
} from '../utils/list-params';
import { chileDate } from '../utils/display';
import { LIST_ERROR, UPDATE_ERROR, LIST_MSG } from '../utils/messages';
import { BulkBar, SelectAllBanner } from './bulk-bar';
import { ImportModal } from './import-modal';
import { CollectionModal } from '../../collections';
import { FactoringModal } from '../../factoring';
import { InvoiceDetailModal } from './invoice-detail-modal';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceCard, SortSelect, invoiceColumns, invoiceRow, sortColumn } from './invoice-rows';
import { useCurrentBusiness } from '../../../lib/current-business';
import type { RowActionHandlers } from './row-actions';
import { listSelection, useSelection } from './selection';

export function InvoiceListPage({ operationType }: { operationType: OperationType }) {
  const texts = LIST_MSG[operationType];
  const { state, update, reset, search } = useListState(operationType);
  const list = useInvoiceList(operationType, state);
  const compact = useCompact();
  const filters = listFilters(state, operationType);
  const selection = useSelection(JSON.stringify(filters));
  // A user who only reads (Invitado) is offered no write: no import, no selection, no paid toggle.
  const { canWrite } = useCurrentBusiness();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [collecting, setCollecting] = useState<InvoiceListItem | null>(null);
  const [factoring, setFactoring] = useState<InvoiceListItem | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const payed = useUpdatePayed();
  const ack = useAcknowledge();

  useEffect(() => {
    if (list.isError) notifyError(LIST_ERROR[operationType]);
  }, [list.isError, operationType]);

  const data = list.data;
  const meta = data?.meta;
  const total = meta?.total_elements ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (meta?.page_size || state.pageSize)));

  // A page that no longer exists (after a bulk update narrowed the list): go to the last one.
  useEffect(() => {
    if (
      data &&
      !list.isPlaceholderData &&
      data.invoices.length === 0 &&
      total > 0 &&
      state.page > totalPages
    ) {
      update({ page: totalPages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, total, state.page, totalPages, update]);

  const open = (inv: InvoiceListItem) => setDetailId(inv.id);
  const handlers: RowActionHandlers = !canWrite
    ? { onOpen: open }
    : {
        onOpen: open,
        onTogglePaid: (inv) =>
          payed.mutate(
            { id: inv.id, payed: !inv.pagado },
            {
              onSuccess: () =>
                notifySuccess(inv.pagado ? LIST_MSG.markedUnpaid(inv.folio) : LIST_MSG.markedPaid(inv.folio)),
              onError: () => notifyError(UPDATE_ERROR),
            },
          ),
        onAcknowledge: (inv, code) => ack.confirm(inv, code),
        onCollect: (inv) => setCollecting(inv),
        onFactor: (inv) => setFactoring(inv),
      };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvoicesCsv(operationType, state);
    } catch {
      notifyError(LIST_MSG.csvError);
    } finally {
      setExporting(false);
    }
  };

  const updatedAt = data?.last_updated ? chileDate(data.last_updated) : null;
  const first = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const last = Math.min(total, state.page * state.pageSize);
  const filtered = hasActiveFilters(state, operationType);
  const showEmpty = data && total === 0;
  /** Nothing at all yet (no filter to blame): only the invitation to import is worth showing. */
  const neverImported = !!showEmpty && !filtered && !data?.last_updated;
  // The newest month with documents of this register, when the months shown have none.
  const spans = useInvoicePeriods();
  const newest = showEmpty && !filtered ? (spans.data?.periods[operationType]?.newest ?? null) : null;

  const empty = filtered
    ? {
        icon: <IconFilterOff size={26} aria-hidden />,
        title: LIST_MSG.noMatch(texts.noun),
        description: LIST_MSG.noMatchHint,
        action: (
          <Button variant="light" onClick={reset} mt="xs">
            {LIST_MSG.clearFilters}
          </Button>
        ),
      }
    : newest !== null
      ? // Documents exist, only not in the months shown (older sales just imported).
        {
          icon: <IconCalendarSearch size={26} aria-hidden />,
          title: LIST_MSG.noneInRange(texts.noun),
          description: LIST_MSG.newestIs(periodLabel(newest)),
          action: (
            <Button
              variant="light"
              mt="xs"
              onClick={() => update({ period: newest })}
              data-testid="empty-newest"
            >
              {LIST_MSG.showPeriod(periodLabel(newest))}
            </Button>
          ),
        }
      : {
          icon: <IconFileImport size={26} aria-hidden />,
          title: texts.emptyTitle,
          description: LIST_MSG.emptyHint,
          action: canWrite ? (
            <Button mt="xs" onClick={() => setImportOpen(true)} data-testid="empty-import">
              {LIST_MSG.importSii}
            </Button>
          ) : undefined,
        };

  const headerActions = (
    <>
      {canWrite && (
        <Button
          variant="default"
          leftSection={compact ? undefined : <IconFileImport size={18} />}
          onClick={() => setImportOpen(true)}
          data-testid="import-sii"
          size={compact ? 'sm' : 'md'}
          px={compact ? 8 : undefined}
        >
          {LIST_MSG.importSii}
        </Button>
      )}
      <Button
        leftSection={compact ? undefined : <IconDownload size={18} />}
        onClick={exportCsv}
        loading={exporting}
        disabled={!data || total === 0}
        data-testid="export-csv"
        size={compact ? 'sm' : 'md'}
        px={compact ? 8 : undefined}
      >
        {LIST_MSG.exportCsv}
      </Button>
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={texts.title}
        description={
          updatedAt ? (
            <span data-testid="last-updated">{LIST_MSG.updatedAt(updatedAt)}</span>
          ) : (
            texts.description
          )
        }
        actions={compact ? undefined : headerActions}
      />
      {compact && (
        <Group grow gap="xs" mt={-8} wrap="nowrap">
          {headerActions}
        </Group>
      )}

      {!neverImported && (
        <Paper withBorder p={{ base: 'sm', md: 'md' }} radius="lg">
          <InvoiceFilters
            operationType={operationType}
            state={state}
            onChange={update}
            compact={compact}
            search={search}
          />
        </Paper>
      )}

      {!neverImported && (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {!compact && (
            <Stat label={LIST_MSG.documents} value={data ? total.toLocaleString('es-CL') : null} />
          )}
          <Stat
            label={data?.open_totals ? LIST_MSG.openFiltered : LIST_MSG.totalFiltered}
            value={data ? formatCLP(data.total_det_mnt_total) : null}
            testId="total-filter"
            hint={
              data?.open_totals
                ? LIST_MSG.openHint[operationType]
                : data && data.excluded_count > 0
                  ? LIST_MSG.excluded(data.excluded_count, formatCLP(data.excluded_det_mnt_total))
                  : undefined
            }
          />
          <Stat
            label={data?.open_totals ? LIST_MSG.openPage : LIST_MSG.totalPage}
            value={data ? formatCLP(data.page_total_det_mnt_total) : null}
            testId="total-page"
          />
        </SimpleGrid>
      )}

      <ListView
        query={list}
        rows={data?.invoices}
        rowKey={(inv) => inv.id}
        compact={compact}
        errorMessage={LIST_ERROR[operationType]}
        empty={empty}
        testId="invoice-table"
        scrollTestId="invoice-table-scroll"
        nativeScroll
        skeletonRows={compact ? 5 : 10}
        stale={list.isPlaceholderData}
        columns={invoiceColumns(operationType, handlers)}
        row={invoiceRow(open)}
        card={(inv) => (
          <InvoiceCard
            invoice={inv}
            operationType={operationType}
            selection={canWrite ? selection : null}
            handlers={handlers}
          />
        )}
        cardsHeader={<SortSelect state={state} onChange={update} />}
        sort={{
          field: sortColumn(state.sortField),
          order: state.sortOrder,
          onSort: (column) => update(nextSort(state, column as SortColumn)),
        }}
        selection={canWrite ? listSelection(selection) : undefined}
        banner={
          canWrite ? (
            <SelectAllBanner selection={selection} pageCount={data?.invoices.length ?? 0} total={total} />
          ) : null
        }
        footer={{
          summary: LIST_MSG.pageInfo(first, last, total),
          summaryTestId: 'page-info',
          page: state.page,
          pages: totalPages,
          onPage: (page) => update({ page }),
          paginationTestId: 'pagination',
          pageSize: {
            value: state.pageSize,
            options: PAGE_SIZE_OPTIONS,
            onChange: (pageSize) => update({ pageSize }),
            label: LIST_MSG.pageSize,
            testId: 'page-size',
          },
        }}
      />

      {canWrite && (
        <BulkBar
          operationType={operationType}
          selection={selection}
          filters={filters}
          pageCount={data?.invoices.length ?? 0}
          total={total}
          compact={compact}
        />
      )}

      <InvoiceDetailModal id={detailId} operationType={operationType} onClose={() => setDetailId(null)} />
      <CollectionModal invoice={collecting} onClose={() => setCollecting(null)} />
      <FactoringModal invoice={factoring} onClose={() => setFactoring(null)} />
      <ImportModal opened={importOpen} onClose={() => setImportOpen(false)} page={operationType} />
    </Stack>
  );
}

function Stat({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string | null;
  testId?: string;
  /** What the figure leaves out, below it. */
  hint?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="sm" px="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      {value === null ? (
        <Text fz="lg" fw={700} c="gray.4">
          —
        </Text>
      ) : (
        <Text fz="lg" fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" data-testid={testId ? `${testId}-hint` : undefined}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
