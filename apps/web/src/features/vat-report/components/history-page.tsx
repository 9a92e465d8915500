// /iva/historial-reportes-de-ventas: the business's reports, 10 a page, newest month first, each
// status shown as Listo or En Proceso (?pagina= in the URL).
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { periodLabel, toPeriod } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompact } from '../../../components/ui/use-compact';
import { displayDate } from '../../../lib/format';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { useReports } from '../api/vat-report';
import { HISTORY_MSG, WIZARD_MSG } from '../messages';
import { REPORTS_URL } from '../utils/history-url';
import { StatusBadge } from './status-badge';

const WIZARD = '/iva/reporte-de-ventas';
const PAGE_SIZE = 10;

const label = (y: number, m: number) => periodLabel(toPeriod(y, m));
const movements = (without: boolean) =>
  without ? WIZARD_MSG.withoutMovementsValue : WIZARD_MSG.withMovementsValue;

function NewReport({ mt }: { mt?: string }) {
  return (
    <Button mt={mt} component={Link} to={WIZARD} leftSection={<IconPlus size={16} aria-hidden />}>
      {HISTORY_MSG.newReport}
    </Button>
  );
}

export function HistoryPage() {
  const url = useListUrlState(REPORTS_URL);
  const page = url.value.page;
  const compact = useCompact();
  const list = useReports(page);
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;

  return (
    <Stack gap="md">
      <PageHeader title={HISTORY_MSG.title} description={HISTORY_MSG.description} actions={<NewReport />} />
      <Text size="xs" c="dimmed">
        {HISTORY_MSG.statusHint}
      </Text>
      <ListView
        query={list}
        rows={data?.data}
        rowKey={(r) => r.id}
        compact={compact}
        errorMessage={HISTORY_MSG.loadError}
        loadingHeight={320}
        empty={{
          title: HISTORY_MSG.emptyTitle,
          description: HISTORY_MSG.emptyDescription,
          action: <NewReport mt="sm" />,
        }}
        testId="reports-list"
        caption={HISTORY_MSG.caption}
        minWidth={620}
        nativeScroll
        row={() => ({ testId: 'report-row' })}
        columns={[
          {
            key: 'period',
            header: HISTORY_MSG.columns.period,
            cell: (r) => label(r.accounting_year, r.accounting_month),
            td: () => ({ fw: 600 }),
          },
          {
            key: 'movements',
            header: HISTORY_MSG.columns.movements,
            cell: (r) => movements(r.without_movements),
          },
          { key: 'sent', header: HISTORY_MSG.columns.sentAt, cell: (r) => displayDate(r.created_at) },
          { key: 'updated', header: HISTORY_MSG.columns.updatedAt, cell: (r) => displayDate(r.updated_at) },
          {
            key: 'status',
            header: HISTORY_MSG.columns.status,
            cell: (r) => <StatusBadge display={r.display_status} status={r.status} />,
          },
        ]}
        card={(r) => (
          <Card withBorder padding="sm" data-testid="report-row">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{label(r.accounting_year, r.accounting_month)}</Text>
                <Text size="xs" c="dimmed">
                  {movements(r.without_movements)} · {displayDate(r.created_at)}
                </Text>
              </Stack>
              <StatusBadge display={r.display_status} status={r.status} />
            </Group>
          </Card>
        )}
        footer={{
          summary: HISTORY_MSG.page((page - 1) * PAGE_SIZE + 1, Math.min(page * PAGE_SIZE, total), total),
          page,
          pages: pageCount(total, PAGE_SIZE),
          onPage: (p) => url.set({ page: p }, { replace: true }),
        }}
      />
    </Stack>
  );
}
