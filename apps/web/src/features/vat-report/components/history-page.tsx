// /iva/historial-reportes-de-ventas: the business's reports, 10 a page, newest month first, each
// status shown as Listo or En Proceso (?pagina= in the URL).
import { Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { periodLabel, toPeriod } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { useCompact } from '../../accounting/components/report-layout';
import { useReports } from '../api/vat-report';
import { HISTORY_MSG, WIZARD_MSG } from '../messages';
import { StatusBadge } from './status-badge';

const WIZARD = '/iva/reporte-de-ventas';

export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const compact = useCompact();
  const list = useReports(page);
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));
  const label = (y: number, m: number) => periodLabel(toPeriod(y, m));
  const movements = (without: boolean) =>
    without ? WIZARD_MSG.withoutMovementsValue : WIZARD_MSG.withMovementsValue;

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={320} radius="md" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={HISTORY_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder>
        <EmptyState
          title={HISTORY_MSG.emptyTitle}
          description={HISTORY_MSG.emptyDescription}
          action={
            <Button mt="sm" component={Link} to={WIZARD} leftSection={<IconPlus size={16} aria-hidden />}>
              {HISTORY_MSG.newReport}
            </Button>
          }
        />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="reports-list">
        {data.data.map((r) => (
          <Card key={r.id} withBorder padding="sm" data-testid="report-row">
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
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={620} type="native">
          <Table verticalSpacing="sm" data-testid="reports-list">
            <HiddenCaption>{HISTORY_MSG.caption}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{HISTORY_MSG.columns.period}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.movements}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.sentAt}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.updatedAt}</Table.Th>
                <Table.Th scope="col">{HISTORY_MSG.columns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((r) => (
                <Table.Tr key={r.id} data-testid="report-row">
                  <Table.Td fw={600}>{label(r.accounting_year, r.accounting_month)}</Table.Td>
                  <Table.Td>{movements(r.without_movements)}</Table.Td>
                  <Table.Td>{displayDate(r.created_at)}</Table.Td>
                  <Table.Td>{displayDate(r.updated_at)}</Table.Td>
                  <Table.Td>
                    <StatusBadge display={r.display_status} status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={HISTORY_MSG.title}
        description={HISTORY_MSG.description}
        actions={
          <Button component={Link} to={WIZARD} leftSection={<IconPlus size={16} aria-hidden />}>
            {HISTORY_MSG.newReport}
          </Button>
        }
      />
      <Text size="xs" c="dimmed">
        {HISTORY_MSG.statusHint}
      </Text>
      {body}
      {total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {HISTORY_MSG.page((page - 1) * 10 + 1, Math.min(page * 10, total), total)}
          </Text>
          {pages > 1 && (
            <ListPagination
              total={pages}
              value={page}
              onChange={(p) => setParams({ pagina: String(p) }, { replace: true })}
              compact={compact}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
