// Dashboard: top clients (by sales) and top providers (by purchases) (GET ranking_document).
import { Progress, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { formatCLP, formatRut } from '@portal/domain';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/states';
import { useRanking } from '../api/summary';
import type { OperationType } from '../api/types';

export default function RankingWidget() {
  const [op, setOp] = useState<OperationType>('VENTA');
  const q = useRanking(op, 5);
  const max = Math.max(1, ...(q.data ?? []).map((r) => Math.abs(r.total)));
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        value={op}
        onChange={(v) => setOp(v as OperationType)}
        data={[
          { value: 'VENTA', label: 'Clientes' },
          { value: 'COMPRA', label: 'Proveedores' },
        ]}
        aria-label="Ranking de"
      />
      {q.isPending ? (
        <Stack gap="xs">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} height={30} />
          ))}
        </Stack>
      ) : q.isError ? (
        <LoadError
          message="Hubo un problema obteniendo el ranking. Favor inténtalo nuevamente."
          onRetry={() => q.refetch()}
        />
      ) : q.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {op === 'VENTA'
            ? 'Aún no hay ventas para armar el ranking.'
            : 'Aún no hay compras para armar el ranking.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="ranking-list">
          {q.data.map((r, i) => (
            <li key={r.rut}>
              <Text size="sm" fw={600} truncate="end">
                {i + 1}. {r.name || formatRut(r.rut)}
              </Text>
              <Progress
                value={(Math.abs(r.total) / max) * 100}
                size="sm"
                color={op === 'VENTA' ? 'brand' : 'orange'}
                mt={4}
                aria-hidden
              />
              <Text size="xs" c="dimmed" mt={2}>
                {formatCLP(r.total)} · {r.count.toLocaleString('es-CL')}{' '}
                {r.count === 1 ? 'documento' : 'documentos'}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
