import { NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TICKET_TYPES } from '@portal/contracts';
import { TICKET_TYPE_LABELS, WIZARD_MSG } from '../messages';
import type { WizardValues } from '../utils/wizard';
import { COUNT, PESOS } from './inputs';

/** Step 2: tickets (type, paper range and total), electronic vouchers and Transbank. */
export function StepSales({ form }: { form: UseFormReturnType<WizardValues> }) {
  const v = form.values;
  const paper = v.ticket_type === 'paper' || v.ticket_type === 'both';
  return (
    <Stack gap="lg" maw={640}>
      <Radio.Group label={WIZARD_MSG.ticketType} {...form.getInputProps('ticket_type')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
          {TICKET_TYPES.map((t) => (
            <Radio key={t} value={t} label={TICKET_TYPE_LABELS[t]} data-testid={`ticket-${t}`} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {paper && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            {...COUNT}
            thousandSeparator={undefined}
            label={WIZARD_MSG.initialTicket}
            data-testid="initial-ticket"
            {...form.getInputProps('initial_ticket_number')}
          />
          <NumberInput
            {...COUNT}
            thousandSeparator={undefined}
            label={WIZARD_MSG.finalTicket}
            data-testid="final-ticket"
            {...form.getInputProps('final_ticket_number')}
          />
          <NumberInput
            {...PESOS}
            label={WIZARD_MSG.manualTickets}
            data-testid="manual-tickets"
            {...form.getInputProps('manual_tickets_amount')}
          />
        </SimpleGrid>
      )}
      <Switch
        label={WIZARD_MSG.voucherInSii}
        {...form.getInputProps('electronic_voucher_in_sii', { type: 'checkbox' })}
      />
      {v.electronic_voucher_in_sii && (
        <TextInput
          label={WIZARD_MSG.voucherSupplier}
          placeholder={WIZARD_MSG.voucherPlaceholder}
          maxLength={80}
          data-testid="voucher-supplier"
          {...form.getInputProps('electronic_voucher_supplier')}
        />
      )}
      <Switch
        label={WIZARD_MSG.hasTbk}
        data-testid="has-tbk"
        {...form.getInputProps('has_tbk', { type: 'checkbox' })}
      />
      {v.has_tbk && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            {...PESOS}
            label={WIZARD_MSG.tbkAmount}
            data-testid="tbk-amount"
            {...form.getInputProps('tbk_amount')}
          />
          <NumberInput
            {...COUNT}
            label={WIZARD_MSG.tbkCount}
            data-testid="tbk-count"
            {...form.getInputProps('tbk_count')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
