// Acuse de recibo (SII, Ley 19.983) of a purchase invoice, after a confirmation: ACD accepts it (and
// marks it paid), RCD rejects it.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type AckCode, useAcknowledgment } from '../api/updates';
import { ACK_SUCCESS, UPDATE_ERROR, ACK_MSG } from '../utils/messages';

export function useAcknowledge() {
  const ack = useAcknowledgment();
  const confirm = useCallback(
    (invoice: { id: number; folio: number | string }, code: AckCode) => {
      const accept = code === 'ACD';
      modals.openConfirmModal({
        title: accept ? ACK_MSG.acceptTitle : ACK_MSG.rejectTitle,
        children: (
          <Text size="sm">
            {accept ? ACK_MSG.acceptText(invoice.folio) : ACK_MSG.rejectText(invoice.folio)}
          </Text>
        ),
        labels: { confirm: accept ? ACK_MSG.confirmAccept : ACK_MSG.confirmReject, cancel: ACK_MSG.cancel },
        confirmProps: { color: accept ? 'brand' : 'red', 'data-testid': 'ack-confirm' } as Record<
          string,
          string
        >,
        onConfirm: () =>
          ack.mutate(
            { id: invoice.id, event_code: code },
            {
              onSuccess: () => notifySuccess(ACK_SUCCESS[code]),
              onError: () => notifyError(UPDATE_ERROR),
            },
          ),
      });
    },
    [ack],
  );
  return { confirm, isPending: ack.isPending };
}
