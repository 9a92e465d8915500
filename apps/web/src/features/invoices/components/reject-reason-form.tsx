// The rejection of a purchase asks for the SII's claim reason (RCD, RFP or RFT) before it is sent.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLAIM_REASON_CODES, type ClaimReason } from '@portal/domain';
import { z } from 'zod';
import { schemaResolver } from '../../../lib/form';
import { ACK_MSG } from '../utils/messages';

const reasonSchema = z.object({
  reason: z.enum(CLAIM_REASON_CODES, { error: ACK_MSG.reasonRequired }),
});

export function RejectReasonForm({
  folio,
  onConfirm,
  onCancel,
}: {
  folio: number | string;
  onConfirm: (reason: ClaimReason) => void;
  onCancel: () => void;
}) {
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
