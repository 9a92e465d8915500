// gastos-mes: the month's expenses by category and subcategory, with totals and each category's share
// (rejected expenses left out: they are not a spending of the business).
import { Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { NUM, money } from '../../../components/ui/figures';
import { useExpensesByPeriod } from '../api/expenses';
import { MONTH_MSG } from '../messages';
import { PeriodPicker, usePeriod } from './period-picker';

const pct = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

export function MonthPage({ base }: { base: string }) {
  const period = usePeriod();
  const q = useExpensesByPeriod(period.year, period.month);
  const data = q.data;
  return (
    <Stack gap="md" data-testid="expenses-month">
      <PageHeader
        title={MONTH_MSG.title}
        description={MONTH_MSG.description}
        actions={
          <Button
            variant="default"
            component={Link}
            to={`${base}/detalle-mensual?mes=${period.month}&anio=${period.year}`}
          >
            {MONTH_MSG.seeDetail}
          </Button>
        }
      />
      <PeriodPicker period={period} />
      {q.isPending ? (
        <Skeleton height={300} radius="md" />
      ) : !data ? (
        <LoadError message={MONTH_MSG.loadError} onRetry={() => q.refetch()} />
      ) : data.groups.length === 0 ? (
        <Card withBorder>
          <EmptyState title={MONTH_MSG.empty} />
        </Card>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="sm" maw={420}>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {MONTH_MSG.total}
              </Text>
              <Text fw={700} size="lg" data-testid="month-total">
                {money(data.total)}
              </Text>
              <Text size="xs" c="dimmed">
                {MONTH_MSG.count(data.count)}
              </Text>
            </Card>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {MONTH_MSG.validated}
              </Text>
              <Text fw={700} size="lg">
                {money(data.validated_total)}
              </Text>
            </Card>
          </SimpleGrid>
          <Card withBorder padding={0}>
            <Table verticalSpacing="xs" data-testid="month-groups">
              <HiddenCaption>{MONTH_MSG.caption}</HiddenCaption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{MONTH_MSG.category}</Table.Th>
                  <Table.Th scope="col" style={NUM}>
                    {MONTH_MSG.amount}
                  </Table.Th>
                  <Table.Th scope="col" w="30%" visibleFrom="md">
                    {MONTH_MSG.share}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.groups.flatMap((g) => [
                  <Table.Tr key={`g${g.id}`} bg="gray.0">
                    <Table.Th scope="row">
                      {g.name}{' '}
                      <Text span size="xs" c="dimmed" fw={400}>
                        · {MONTH_MSG.count(g.count)}
                      </Text>
                    </Table.Th>
                    <Table.Td style={NUM} fw={700}>
                      {money(g.total)}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Group gap="xs" wrap="nowrap">
                        <Progress value={pct(g.total, data.total)} w="100%" aria-hidden />
                        <Text size="xs" w={56} ta="right" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                          {pct(g.total, data.total).toLocaleString('es-CL')} %
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>,
                  ...g.categories.map((c) => (
                    <Table.Tr key={`c${c.id}`}>
                      <Table.Td pl="xl">
                        <Text size="sm">{c.name}</Text>
                      </Table.Td>
                      <Table.Td style={NUM}>{money(c.total)}</Table.Td>
                      <Table.Td visibleFrom="md" />
                    </Table.Tr>
                  )),
                ])}
              </Table.Tbody>
            </Table>
          </Card>
        </>
      )}
    </Stack>
  );
}
