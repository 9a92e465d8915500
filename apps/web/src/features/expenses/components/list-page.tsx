// The expenses list (the index of /mis-gastos): the year's figures by status, every filter of the
// spec in the URL, 10 a page, the download of report.xlsx; a row opens its review screen.
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { expenseYearOptions } from '@portal/contracts';
import { IconCalendarStats, IconDownload, IconList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError } from '../../../lib/notify';
import { NUM, money } from '../../../components/ui/figures';
import { useCompact } from '../../../components/ui/use-compact';
import { useToday } from '../../../lib/config';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { downloadExpenses, useExpenseDashboard, useExpenses } from '../api/expenses';
import { LIST_MSG, STATUS_COLOR } from '../messages';
import { EXPENSES_URL, type ExpensesUrl, hasFilters, listQuery } from '../utils/expenses-url';
import { expenseRows } from './expenses-table';
import { ExpenseFiltersBar } from './list-filters-bar';

function YearFigures({ year }: { year: number }) {
  const q = useExpenseDashboard(year);
  const s = LIST_MSG.summary;
  if (!q.data) return <Skeleton height={76} radius="md" />;
  const items = [
    { key: 'waiting', label: s.waiting, ...q.data.by_status.waiting },
    { key: 'validated', label: s.validated, ...q.data.by_status.validated },
    { key: 'rejected', label: s.rejected, ...q.data.by_status.rejected },
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="xs" aria-label={s.of(year)} data-testid="expenses-figures">
      {items.map((i) => (
        <Card
          key={i.key}
          withBorder
          padding="sm"
          style={{ borderTop: `3px solid var(--mantine-color-${STATUS_COLOR[i.key]}-5)` }}
        >
          <Text size="xs" c="dimmed">
            {i.label} · {year}
          </Text>
          <Text fw={700} fz={{ base: 'sm', md: 'md' }} style={NUM} ta="left" data-testid={`figure-${i.key}`}>
            {money(i.total)}
          </Text>
          <Text size="xs" c="dimmed">
            {LIST_MSG.count(i.count)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ExpensesListPage({ base }: { base: string }) {
  const url = useListUrlState(EXPENSES_URL);
  const filters = url.value;
  const navigate = useNavigate();
  const compact = useCompact();
  const year = Number(useToday().slice(0, 4)) || new Date().getFullYear();
  const [busy, setBusy] = useState(false);
  const { canWrite } = useCurrentBusiness();
  const update = (next: Partial<ExpensesUrl>) => url.set(next);

  const list = useExpenses(filters.page, listQuery(filters));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = pageCount(total, data?.meta.page_size ?? 10);
  const years = expenseYearOptions(year, data?.meta.filters.years ?? []);
  const filtered = hasFilters(filters);

  const download = async () => {
    setBusy(true);
    try {
      await downloadExpenses(listQuery(filters));
    } catch (err) {
      notifyError(err ?? LIST_MSG.downloadError);
    } finally {
      setBusy(false);
    }
  };

  const body = (
    <ListView
      query={list}
      rows={data?.data}
      compact={compact}
      errorMessage={LIST_MSG.loadError}
      empty={{
        title: filtered ? LIST_MSG.emptyFiltered : LIST_MSG.emptyTitle,
        description: filtered ? undefined : LIST_MSG.emptyDescription,
        action: filtered ? (
          <Button variant="default" mt="sm" onClick={() => url.reset()}>
            {LIST_MSG.clearFilters}
          </Button>
        ) : (
          <Button
            mt="sm"
            component={Link}
            to={`${base}/ingresar-gasto`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {LIST_MSG.newExpense}
          </Button>
        ),
      }}
      {...expenseRows((e) => navigate(`${base}/revisar-gasto/${e.id}`))}
      footer={{ page: filters.page, pages, onPage: (page) => url.set({ page }) }}
    />
  );

  return (
    <Stack gap="md" data-testid="expenses-page">
      <PageHeader
        title={LIST_MSG.title}
        description={LIST_MSG.description}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={busy}
              disabled={total === 0}
              data-testid="expenses-download"
            >
              {LIST_MSG.download}
            </Button>
            {canWrite ? (
              <Button
                component={Link}
                to={`${base}/ingresar-gasto`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="expenses-new"
              >
                {LIST_MSG.newExpense}
              </Button>
            ) : null}
          </>
        }
      />
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          component={Link}
          to={`${base}/gastos-mes`}
          leftSection={<IconCalendarStats size={16} aria-hidden />}
        >
          {LIST_MSG.monthView}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          component={Link}
          to={`${base}/detalle-mensual`}
          leftSection={<IconList size={16} aria-hidden />}
        >
          {LIST_MSG.monthlyDetail}
        </Button>
      </Group>
      <YearFigures year={filters.year ?? year} />
      <ExpenseFiltersBar
        filters={filters}
        update={update}
        search={url.search}
        years={years}
        compact={compact}
      />
      {data && data.data.length > 0 ? (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="expenses-count">
            {LIST_MSG.count(total)}
          </Text>
          <Text size="sm">
            {LIST_MSG.totalOf}:{' '}
            <Text span fw={700} style={NUM} data-testid="expenses-total">
              {money(data.meta.total_amount)}
            </Text>
          </Text>
        </Group>
      ) : null}
      {body}
    </Stack>
  );
}
