// Acuse de recibo (SII, Ley 19.983) of a purchase invoice, after a confirmation: ACD accepts it (and
// marks it paid), RCD rejects it.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type AckCode, useAcknowledgment } from '../api/updates';
import { ACK_SUCCESS, UPDATE_ERROR } from '../utils/messages';

export function useAcknowledge() {
  const ack = useAcknowledgment();
  const confirm = useCallback(
    (invoice: { id: number; folio: number | string }, code: AckCode) => {
      const accept = code === 'ACD';
      modals.openConfirmModal({
        title: accept ? 'Aceptar factura' : 'Rechazar factura',
        children: (
          <Text size="sm">
            {accept
              ? `Vas a aceptar la factura folio ${invoice.folio}. Se informará el acuse de recibo y quedará marcada como pagada.`
              : `Vas a rechazar la factura folio ${invoice.folio}. Esta acción informa el reclamo al emisor y no se puede deshacer.`}
          </Text>
        ),
        labels: { confirm: accept ? 'Sí, aceptar' : 'Sí, rechazar', cancel: 'Cancelar' },
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
