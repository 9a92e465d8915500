// /remuneraciones/liquidaciones: the month in course with its 'Comenzar' / 'Continuar' button, then
// the business's months, newest first, 10 a page (the list kit), each with its status label
// (platform §4) and, once computed (received or later), its payslips, Previred file and LRE.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Quotation } from '@portal/contracts';
import { formatCLP, payrollPeriod } from '@portal/domain';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { useCompact } from '../../../components/ui/use-compact';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { useQuotationList } from '../api/quotations';
import { PAYROLL_MSG as M } from '../messages';
import { advancedPath, hasFiles } from '../utils/paths';
import { quotationsUrl } from '../utils/quotations-url';
import { CurrentPeriodCard, monthLabel } from './current-period-card';
import { MonthFiles } from './month-files';
import { StatusBadge } from './status-badge';

export function QuotationsPage() {
  const { canWrite } = useCurrentBusiness();
  const url = useListUrlState(quotationsUrl);
  const page = url.value.page;
  const list = useQuotationList(page);
  const compact = useCompact();
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;

  return (
    <Stack gap="md">
      <PageHeader title={M.listTitle} description={M.listDescription} />
      {canWrite ? null : <ReadOnlyNote what={M.readOnlyWhat} testId="payroll-read-only" />}
      <CurrentPeriodCard />
      <Title order={2} size="h4" mt="sm">
        {M.historyTitle}
      </Title>
      <ListView
        query={list}
        rows={data?.data.quotations}
        rowKey={(q) => q.id}
        compact={compact}
        errorMessage={M.loadError}
        empty={{ title: M.emptyTitle, description: M.emptyDescription }}
        testId="payroll-months"
        minWidth={760}
        columns={COLUMNS}
        row={(q) => ({ testId: 'payroll-month', data: { 'data-period': payrollPeriod(q) } })}
        card={(q) => <MonthCard q={q} />}
        footer={
          data
            ? {
                summary: M.page(
                  (page - 1) * data.meta.page_size + 1,
                  Math.min(total, page * data.meta.page_size),
                  total,
                ),
                summaryTestId: 'payroll-months-range',
                page,
                pages: pageCount(total, data.meta.page_size),
                onPage: (p) => url.set({ page: p }),
              }
            : undefined
        }
      />
    </Stack>
  );
}

const MonthLink = ({ q }: { q: Quotation }) =>
  hasFiles(q.status) ? (
    <Anchor component={Link} to={advancedPath(q)} fw={600} fz="sm">
      {monthLabel(q)}
    </Anchor>
  ) : (
    <Text fw={600} fz="sm">
      {monthLabel(q)}
    </Text>
  );

const Files = ({ q, menu = false }: { q: Quotation; menu?: boolean }) =>
  hasFiles(q.status) ? (
    <MonthFiles quotation={q} menu={menu} />
  ) : (
    <Text size="xs" c="dimmed">
      {M.filesPending}
    </Text>
  );

const COLUMNS: ListColumn<Quotation>[] = [
  {
    key: 'month',
    header: M.columns.month,
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
    cell: (q) => <MonthLink q={q} />,
  },
  {
    key: 'status',
    header: M.columns.status,
    style: { width: 150 },
    cell: (q) => <StatusBadge status={q.status} />,
  },
  {
    key: 'workers',
    header: M.columns.workers,
    align: 'right',
    cell: (q) => (hasFiles(q.status) ? q.totals.workers : '—'),
  },
  {
    key: 'liquido',
    header: M.columns.liquido,
    align: 'right',
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
    cell: (q) => (hasFiles(q.status) ? formatCLP(q.totals.liquido) : '—'),
  },
  { key: 'files', header: M.columns.files, cell: (q) => <Files q={q} menu /> },
];

function MonthCard({ q }: { q: Quotation }) {
  return (
    <Card withBorder padding="md" data-testid="payroll-month" data-period={payrollPeriod(q)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <MonthLink q={q} />
          <StatusBadge status={q.status} />
        </Group>
        {hasFiles(q.status) ? (
          <Text size="xs" c="dimmed">
            {M.totals(q.totals.workers, q.totals.liquido)}
          </Text>
        ) : null}
        <Files q={q} />
      </Stack>
    </Card>
  );
}
