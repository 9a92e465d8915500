// Change the internal due date: pick a date, or give a number of days (spec §4). Whichever field was
// filled last is the one sent.
import '@mantine/dates/styles.css';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseDisplayDate, parseIsoDate } from '@portal/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateExpireDate } from '../../api/detail';
import { DUE_DATE_ERROR, DUE_DATE_SUCCESS } from '../../utils/messages';

/** Accepts what people type here: 31/12/2026, 31-12-2026 or the ISO form; 'YYYY-MM-DD' or null. */
function parseTyped(input: string): string | null {
  const text = input.trim();
  return parseDisplayDate(text.replace(/-/g, '/')) ?? (parseIsoDate(text) ? text.slice(0, 10) : null);
}

export function DueDateForm({ invoiceId, current }: { invoiceId: number; current: string | null }) {
  const update = useUpdateExpireDate(invoiceId);
  const [date, setDate] = useState<string | null>(null);
  const [days, setDays] = useState<number | ''>('');

  const canSave = !!date || (typeof days === 'number' && days > 0);

  const save = () => {
    const change = date ? { expire_date: date } : typeof days === 'number' ? { expire_days: days } : null;
    if (!change) return;
    update.mutate(change, {
      onSuccess: () => {
        notifySuccess(DUE_DATE_SUCCESS);
        setDate(null);
        setDays('');
      },
      onError: () => notifyError(DUE_DATE_ERROR),
    });
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            Cambiar fecha de vencimiento
          </Text>
          <Text size="xs" c="dimmed">
            Elige una nueva fecha o indica un plazo en días desde la emisión.
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateInput
            label="Nueva fecha"
            placeholder="DD/MM/AAAA"
            data-testid="due-date-input"
            valueFormat="DD/MM/YYYY"
            locale="es"
            dateParser={(input) => parseTyped(input)}
            value={date}
            onChange={(v) => {
              // Mantine gives 'YYYY-MM-DD'; keep only the calendar date whatever comes.
              const iso = v ? String(v).slice(0, 10) : null;
              setDate(iso);
              if (iso) setDays('');
            }}
            clearable
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: '100%', md: 190 }}
            size="sm"
            popoverProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed" pb={8} visibleFrom="md">
            o
          </Text>
          <NumberInput
            label="Plazo en días"
            placeholder="Ej.: 30"
            data-testid="due-days-input"
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={(v) => {
              const n = typeof v === 'number' ? v : v === '' ? '' : Number(v);
              setDays(Number.isFinite(n) ? n : '');
              if (n !== '') setDate(null);
            }}
            w={{ base: '100%', md: 140 }}
            size="sm"
          />
          <Button
            type="submit"
            data-testid="due-date-save"
            disabled={!canSave}
            loading={update.isPending}
            size="sm"
          >
            Guardar
          </Button>
        </Group>
        {current && (
          <Text size="xs" c="dimmed">
            Vencimiento actual: {current}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
