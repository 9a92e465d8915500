// One period's figures: sales and purchases with their counts, and the VAT of the month.
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatCLP } from '@portal/domain';
import { LoadError } from '../../../../components/ui/states';
import { useMonthlySummary } from '../../api/invoice-summary';
import { SUMMARY_LOAD_ERROR, documentsCount } from '../../utils/messages';

export function MonthlySummary({ period }: { period: number }) {
  const summary = useMonthlySummary(period);
  if (summary.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} height={56} />
        ))}
      </SimpleGrid>
    );
  }
  if (summary.isError) {
    return (
      <LoadError
        message={SUMMARY_LOAD_ERROR}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const s = summary.data;
  const balance = s.iva_balance;
  const items = [
    {
      label: 'Ventas',
      value: formatCLP(s.sales.total),
      hint: documentsCount(s.sales.count),
      color: 'brand.8',
    },
    {
      label: 'Compras',
      value: formatCLP(s.purchases.total),
      hint: documentsCount(s.purchases.count),
      color: 'orange.8',
    },
    { label: 'IVA débito', value: formatCLP(s.iva_debit), hint: 'De tus ventas', color: undefined },
    { label: 'IVA crédito', value: formatCLP(s.iva_credit), hint: 'De tus compras', color: undefined },
    {
      label: balance >= 0 ? 'IVA a pagar' : 'Remanente de IVA',
      value: formatCLP(Math.abs(balance)),
      hint: 'Débito menos crédito',
      color: balance > 0 ? 'red.8' : 'teal.8',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md" data-testid="monthly-summary">
      {items.map((it) => (
        <Stack key={it.label} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {it.label}
          </Text>
          <Text fw={700} fz="lg" c={it.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {it.value}
          </Text>
          <Text size="xs" c="dimmed">
            {it.hint}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
