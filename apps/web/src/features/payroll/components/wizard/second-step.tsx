// Segundo paso: each included worker's novedades of the month — days absent, days of licencia
// médica, horas extra and advances — each field checked with the contract's text.
import { Card, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { PESO_INPUT } from '../../../../components/ui/peso-input';
import { displayRut } from '../../../../lib/format';
import { PAYROLL_MSG as M } from '../../messages';
import { type NoveltyField, includedRuts } from '../../utils/draft';
import type { StepProps } from './step-props';

const FIELDS: { field: NoveltyField; label: string; max: number; peso?: boolean }[] = [
  { field: 'absence_days', label: M.absenceDays, max: 31 },
  { field: 'sick_leave_days', label: M.sickLeaveDays, max: 31 },
  { field: 'overtime_hours', label: M.overtimeHours, max: 999 },
  { field: 'advances', label: M.advances, max: 999_999_999, peso: true },
];

export function SecondStep({ draft, onChange, errors, workers }: StepProps) {
  const included = new Set(includedRuts(draft));
  const set = (rut: string, field: NoveltyField, value: number | string) =>
    onChange({
      ...draft,
      novelties: {
        ...draft.novelties,
        [rut]: { ...draft.novelties[rut]!, [field]: typeof value === 'number' ? value : '' },
      },
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {M.noveltiesHelp}
      </Text>
      {workers
        .filter((w) => included.has(w.rut))
        .map((w) => {
          const n = draft.novelties[w.rut]!;
          return (
            <Card
              key={w.rut}
              withBorder
              padding="md"
              component="fieldset"
              style={{ margin: 0 }}
              data-testid="payroll-novelty"
              data-rut={w.rut}
            >
              <Text component="legend" fw={600} px={4}>
                {w.full_name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {displayRut(w.rut)}
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                {FIELDS.map(({ field, label, max, peso }) => (
                  <NumberInput
                    key={field}
                    id={`payroll-${w.rut}.${field}`}
                    label={label}
                    value={n[field]}
                    onChange={(v) => set(w.rut, field, v)}
                    {...(peso
                      ? PESO_INPUT
                      : { allowDecimal: false, allowNegative: false, min: 0, max, hideControls: false })}
                    clampBehavior="none"
                    error={errors[`${w.rut}.${field}`]}
                    data-testid={`payroll-${field}`}
                  />
                ))}
              </SimpleGrid>
            </Card>
          );
        })}
    </Stack>
  );
}
