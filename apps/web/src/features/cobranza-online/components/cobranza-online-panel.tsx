// "Cobranza Online" in the collection modal (platform spec §2.5): the activate step when the
// business has no account, the debtor's profile to send the debt with, and the success step.
import {
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { COBRANZA_DESCRIPTION_MAX_LENGTH, type CollectionContact, cobranzaDebtBody } from '@portal/contracts';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorFlag } from '../../../components/ui/error-flag';
import { splitAddresses } from '../../../lib/addresses';
import { answeredMessage } from '../../../lib/api';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useSendDebt, useSetCobranzaOnline } from '../api/cobranza-online';
import { COBRANZA_MSG as M } from '../messages';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  emails: string;
  phone: string;
  description: string;
};

export function CobranzaOnlinePanel({
  invoice,
  contacts,
  onDone,
}: {
  invoice: { id: number; folio: number; fecha_de_expiracion_interna: string | null };
  contacts: readonly CollectionContact[];
  onDone: () => void;
}) {
  const { business, canWrite } = useCurrentBusiness();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  if (sentMessage) return <Success message={sentMessage} onDone={onDone} />;
  if (business?.cobranza_online_active !== true) return <Activate canWrite={canWrite} />;
  return <DebtorProfile invoice={invoice} contacts={contacts} onSent={setSentMessage} onCancel={onDone} />;
}

function Activate({ canWrite }: { canWrite: boolean }) {
  const { on } = useSetCobranzaOnline();
  return (
    <Stack gap="sm" data-testid="cobranza-activate">
      <Title order={3} fz="md">
        {M.activateTitle}
      </Title>
      <Text size="sm">{M.activateLead}</Text>
      <List size="sm" spacing={4}>
        {M.activateBullets.map((b) => (
          <List.Item key={b}>{b}</List.Item>
        ))}
      </List>
      {canWrite ? (
        <Group justify="flex-end">
          <Button
            loading={on.isPending}
            onClick={() =>
              on.mutate(undefined, {
                onSuccess: () => notifySuccess(M.activated),
                onError: (err) => notifyError(answeredMessage(err, M.activateFailed)),
              })
            }
            data-testid="cobranza-activate-button"
          >
            {M.activate}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {M.readOnly}
        </Text>
      )}
    </Stack>
  );
}

function DebtorProfile({
  invoice,
  contacts,
  onSent,
  onCancel,
}: {
  invoice: { id: number; folio: number; fecha_de_expiracion_interna: string | null };
  contacts: readonly CollectionContact[];
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const send = useSendDebt();
  const [failure, setFailure] = useState<string | null>(null);
  const first = contacts.find((c) => c.addresses.length > 0);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      first_name: first?.name ?? '',
      last_name: first?.last_name ?? '',
      email: first?.addresses[0] ?? '',
      emails: (first?.addresses.slice(1) ?? []).join(', '),
      phone: first?.phone ?? '',
      description: '',
    },
    validate: (values) => {
      const errors = schemaResolver(cobranzaDebtBody.omit({ id_doc: true, emails: true }))(values);
      const bad = splitAddresses(values.emails).find(
        (a) => !cobranzaDebtBody.shape.email.safeParse(a).success,
      );
      return bad ? { ...errors, emails: M.badEmail(bad) } : errors;
    },
  });
  const submit = form.onSubmit(
    (v) => {
      setFailure(null);
      send.mutate(
        {
          id_doc: invoice.id,
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email: v.email.trim(),
          emails: splitAddresses(v.emails),
          ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
          ...(invoice.fecha_de_expiracion_interna ? { due_date: invoice.fecha_de_expiracion_interna } : {}),
        },
        {
          onSuccess: (answer) => onSent(answer.message),
          onError: (err) => setFailure(answeredMessage(err, M.sendFailed)),
        },
      );
    },
    (errors) =>
      focusFirstError(form, errors, ['first_name', 'last_name', 'email', 'phone', 'emails', 'description']),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="cobranza-profile">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            {M.profileTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {M.profileLead}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <TextInput label={M.firstName} required autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label={M.lastName} required autoComplete="off" {...form.getInputProps('last_name')} />
          <TextInput
            label={M.email}
            required
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
            data-testid="cobranza-email"
          />
          <TextInput
            label={M.phone}
            placeholder={M.phonePlaceholder}
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={M.emails}
          description={M.emailsHint}
          autoComplete="off"
          {...form.getInputProps('emails')}
        />
        <Textarea
          label={M.description}
          placeholder={M.descriptionPlaceholder}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={COBRANZA_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <ErrorFlag message={failure} testId="cobranza-error" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={18} />}
            loading={send.isPending}
            data-testid="cobranza-send"
          >
            {M.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Success({ message, onDone }: { message: string; onDone: () => void }) {
  return (
    <Stack gap="sm" align="center" ta="center" py="md" data-testid="cobranza-success">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="lg">
        {M.successTitle}
      </Title>
      <Text size="sm" maw={420}>
        {message}
      </Text>
      <Button onClick={onDone} data-autofocus>
        {M.close}
      </Button>
    </Stack>
  );
}
