import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Business } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { debtorAction } from '../../../shared/business-rules';
import { BUSINESS_MSG } from '../messages';

export type DebtorModalProps = {
  business: Pick<Business, 'debtor' | 'debtor_date'> | null;
  /** Server date 'YYYY-MM-DD' (useToday). */
  today: string;
  opened: boolean;
  /** 'Ir a Pagar': grace reached (≥ 10 days since debtor_date). Usually navigates to Pagar. */
  onPay: () => void;
  /** 'Continuar': still within the grace time. */
  onContinue: () => void;
};

/**
 * Debtor notice (spec §2.5), for screens that debtor businesses may not use freely (Reporte de
 * ventas). Renders nothing for businesses that are not defaulters.
 */
export function DebtorModal({ business, today, opened, onPay, onContinue }: DebtorModalProps) {
  const action = debtorAction(business, today);
  if (!action) return null;
  const graceOver = action === 'pay';
  return (
    <Modal
      opened={opened}
      onClose={graceOver ? onPay : onContinue}
      title={BUSINESS_MSG.debtorTitle}
      withCloseButton={!graceOver}
      closeOnClickOutside={!graceOver}
      closeOnEscape={!graceOver}
    >
      <Stack gap="lg" data-testid="debtor-modal">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="orange">
            <IconAlertTriangle size={22} aria-hidden />
          </ThemeIcon>
          <Text>{graceOver ? BUSINESS_MSG.debtorGraceOver : BUSINESS_MSG.debtorInGrace}</Text>
        </Group>
        <Group justify="flex-end">
          {graceOver ? (
            <Button onClick={onPay} data-autofocus data-testid="debtor-pay">
              {BUSINESS_MSG.pay}
            </Button>
          ) : (
            <Button onClick={onContinue} data-autofocus data-testid="debtor-continue">
              {BUSINESS_MSG.continue}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
