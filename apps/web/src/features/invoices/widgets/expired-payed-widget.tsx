// Dashboard: paid, pending and overdue documents of sales and purchases (GET expired_payed_document).
import { Anchor, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCLP } from '@portal/domain';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { type CountTotal, useExpiredPayed } from '../api/summary';

function Cell({ value, color, to }: { value: CountTotal; color?: string; to?: string }) {
  const amount = (
    <Text fw={600} size="sm" c={color} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCLP(value.total)}
    </Text>
  );
  return (
    <Table.Td ta="right">
      {to && value.count > 0 ? (
        <Anchor component={Link} to={to} underline="hover">
          {amount}
        </Anchor>
      ) : (
        amount
      )}
      <Text size="xs" c="dimmed">
        {value.count.toLocaleString('es-CL')} doc.
      </Text>
    </Table.Td>
  );
}

export default function ExpiredPayedWidget() {
  const q = useExpiredPayed();
  if (q.isPending) {
    return (
      <SimpleGrid cols={1} spacing="xs">
        <Skeleton height={20} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </SimpleGrid>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        message="Hubo un problema obteniendo tus documentos vencidos y pagados. Favor inténtalo nuevamente."
        onRetry={() => q.refetch()}
      />
    );
  }
  const { sales, purchases } = q.data;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360} type="native">
        <Table verticalSpacing={6} data-testid="expired-payed-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">Vencidas</Table.Th>
              <Table.Th ta="right">Por vencer</Table.Th>
              <Table.Th ta="right">Pagadas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>Ventas</Table.Th>
              <Cell
                value={sales.expired}
                color="red.8"
                to="/compras-y-ventas/mis-ventas?expired=true&payed=false"
              />
              <Cell value={sales.to_be_due} to="/compras-y-ventas/mis-ventas?expired=false&payed=false" />
              <Cell value={sales.payed} color="teal.8" />
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Compras</Table.Th>
              <Cell
                value={purchases.expired}
                color="red.8"
                to="/compras-y-ventas/mis-compras?expired=true&payed=false"
              />
              <Cell
                value={purchases.to_be_due}
                to="/compras-y-ventas/mis-compras?expired=false&payed=false"
              />
              <Cell value={purchases.payed} color="teal.8" />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
