import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { MonthlyAccounting } from '@portal/contracts';
import { useCompact } from '../../../components/ui/use-compact';
import { displayDate } from '../../../lib/format';
import { WIZARD_MSG } from '../messages';
import type { WizardValues } from '../utils/wizard';

export function StepPeriod({
  form,
  periods,
  dueDate,
  late,
  existing,
}: {
  form: UseFormReturnType<WizardValues>;
  periods: { value: string; label: string }[];
  dueDate: string | null;
  late: boolean;
  existing: MonthlyAccounting | null;
}) {
  // Side by side, "No, sin movimientos" is clipped on a phone: there the two choices stack.
  const compact = useCompact();
  return (
    <Stack gap="md" maw={560}>
      <Select
        label={WIZARD_MSG.period}
        data={periods}
        allowDeselect={false}
        checkIconPosition="right"
        data-testid="report-period"
        {...form.getInputProps('period')}
      />
      {dueDate && (
        <Text size="sm" c="dimmed">
          {WIZARD_MSG.periodHint(displayDate(dueDate))}
        </Text>
      )}
      {late && (
        <Alert color="yellow" variant="light">
          {WIZARD_MSG.late}
        </Alert>
      )}
      {existing && (
        <Alert color={existing.editable ? 'blue' : 'red'} variant="light" data-testid="report-existing">
          {existing.editable ? WIZARD_MSG.existing(existing.status) : WIZARD_MSG.locked(existing.status)}
        </Alert>
      )}
      <Stack gap={6}>
        <Text size="md" fw={500} id="movements-label">
          {WIZARD_MSG.movements}
        </Text>
        <SegmentedControl
          aria-labelledby="movements-label"
          data-testid="report-movements"
          data={[
            { value: 'with', label: WIZARD_MSG.withMovements },
            { value: 'without', label: WIZARD_MSG.withoutMovements },
          ]}
          value={form.values.without_movements ? 'without' : 'with'}
          onChange={(v) => form.setFieldValue('without_movements', v === 'without')}
          orientation={compact ? 'vertical' : 'horizontal'}
          fullWidth
        />
        {form.values.without_movements && (
          <Text size="sm" c="dimmed">
            {WIZARD_MSG.withoutHint}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
