// /flujo-de-caja: expected inflows and outflows per week or month (overdue first), the net of each
// bucket; a figure opens the documents behind it.
import {
  Anchor,
  Badge,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCLP, periodLabel } from '@portal/domain';
import { IconArrowDownRight, IconArrowUpRight, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/states';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { type CashFlowBucket, type FlowOperation, type GroupBy, useCashFlow } from '../api/cash-flow';
import { writeListUrl } from '../../../lib/url-state/list-url';
import { CASH_FLOW_MSG, docCount, figureLabel } from '../messages';
import { CASH_FLOW_DOCUMENTS_URL } from '../utils/documents-url';
import { bucketLabel } from './bucket-label';
import { CollectionsCutoffNote } from '../../../components/ui/collections-cutoff-note';

/** The overdue bucket always comes first, then by start date. */
export function orderBuckets(buckets: CashFlowBucket[]): CashFlowBucket[] {
  return [...buckets].sort((a, b) => {
    if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
    return (a.start ?? '').localeCompare(b.start ?? '');
  });
}

function documentsLink(bucket: CashFlowBucket, operationType: FlowOperation, groupBy: GroupBy): string {
  const q = writeListUrl(CASH_FLOW_DOCUMENTS_URL, {
    bucket_start: bucket.start ?? undefined,
    bucket_end: bucket.end,
    operationType,
    group_by: groupBy,
    overdue: bucket.overdue ? 'true' : undefined,
  });
  q.set('label', bucket.label);
  return `/flujo-de-caja/documentos?${q.toString()}`;
}

export function CashFlowPage() {
  const [params, setParams] = useSearchParams();
  const groupBy: GroupBy = params.get('group_by') === 'month' ? 'month' : 'week';
  const flow = useCashFlow(groupBy);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const buckets = orderBuckets(flow.data?.buckets ?? []);
  const totals = buckets.reduce(
    (acc, b) => ({
      inflows: acc.inflows + b.inflows,
      outflows: acc.outflows + b.outflows,
      net: acc.net + b.net,
    }),
    { inflows: 0, outflows: 0, net: 0 },
  );

  const figure = (bucket: CashFlowBucket, kind: 'in' | 'out') => {
    const amount = kind === 'in' ? bucket.inflows : bucket.outflows;
    const count = kind === 'in' ? bucket.inflow_count : bucket.outflow_count;
    if (!amount)
      return (
        <Text span c="dimmed" fz="sm">
          {formatCLP(0)}
        </Text>
      );
    return (
      <Anchor
        component={Link}
        to={documentsLink(bucket, kind === 'in' ? 'VENTA' : 'COMPRA', groupBy)}
        c={kind === 'in' ? 'teal.8' : 'red.8'}
        fw={600}
        fz="sm"
        aria-label={figureLabel(kind, bucketLabel(bucket, groupBy), formatCLP(amount))}
        data-testid={kind === 'in' ? 'cash-flow-inflow' : 'cash-flow-outflow'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCLP(amount)}
        {count ? (
          <Text span size="xs" c="dimmed" fw={400} ml={6}>
            {docCount(count)}
          </Text>
        ) : null}
      </Anchor>
    );
  };

  let body: ReactNode;
  if (flow.isPending) {
    body = <Skeleton height={320} radius="lg" />;
  } else if (flow.isError && !flow.data) {
    body = (
      <LoadError
        message={CASH_FLOW_MSG.loadError}
        onRetry={() => flow.refetch()}
        retrying={flow.isFetching}
      />
    );
  } else if (buckets.length === 0) {
    body = (
      <Card>
        <EmptyState title={CASH_FLOW_MSG.emptyTitle} description={CASH_FLOW_MSG.emptyDescription} />
      </Card>
    );
  } else if (compact) {
    body = (
      <Stack gap="sm" data-testid="cash-flow-table">
        {buckets.map((b) => (
          <Card key={`${b.start}-${b.end}-${b.overdue}`} padding="md" data-testid="cash-flow-bucket">
            <Group justify="space-between" mb={6}>
              <Text fw={700}>{bucketLabel(b, groupBy)}</Text>
              {b.overdue && b.label !== CASH_FLOW_MSG.overdue && (
                <Badge color="red" variant="light" tt="none">
                  {CASH_FLOW_MSG.overdue}
                </Badge>
              )}
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {CASH_FLOW_MSG.inflows}
              </Text>
              {figure(b, 'in')}
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {CASH_FLOW_MSG.outflows}
              </Text>
              {figure(b, 'out')}
            </Group>
            <Group
              justify="space-between"
              mt={4}
              pt={4}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" fw={600}>
                {CASH_FLOW_MSG.net}
              </Text>
              <NetText value={b.net} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder radius="lg" p="xs" style={{ opacity: flow.isPlaceholderData ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="sm" highlightOnHover data-testid="cash-flow-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{groupBy === 'week' ? CASH_FLOW_MSG.week : CASH_FLOW_MSG.month}</Table.Th>
                <Table.Th ta="right">{CASH_FLOW_MSG.inflowsColumn}</Table.Th>
                <Table.Th ta="right">{CASH_FLOW_MSG.outflowsColumn}</Table.Th>
                <Table.Th ta="right">{CASH_FLOW_MSG.net}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {buckets.map((b) => (
                <Table.Tr
                  key={`${b.start}-${b.end}-${b.overdue}`}
                  data-testid="cash-flow-bucket"
                  bg={b.overdue ? 'red.0' : undefined}
                >
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {bucketLabel(b, groupBy)}
                      </Text>
                      {b.overdue && b.label !== CASH_FLOW_MSG.overdue && (
                        <Badge color="red" variant="light" size="sm" tt="none">
                          {CASH_FLOW_MSG.overdue}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{figure(b, 'in')}</Table.Td>
                  <Table.Td ta="right">{figure(b, 'out')}</Table.Td>
                  <Table.Td ta="right">
                    <NetText value={b.net} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{CASH_FLOW_MSG.total}</Table.Th>
                <Table.Th ta="right">{formatCLP(totals.inflows)}</Table.Th>
                <Table.Th ta="right">{formatCLP(totals.outflows)}</Table.Th>
                <Table.Th ta="right">
                  <NetText value={totals.net} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={CASH_FLOW_MSG.title}
        description={CASH_FLOW_MSG.description}
        actions={
          <SegmentedControl
            aria-label={CASH_FLOW_MSG.groupBy}
            data-testid="cash-flow-group-by"
            value={groupBy}
            onChange={(v) => setParams(v === 'month' ? { group_by: 'month' } : {}, { replace: true })}
            data={[
              { value: 'week', label: CASH_FLOW_MSG.byWeek },
              { value: 'month', label: CASH_FLOW_MSG.byMonth },
            ]}
          />
        }
      />
      {flow.data && buckets.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          <Summary
            icon={<IconArrowDownRight size={18} />}
            color="teal"
            label={CASH_FLOW_MSG.toCollect}
            value={formatCLP(totals.inflows)}
          />
          <Summary
            icon={<IconArrowUpRight size={18} />}
            color="red"
            label={CASH_FLOW_MSG.toPay}
            value={formatCLP(totals.outflows)}
          />
          <Summary
            icon={<IconScale size={18} />}
            color="brand"
            label={CASH_FLOW_MSG.net}
            value={formatCLP(totals.net)}
          />
        </SimpleGrid>
      )}
      {flow.data && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed" data-testid="cash-flow-window">
            {CASH_FLOW_MSG.window(periodLabel(flow.data.period_from), periodLabel(flow.data.period_to))}
          </Text>
          <CollectionsCutoffNote />
        </Stack>
      )}
      {body}
    </Stack>
  );
}

function NetText({ value }: { value: number }) {
  return (
    <Text
      span
      fw={700}
      size="sm"
      c={value < 0 ? 'red.8' : value > 0 ? 'teal.8' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatCLP(value)}
    </Text>
  );
}

function Summary({
  icon,
  color,
  label,
  value,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
}) {
  return (
    <Paper withBorder radius="lg" p="sm" px="md">
      <Group gap="xs" c={`${color}.7`}>
        {icon}
        <Text size="xs" tt="uppercase" fw={600} c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fz="lg" fw={700} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}
