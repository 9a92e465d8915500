// The rejection of a purchase asks for the SII's claim reason (RCD, RFP or RFT) before it is sent,
// and says so when the eight days the SII allows for a claim have passed.
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLAIM_REASON_CODES, type ClaimReason, acknowledgmentDeadline } from '@portal/domain';
import { displayDate } from '../../../lib/format';
import { z } from 'zod';
import { schemaResolver } from '../../../lib/form';
import { ACK_MSG } from '../utils/messages';

const reasonSchema = z.object({
  reason: z.enum(CLAIM_REASON_CODES, { error: ACK_MSG.reasonRequired }),
});

export function RejectReasonForm({
  folio,
  receivedOn,
  today,
  onConfirm,
  onCancel,
}: {
  folio: number | string;
  /** The day the document was received (its SII reception date), when known. */
  receivedOn: string | null;
  today: string;
  onConfirm: (reason: ClaimReason) => void;
  onCancel: () => void;
}) {
  const deadline =
    receivedOn && /^\d{4}-\d{2}-\d{2}$/.test(receivedOn) ? acknowledgmentDeadline(receivedOn) : null;
  const form = useForm<{ reason: ClaimReason | '' }>({
    initialValues: { reason: '' },
    validate: schemaResolver(reasonSchema),
  });
  return (
    <form
      data-testid="reject-form"
      onSubmit={form.onSubmit((v) => {
        if (v.reason) onConfirm(v.reason);
      })}
    >
      <Stack gap="md">
        <Text size="sm">{ACK_MSG.rejectText(folio)}</Text>
        {deadline !== null && deadline < today ? (
          <Alert color="orange" variant="light" data-testid="reject-late">
            {ACK_MSG.rejectLate(displayDate(deadline))}
          </Alert>
        ) : null}
        <Radio.Group label={ACK_MSG.reasonLabel} withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="sm" mt="xs">
            {CLAIM_REASON_CODES.map((code) => (
              <Radio
                key={code}
                value={code}
                data-testid={`reject-reason-${code}`}
                label={ACK_MSG.reasons[code].label}
                description={ACK_MSG.reasons[code].hint}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed" data-testid="ack-where">
          {ACK_MSG.whereItGoes}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {ACK_MSG.cancel}
          </Button>
          <Button type="submit" color="red" data-testid="ack-confirm">
            {ACK_MSG.confirmReject}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
