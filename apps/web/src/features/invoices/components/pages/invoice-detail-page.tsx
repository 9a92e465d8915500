// The detail pages: purchases at /compras-y-ventas/detalle-de-factura-de-compra/:id, sales at
// /compras-y-ventas/detalle-de-factura?id=… (spec §2).
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/states';
import type { OperationType } from '../../api/types';
import { InvoiceDetailView } from '../detail/invoice-detail-view';
import { DETAIL_PAGE_MSG } from '../../utils/messages';

const LIST = {
  VENTA: { to: '/compras-y-ventas/mis-ventas', label: DETAIL_PAGE_MSG.back.VENTA },
  COMPRA: { to: '/compras-y-ventas/mis-compras', label: DETAIL_PAGE_MSG.back.COMPRA },
} as const;

export function parseInvoiceId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function InvoiceDetailPage({
  id,
  operationType,
}: {
  id: number | null;
  operationType: OperationType;
}) {
  const list = LIST[operationType];
  return (
    <Stack gap="md">
      <Anchor component={Link} to={list.to} size="sm" mt={-8} w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Volver a {list.label.toLowerCase()}
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', md: 'lg' }}>
        {id === null ? (
          <EmptyState
            title={DETAIL_PAGE_MSG.notFoundTitle}
            description={DETAIL_PAGE_MSG.notFoundDescription}
            action={
              <Anchor component={Link} to={list.to}>
                Volver a {list.label.toLowerCase()}
              </Anchor>
            }
          />
        ) : (
          <InvoiceDetailView id={id} operationType={operationType} />
        )}
      </Paper>
    </Stack>
  );
}
