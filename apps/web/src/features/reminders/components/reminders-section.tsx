// Configuración › Recordatorios de cobranza: one card per reminder type. Only the fields changed
// are sent, days and counts as numbers (spec §5); a failure shows the spec's text (§8).
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REMINDER_LIMITS,
  type Reminder,
  type ReminderUpdate,
  type RemindersResponse,
  reminderUpdate,
} from '@portal/contracts';
import { IconBellRinging, IconInfoCircle } from '@tabler/icons-react';
import { ErrorState } from '../../../components/ui/states';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReminders, useUpdateReminder } from '../api/reminders';
import { REMINDERS_MSG as M } from '../messages';

type Values = {
  active: boolean;
  contact_type: number;
  days: number;
  send_every: number;
  send_maximum: number;
  weekend_lock: boolean;
  payment_link: string;
};

const toValues = (r: Reminder): Values => ({
  active: r.active,
  contact_type: r.contact_type,
  days: r.days,
  send_every: r.send_every,
  send_maximum: r.send_maximum,
  weekend_lock: r.weekend_lock,
  payment_link: r.payment_link ?? '',
});

/** The fields that differ from what is saved (the spec's "only fields that are set"). */
export function changedFields(saved: Values, next: Values): ReminderUpdate {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Values)[]) {
    if (next[key] !== saved[key]) out[key] = key === 'payment_link' ? next[key] || null : next[key];
  }
  return out as ReminderUpdate;
}

function ReminderCard({
  reminder,
  contactTypes,
  canWrite,
}: {
  reminder: Reminder;
  contactTypes: RemindersResponse['contact_types'];
  canWrite: boolean;
}) {
  const type = reminder.reminder_type;
  const texts = M.types[type];
  const saved = toValues(reminder);
  const update = useUpdateReminder();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: saved,
    validate: schemaResolver(reminderUpdate),
  });
  const repeats = type === 'invoice_due' || form.values.send_maximum > 1;

  const submit = form.onSubmit(
    async (values) => {
      const patch = changedFields(saved, values);
      if (Object.keys(patch).length === 0) {
        notifySuccess(M.nothingChanged);
        return;
      }
      try {
        const res = await update.mutateAsync({ type, reminder: patch });
        form.setInitialValues(toValues(res.reminder));
        form.setValues(toValues(res.reminder));
        notifySuccess(res.message || M.saved);
      } catch {
        notifyError(M.updateFailed);
      }
    },
    (errors) =>
      focusFirstError(form, errors, ['days', 'send_every', 'send_maximum', 'contact_type', 'payment_link']),
  );

  const id = (field: string) => `reminder-${type}-${field}`;
  return (
    <Card shadow="xs" padding="lg" component="li" data-testid={`reminder-${type}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{texts.name}</Text>
              <Text size="sm" c="dimmed">
                {texts.help}
              </Text>
            </Stack>
            <Switch
              // The label says the state the switch shows: "Activo" beside an off switch read as on.
              label={form.values.active ? M.active : M.inactive}
              disabled={!canWrite}
              data-testid={id('active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            <NumberInput
              size="md"
              id={id('days')}
              label={texts.days}
              min={REMINDER_LIMITS.days.min}
              max={REMINDER_LIMITS.days.max}
              allowDecimal={false}
              clampBehavior="none"
              allowNegative={false}
              disabled={!canWrite}
              data-testid={id('days')}
              {...form.getInputProps('days')}
            />
            <NumberInput
              size="md"
              id={id('send_every')}
              label={M.sendEvery}
              min={REMINDER_LIMITS.send_every.min}
              max={REMINDER_LIMITS.send_every.max}
              allowDecimal={false}
              clampBehavior="none"
              allowNegative={false}
              disabled={!canWrite || !repeats}
              data-testid={id('send_every')}
              {...form.getInputProps('send_every')}
            />
            <NumberInput
              size="md"
              id={id('send_maximum')}
              label={M.sendMaximum}
              min={REMINDER_LIMITS.send_maximum.min}
              max={REMINDER_LIMITS.send_maximum.max}
              allowDecimal={false}
              clampBehavior="none"
              allowNegative={false}
              disabled={!canWrite}
              data-testid={id('send_maximum')}
              {...form.getInputProps('send_maximum')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Select
              size="md"
              label={M.contactType}
              data={contactTypes.map((t) => ({ value: String(t.id), label: t.name }))}
              value={String(form.values.contact_type)}
              onChange={(v) => v && form.setFieldValue('contact_type', Number(v))}
              allowDeselect={false}
              disabled={!canWrite}
              error={form.errors.contact_type}
              data-testid={id('contact_type')}
            />
            <TextInput
              id={id('payment_link')}
              label={M.paymentLink}
              placeholder={M.paymentLinkPlaceholder}
              type="url"
              disabled={!canWrite}
              data-testid={id('payment_link')}
              {...form.getInputProps('payment_link')}
            />
          </SimpleGrid>
          <Switch
            label={M.weekendLock}
            description={M.weekendLockHelp}
            disabled={!canWrite}
            data-testid={id('weekend_lock')}
            {...form.getInputProps('weekend_lock', { type: 'checkbox' })}
          />
          {canWrite ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} data-testid={id('save')}>
                {M.save}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

export function RemindersSection({ canWrite }: { canWrite: boolean }) {
  const reminders = useReminders();
  return (
    <Stack gap="sm" component="section" aria-labelledby="reminders-title" data-testid="reminders-section">
      <Group gap="xs">
        <IconBellRinging size={22} aria-hidden />
        <Title order={2} size="h3" id="reminders-title">
          {M.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {M.lead}
      </Text>
      {reminders.isPending ? (
        <Stack gap="sm">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : reminders.isError ? (
        <ErrorState error={reminders.error} onRetry={() => void reminders.refetch()} />
      ) : (
        <>
          <Alert
            color={reminders.data.enabled ? 'teal' : 'yellow'}
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="reminders-enabled"
          >
            {reminders.data.enabled ? M.on : M.off}
          </Alert>
          {!canWrite ? (
            <Text size="sm" c="dimmed">
              {M.adminsOnly}
            </Text>
          ) : null}
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {reminders.data.reminders.map((r) => (
              <ReminderCard
                key={`${r.reminder_type}-${r.id ?? 'default'}-${r.days}`}
                reminder={r}
                contactTypes={reminders.data.contact_types}
                canWrite={canWrite}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
