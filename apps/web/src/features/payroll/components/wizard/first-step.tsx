// Primer paso: who is in the month's process (every worker whose contract covers part of it, all in
// by default) and the business's mutual with its cotización adicional diferenciada (Ley 16.744).
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { PAYROLL_MUTUALS, WORK_INJURY_ADDITIONAL_MAX } from '@portal/contracts';
import { CONTRACT_TYPES, formatCLP, labelOf } from '@portal/domain';
import { displayDate, displayRut } from '../../../../lib/format';
import { PAYROLL_MSG as M } from '../../messages';
import type { Mutual } from '../../utils/draft';
import type { StepProps } from './step-props';

export function FirstStep({ draft, onChange, errors, workers }: StepProps) {
  const toggle = (rut: string, included: boolean) =>
    onChange({ ...draft, novelties: { ...draft.novelties, [rut]: { ...draft.novelties[rut]!, included } } });

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} mb={4}>
          {M.includedLegend}
        </Text>
        <Text size="sm" c="dimmed">
          {M.includedHelp}
        </Text>
        <Stack gap="xs" data-testid="payroll-workers">
          {workers.map((w, i) => (
            <Checkbox
              key={w.rut}
              id={i === 0 ? 'payroll-included' : undefined}
              checked={draft.novelties[w.rut]?.included ?? false}
              onChange={(e) => toggle(w.rut, e.currentTarget.checked)}
              aria-label={M.include(w.full_name)}
              label={
                <Text size="sm" fw={600}>
                  {w.full_name}
                </Text>
              }
              description={[
                displayRut(w.rut),
                w.position,
                labelOf(CONTRACT_TYPES, w.contract_type),
                `${M.baseSalary} ${formatCLP(w.base_salary)}`,
                w.end_date ? M.contractUntil(displayDate(w.end_date)) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              data-testid="payroll-include"
              data-rut={w.rut}
            />
          ))}
        </Stack>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Select
          id="payroll-mutual"
          label={M.mutualLabel}
          data={PAYROLL_MUTUALS.map((m) => ({ value: m.key, label: m.label }))}
          value={draft.mutual}
          onChange={(v) => v && onChange({ ...draft, mutual: v as Mutual })}
          allowDeselect={false}
          data-testid="payroll-mutual"
        />
        <NumberInput
          id="payroll-rate"
          label={M.rateLabel}
          description={M.rateHelp}
          value={draft.rate}
          onChange={(v) =>
            onChange({
              ...draft,
              rate: typeof v === 'number' ? v : v === '' ? '' : Number(v.replace(',', '.')),
            })
          }
          decimalSeparator=","
          decimalScale={2}
          min={0}
          max={WORK_INJURY_ADDITIONAL_MAX}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          error={errors.rate}
          data-testid="payroll-rate"
        />
      </SimpleGrid>
    </Stack>
  );
}
