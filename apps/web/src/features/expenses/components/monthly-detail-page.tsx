// detalle-mensual: every expense of the chosen month, one by one (10 a page), with its total and the
// month's report.xlsx.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError } from '../../../lib/notify';
import { NUM, money } from '../../../components/ui/figures';
import { useCompact } from '../../../components/ui/use-compact';
import { downloadExpenses, useExpenses } from '../api/expenses';
import { LIST_MSG, MONTH_MSG } from '../messages';
import { expenseRows } from './expenses-table';
import { PeriodPicker, usePeriod } from './period-picker';

export function MonthlyDetailPage({ base }: { base: string }) {
  const period = usePeriod();
  const navigate = useNavigate();
  const compact = useCompact();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const query = { sort: 'date_asc' as const, search_by: { month: period.month, year: period.year } };
  const q = useExpenses(page, query);
  const data = q.data;
  const total = data?.meta.total_elements ?? 0;
  const download = async () => {
    setBusy(true);
    try {
      await downloadExpenses(query);
    } catch (err) {
      notifyError(err ?? LIST_MSG.downloadError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md" data-testid="expenses-monthly-detail">
      <PageHeader
        title={MONTH_MSG.detailTitle}
        description={MONTH_MSG.detailDescription}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={`${base}/gastos-mes?mes=${period.month}&anio=${period.year}`}
            >
              {MONTH_MSG.seeMonth}
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={busy}
              disabled={total === 0}
            >
              {LIST_MSG.download}
            </Button>
          </>
        }
      />
      <PeriodPicker
        period={{
          ...period,
          set: (n) => {
            setPage(1);
            period.set(n);
          },
        }}
      />
      {data && data.data.length > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {LIST_MSG.count(total)}
          </Text>
          <Text size="sm">
            {MONTH_MSG.total}:{' '}
            <Text span fw={700} style={NUM}>
              {money(data.meta.total_amount)}
            </Text>
          </Text>
        </Group>
      ) : null}
      <ListView
        query={q}
        rows={data?.data}
        compact={compact}
        errorMessage={LIST_MSG.loadError}
        loadingHeight={300}
        empty={{ title: MONTH_MSG.empty }}
        {...expenseRows((e) => navigate(`${base}/revisar-gasto/${e.id}`))}
        footer={{ page, pages: pageCount(total, data?.meta.page_size ?? 10), onPage: setPage }}
      />
    </Stack>
  );
}
