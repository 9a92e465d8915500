// Dashboard: top clients (by sales) and top providers (by purchases) (GET ranking_document).
import { Progress, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { formatCLP, formatRut } from '@portal/domain';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/states';
import { useRanking } from '../api/invoice-summary';
import type { OperationType } from '../api/types';
import { RANKING_LOAD_ERROR, documentsCount, WIDGET_MSG } from '../utils/messages';

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
          { value: 'VENTA', label: WIDGET_MSG.clients },
          { value: 'COMPRA', label: WIDGET_MSG.providers },
        ]}
        aria-label={WIDGET_MSG.rankingOf}
      />
      {q.isPending ? (
        <Stack gap="xs">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} height={30} />
          ))}
        </Stack>
      ) : q.isError ? (
        <LoadError message={RANKING_LOAD_ERROR} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {WIDGET_MSG.rankingEmpty[op]}
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
                {formatCLP(r.total)} · {documentsCount(r.count)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
