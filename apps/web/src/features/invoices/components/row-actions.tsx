// The per-row menu: open the detail, mark paid or unpaid, and on purchases accept or reject.
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCashBanknote,
  IconCheck,
  IconDots,
  IconEye,
  IconMailForward,
  IconThumbDown,
  IconThumbUp,
  IconX,
} from '@tabler/icons-react';
import { COLLECTION_MSG } from '../../collections';
import { FACTORING_MSG } from '../../factoring';
import { isCreditNote } from '../utils/display';
import type { InvoiceListItem, OperationType } from '../api/types';
import { ACK_MSG, ROW_MSG } from '../utils/messages';

/** The menu offers what it is given: a user who only reads gets onOpen alone. */
export type RowActionHandlers = {
  onOpen: (invoice: InvoiceListItem) => void;
  onTogglePaid?: (invoice: InvoiceListItem) => void;
  onAcknowledge?: (invoice: InvoiceListItem, code: 'ACD' | 'RCD') => void;
  /** Sales: opens the collection modal. */
  onCollect?: (invoice: InvoiceListItem) => void;
  /** Sales: opens the factoring modal. */
  onFactor?: (invoice: InvoiceListItem) => void;
};

/** An unpaid sale that is not a credit note can be collected. */
export const canCollect = (
  invoice: Pick<InvoiceListItem, 'pagado' | 'document_type'>,
  operationType: OperationType,
) => operationType === 'VENTA' && !invoice.pagado && !isCreditNote(invoice.document_type);

export function RowActions({
  invoice,
  operationType,
  handlers,
}: {
  invoice: InvoiceListItem;
  operationType: OperationType;
  handlers: RowActionHandlers;
}) {
  const canAcknowledge = !!handlers.onAcknowledge && operationType === 'COMPRA' && !invoice.accuse_type;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={ROW_MSG.actions(invoice.folio)}
          data-testid="row-actions"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => handlers.onOpen(invoice)}>
          {ROW_MSG.open}
        </Menu.Item>
        {handlers.onTogglePaid && (
          <Menu.Item
            data-testid="row-toggle-paid"
            leftSection={invoice.pagado ? <IconX size={16} /> : <IconCheck size={16} />}
            onClick={() => handlers.onTogglePaid?.(invoice)}
          >
            {invoice.pagado ? ROW_MSG.markUnpaid : ROW_MSG.markPaid}
          </Menu.Item>
        )}
        {handlers.onCollect && canCollect(invoice, operationType) && (
          <Menu.Item
            data-testid="row-collect"
            leftSection={<IconMailForward size={16} />}
            onClick={() => handlers.onCollect?.(invoice)}
          >
            {COLLECTION_MSG.action}
          </Menu.Item>
        )}
        {handlers.onFactor && canCollect(invoice, operationType) && (
          <Menu.Item
            data-testid="row-factoring"
            leftSection={<IconCashBanknote size={16} />}
            onClick={() => handlers.onFactor?.(invoice)}
          >
            {FACTORING_MSG.action}
          </Menu.Item>
        )}
        {canAcknowledge && (
          <>
            <Menu.Divider />
            <Menu.Label>{ACK_MSG.section}</Menu.Label>
            <Menu.Item
              data-testid="ack-accept"
              leftSection={<IconThumbUp size={16} />}
              onClick={() => handlers.onAcknowledge?.(invoice, 'ACD')}
            >
              {ACK_MSG.accept}
            </Menu.Item>
            <Menu.Item
              data-testid="ack-reject"
              color="red"
              leftSection={<IconThumbDown size={16} />}
              onClick={() => handlers.onAcknowledge?.(invoice, 'RCD')}
            >
              {ACK_MSG.reject}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
