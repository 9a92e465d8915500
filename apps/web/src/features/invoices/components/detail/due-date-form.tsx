// Change the internal due date: pick a date, or give a number of days (spec §4). Whichever field was
// filled last is the one sent.
import '@mantine/dates/styles.css';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { INVOICE_MAX_EXPIRE_DAYS, updateExpireDateBody } from '@portal/contracts';
import { parseDisplayDate, parseIsoDate } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconCalendar } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateExpireDate } from '../../api/detail';
import { DUE_DATE_ERROR, DUE_DATE_SUCCESS, DUE_DATE_MSG } from '../../utils/messages';

/** Accepts what people type here: 31/12/2026, 31-12-2026 or the ISO form; 'YYYY-MM-DD' or null. */
function parseTyped(input: string): string | null {
  const text = input.trim();
  return parseDisplayDate(text.replace(/-/g, '/')) ?? (parseIsoDate(text) ? text.slice(0, 10) : null);
}

/** The API's own fields and limits (a number of days up to INVOICE_MAX_EXPIRE_DAYS). */
const dueDateSchema = updateExpireDateBody.pick({ expire_date: true, expire_days: true });
type DueDateValues = { expire_date: string | null; expire_days: number | '' };

export function DueDateForm({ invoiceId, current }: { invoiceId: number; current: string | null }) {
  const update = useUpdateExpireDate(invoiceId);
  const form = useForm<DueDateValues>({
    mode: 'controlled',
    initialValues: { expire_date: null, expire_days: '' },
    validate: zod4Resolver(dueDateSchema),
  });
  const { expire_date: date, expire_days: days } = form.values;

  const canSave = !!date || (typeof days === 'number' && days > 0);

  const save = form.onSubmit((values) => {
    const change = values.expire_date
      ? { expire_date: values.expire_date }
      : typeof values.expire_days === 'number'
        ? { expire_days: values.expire_days }
        : null;
    if (!change) return;
    update.mutate(change, {
      onSuccess: () => {
        notifySuccess(DUE_DATE_SUCCESS);
        form.reset();
      },
      onError: () => notifyError(DUE_DATE_ERROR),
    });
  });

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={save}>
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {DUE_DATE_MSG.title}
          </Text>
          <Text size="xs" c="dimmed">
            {DUE_DATE_MSG.hint}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateInput
            label={DUE_DATE_MSG.newDate}
            placeholder="DD/MM/AAAA"
            data-testid="due-date-input"
            valueFormat="DD/MM/YYYY"
            locale="es"
            dateParser={(input) => parseTyped(input)}
            value={date}
            error={form.errors.expire_date}
            onChange={(v) => {
              // Mantine gives 'YYYY-MM-DD'; keep only the calendar date whatever comes.
              const iso = v ? String(v).slice(0, 10) : null;
              form.setValues(iso ? { expire_date: iso, expire_days: '' } : { expire_date: null });
            }}
            clearable
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: '100%', md: 190 }}
            size="sm"
            popoverProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed" pb={8} visibleFrom="md">
            {DUE_DATE_MSG.or}
          </Text>
          <NumberInput
            label={DUE_DATE_MSG.days}
            placeholder={DUE_DATE_MSG.daysPlaceholder}
            data-testid="due-days-input"
            min={1}
            max={INVOICE_MAX_EXPIRE_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            error={form.errors.expire_days}
            onChange={(v) => {
              const n = typeof v === 'number' ? v : v === '' ? '' : Number(v);
              const next = n === '' || Number.isFinite(n) ? n : '';
              form.setValues(next === '' ? { expire_days: '' } : { expire_days: next, expire_date: null });
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
            {DUE_DATE_MSG.save}
          </Button>
        </Group>
        {current && (
          <Text size="xs" c="dimmed">
            {DUE_DATE_MSG.current(current)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
