// A setting's value with the control its kind asks for: a number of days or a time of day, never a
// free text box. Validated with the contract's schema, so the screen and the server agree.
import '@mantine/dates/styles.css';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { type SettingValueKind, settingValueSchema } from '@portal/contracts';
import { z } from 'zod';
import { schemaResolver } from '../../../lib/form';
import { SETTINGS_MSG as M } from '../messages';

type Editable = Exclude<SettingValueKind, { kind: 'none' }>;

export function SettingValue({
  settingKey,
  name,
  kind,
  value,
  canWrite,
  saving,
  onSave,
}: {
  settingKey: string;
  name: string;
  kind: Editable;
  value: string | null;
  canWrite: boolean;
  saving: boolean;
  onSave: (value: string | null) => Promise<boolean>;
}) {
  const shown = value ?? String(kind.default);
  const form = useForm<{ value: string }>({
    initialValues: { value: shown },
    validate: schemaResolver(z.object({ value: settingValueSchema(kind) })),
  });
  // The saved value becomes the one "Cancelar" returns to, and a value changed elsewhere (another
  // tab, another user) replaces an untouched field: the form never holds on to the value it opened with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is a new object each render; only the value matters
  useEffect(() => {
    const untouched = !form.isDirty();
    form.setInitialValues({ value: shown });
    if (untouched) form.setValues({ value: shown });
  }, [shown]);
  const changed = form.values.value !== shown;
  const inputProps = {
    ...form.getInputProps('value'),
    label: kind.label,
    disabled: !canWrite || saving,
    'data-testid': `setting-value-input-${settingKey}`,
    'aria-label': `${kind.label} (${name})`,
  };
  return (
    <form
      onSubmit={form.onSubmit(async (v) => {
        if (await onSave(v.value)) form.resetDirty();
      })}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {kind.kind === 'days' ? (
            <NumberInput
              {...inputProps}
              value={form.values.value}
              onChange={(v) => form.setFieldValue('value', v === '' ? '' : String(v))}
              min={kind.min}
              max={kind.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix={` ${M.days}`}
              w={200}
            />
          ) : (
            // Hours and minutes of a 24-hour clock, whatever the browser's locale (a native time
            // input shows "08:00 AM" in an English browser).
            <TimePicker
              {...inputProps}
              format="24h"
              hoursInputLabel={M.hours}
              minutesInputLabel={M.minutes}
              w={200}
            />
          )}
          {canWrite && changed ? (
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => form.reset()} disabled={saving}>
                {M.cancel}
              </Button>
              <Button
                type="submit"
                size="sm"
                loading={saving}
                data-testid={`setting-value-save-${settingKey}`}
              >
                {M.saveValue}
              </Button>
            </Group>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {value === null ? `${kind.hint} ${M.defaultValue}` : kind.hint}
        </Text>
        {!canWrite ? (
          <Text size="xs" c="dimmed">
            {M.adminsOnly}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
