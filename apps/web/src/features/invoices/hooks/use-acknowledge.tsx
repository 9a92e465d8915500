// Acuse de recibo (SII, Ley 19.983) of a purchase invoice, after a confirmation: ACD accepts it (and
// marks it paid); RCD rejects it for the SII claim reason the user picks. The answer's message says
// whether it reached the SII or was only recorded in the portal.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ClaimReason } from '@portal/domain';
import { useCallback } from 'react';
import { useToday } from '../../../lib/config';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type AckCode, useAcknowledgment } from '../api/updates';
import { RejectReasonForm } from '../components/reject-reason-form';
import { ACK_MSG, UPDATE_ERROR } from '../utils/messages';

export function useAcknowledge() {
  const ack = useAcknowledgment();
  const today = useToday();
  const send = useCallback(
    (id: number, event_code: AckCode, reason?: ClaimReason) =>
      ack.mutate(
        { id, event_code, reason },
        {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: () => notifyError(UPDATE_ERROR),
        },
      ),
    [ack],
  );
  const confirm = useCallback(
    (
      invoice: {
        id: number;
        folio: number | string;
        fecha_recepcion?: string | null;
        reception_date?: string | null;
      },
      code: AckCode,
    ) => {
      if (code === 'ACD') {
        modals.openConfirmModal({
          title: ACK_MSG.acceptTitle,
          children: (
            <Stack gap="sm">
              <Text size="sm">{ACK_MSG.acceptText(invoice.folio)}</Text>
              <Text size="sm" c="dimmed" data-testid="ack-where">
                {ACK_MSG.whereItGoes}
              </Text>
            </Stack>
          ),
          labels: { confirm: ACK_MSG.confirmAccept, cancel: ACK_MSG.cancel },
          confirmProps: { color: 'brand', 'data-testid': 'ack-confirm' } as Record<string, string>,
          onConfirm: () => send(invoice.id, 'ACD'),
        });
        return;
      }
      const modalId = modals.open({
        title: ACK_MSG.rejectTitle,
        children: (
          <RejectReasonForm
            folio={invoice.folio}
            receivedOn={(invoice.reception_date ?? invoice.fecha_recepcion ?? null)?.slice(0, 10) ?? null}
            today={today}
            onCancel={() => modals.close(modalId)}
            onConfirm={(reason) => {
              modals.close(modalId);
              send(invoice.id, 'RCD', reason);
            }}
          />
        ),
      });
    },
    [send, today],
  );
  return { confirm, isPending: ack.isPending };
}
