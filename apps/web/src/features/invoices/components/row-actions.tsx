// The per-row menu: open the detail, mark paid or unpaid, and on purchases accept or reject.
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconDots, IconEye, IconThumbDown, IconThumbUp, IconX } from '@tabler/icons-react';
import type { InvoiceListItem, OperationType } from '../api/types';

export type RowActionHandlers = {
  onOpen: (invoice: InvoiceListItem) => void;
  onTogglePaid: (invoice: InvoiceListItem) => void;
  onAcknowledge: (invoice: InvoiceListItem, code: 'ACD' | 'RCD') => void;
};

export function RowActions({
  invoice,
  operationType,
  handlers,
}: {
  invoice: InvoiceListItem;
  operationType: OperationType;
  handlers: RowActionHandlers;
}) {
  const canAcknowledge = operationType === 'COMPRA' && !invoice.accuse_type;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Acciones de la factura folio ${invoice.folio}`}
          data-testid="row-actions"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => handlers.onOpen(invoice)}>
          Ver detalle
        </Menu.Item>
        <Menu.Item
          data-testid="row-toggle-paid"
          leftSection={invoice.pagado ? <IconX size={16} /> : <IconCheck size={16} />}
          onClick={() => handlers.onTogglePaid(invoice)}
        >
          {invoice.pagado ? 'Marcar como no pagada' : 'Marcar como pagada'}
        </Menu.Item>
        {canAcknowledge && (
          <>
            <Menu.Divider />
            <Menu.Label>Acuse de recibo</Menu.Label>
            <Menu.Item
              data-testid="ack-accept"
              leftSection={<IconThumbUp size={16} />}
              onClick={() => handlers.onAcknowledge(invoice, 'ACD')}
            >
              Aceptar
            </Menu.Item>
            <Menu.Item
              data-testid="ack-reject"
              color="red"
              leftSection={<IconThumbDown size={16} />}
              onClick={() => handlers.onAcknowledge(invoice, 'RCD')}
            >
              Rechazar
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
