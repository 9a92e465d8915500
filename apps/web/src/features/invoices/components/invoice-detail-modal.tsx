// The detail as a modal over the lists (row click or Enter); closing returns focus to the row.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OperationType } from '../api/types';
import { InvoiceDetailView } from './detail/invoice-detail-view';
import { DETAIL_PAGE_MSG } from '../utils/messages';

export function InvoiceDetailModal({
  id,
  operationType,
  onClose,
}: {
  id: number | null;
  operationType: OperationType;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={DETAIL_PAGE_MSG.modalTitle[operationType]}
      size="min(960px, 100%)"
      fullScreen={phone}
      returnFocus
      styles={{ title: { fontWeight: 700 } }}
    >
      {id !== null && <InvoiceDetailView id={id} operationType={operationType} withPageLink />}
    </Modal>
  );
}
