// Dashboard: overdue, to-be-due and paid documents of sales and purchases (GET expired_payed_document).
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatCLP } from '@portal/domain';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/states';
import { type CountTotal, useExpiredPayed } from '../api/invoice-summary';
import { documentsCount, WIDGET_MSG } from '../utils/messages';

type Figure = { label: string; value: CountTotal; color?: string; to?: string };

function FigureCell({ label, value, color, to }: Figure) {
  const amount = (
    <Text fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCLP(value.total)}
    </Text>
  );
  return (
    <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap" py={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={0} align="flex-end">
        {to && value.count > 0 ? (
          <Anchor
            component={Link}
            to={to}
            underline="hover"
            aria-label={`${label}: ${formatCLP(value.total)}. Ver documentos`}
          >
            {amount}
          </Anchor>
        ) : (
          amount
        )}
        <Text size="xs" c="dimmed">
          {documentsCount(value.count)}
        </Text>
      </Stack>
    </Group>
  );
}

function Block({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
        {title}
      </Text>
      {figures.map((f) => (
        <FigureCell key={f.label} {...f} />
      ))}
    </Stack>
  );
}

export default function ExpiredPayedWidget() {
  const q = useExpiredPayed();
  if (q.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </SimpleGrid>
    );
  }
  if (q.isError) {
    return <LoadError message={WIDGET_MSG.expiredPayedError} onRetry={() => q.refetch()} />;
  }
  const { sales, purchases } = q.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-testid="expired-payed">
      <Block
        title={WIDGET_MSG.sales}
        figures={[
          {
            label: WIDGET_MSG.expired,
            value: sales.expired,
            color: 'red.8',
            to: '/compras-y-ventas/mis-ventas?expired=true',
          },
          {
            label: WIDGET_MSG.toBeDue,
            value: sales.to_be_due,
            to: '/compras-y-ventas/mis-ventas?owed=true&expired=false',
          },
          {
            label: WIDGET_MSG.paid,
            value: sales.payed,
            color: 'teal.8',
            to: '/compras-y-ventas/mis-ventas?payed=true',
          },
        ]}
      />
      <Block
        title={WIDGET_MSG.purchases}
        figures={[
          {
            label: WIDGET_MSG.expired,
            value: purchases.expired,
            color: 'red.8',
            to: '/compras-y-ventas/mis-compras?last_periods=12&expired=true',
          },
          {
            label: WIDGET_MSG.toBeDue,
            value: purchases.to_be_due,
            to: '/compras-y-ventas/mis-compras?last_periods=12&owed=true&expired=false',
          },
          {
            label: WIDGET_MSG.paid,
            value: purchases.payed,
            color: 'teal.8',
            to: '/compras-y-ventas/mis-compras?last_periods=12&payed=true',
          },
        ]}
      />
    </SimpleGrid>
  );
}
