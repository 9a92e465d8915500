// Configuración › Notificaciones: tabs General (the user's own settings and the business's mail
// signature), Por cliente and Por factura (the reminder switches). A closed business (status
// 'Cerrado') shows no error pop-ups for these settings (spec §4); the errors stay on screen.
import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ClientNotificationConfig,
  type GeneralPreferences,
  SENDER_NAME_MAX,
  SIGNATURE_MAX,
  SUBSCRIPTION_KEYS,
  savePreferencesBody,
} from '@portal/contracts';
import { toCanonicalRut } from '@portal/domain';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { displayRut } from '../../../lib/format';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useClientConfigs,
  useGeneralPreferences,
  useSaveBusinessPreferences,
  useSaveClientConfig,
  useSaveGeneralPreferences,
} from '../api/preferences';
import { NOTIFICATIONS_MSG as M } from '../messages';

type Props = {
  businessId: number;
  canWrite: boolean;
  /** The business is closed: failures are not announced with pop-ups. */
  closed: boolean;
  businessPreferences: Record<string, unknown>;
};

function useFailure(closed: boolean) {
  return (text: string) => {
    if (!closed) notifyError(text);
  };
}

function GeneralForm({ prefs, closed }: { prefs: GeneralPreferences; closed: boolean }) {
  const save = useSaveGeneralPreferences();
  const fail = useFailure(closed);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: prefs.email ?? '', phone: prefs.phone ?? '', subscriptions: prefs.subscriptions },
    validate: schemaResolver(savePreferencesBody),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        const res = await save.mutateAsync(values);
        notifySuccess(res.message || M.saved);
      } catch {
        fail(M.saveFailed);
      }
    },
    (errors) => focusFirstError(form, errors, ['email', 'phone']),
  );
  return (
    <Card shadow="xs" padding="lg" data-testid="notifications-general">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Text fw={600}>{M.general.title}</Text>
            <Text size="sm" c="dimmed">
              {M.general.help}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <TextInput
              label={M.general.email}
              placeholder={M.general.emailHelp}
              type="email"
              data-testid="preferences-email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={M.general.phone}
              placeholder={M.general.phonePlaceholder}
              type="tel"
              data-testid="preferences-phone"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          {SUBSCRIPTION_KEYS.map((key) => (
            <Switch
              key={key}
              label={M.general.subscriptions[key][0]}
              description={M.general.subscriptions[key][1]}
              data-testid={`subscription-${key}`}
              {...form.getInputProps(`subscriptions.${key}`, { type: 'checkbox' })}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="preferences-save">
              {M.general.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function BusinessMailForm({ businessId, canWrite, closed, businessPreferences }: Props) {
  const save = useSaveBusinessPreferences();
  const fail = useFailure(closed);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      sender_name: text(businessPreferences.sender_name),
      signature: text(businessPreferences.signature),
    },
    validate: {
      sender_name: (v) =>
        v.length > SENDER_NAME_MAX ? `Debe tener como máximo ${SENDER_NAME_MAX} caracteres` : null,
      signature: (v) =>
        v.length > SIGNATURE_MAX ? `Debe tener como máximo ${SIGNATURE_MAX} caracteres` : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await save.mutateAsync({ businessId, preference: values });
      notifySuccess(res.message || M.saved);
    } catch {
      fail(M.saveFailed);
    }
  });
  return (
    <Card shadow="xs" padding="lg" data-testid="notifications-business">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Text fw={600}>{M.business.title}</Text>
            <Text size="sm" c="dimmed">
              {M.business.help}
            </Text>
          </div>
          <TextInput
            label={M.business.senderName}
            placeholder={M.business.senderNamePlaceholder}
            maxLength={SENDER_NAME_MAX}
            disabled={!canWrite}
            {...form.getInputProps('sender_name')}
          />
          <Textarea
            size="md"
            label={M.business.signature}
            placeholder={M.business.signaturePlaceholder}
            maxLength={SIGNATURE_MAX}
            autosize
            minRows={2}
            disabled={!canWrite}
            {...form.getInputProps('signature')}
          />
          {canWrite ? (
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={save.isPending}>
                {M.business.save}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {M.adminsOnly}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function ConfigSwitch({
  config,
  canWrite,
  closed,
}: {
  config: ClientNotificationConfig;
  canWrite: boolean;
  closed: boolean;
}) {
  const save = useSaveClientConfig();
  const fail = useFailure(closed);
  const who = config.invoice_id
    ? M.invoices.folio(config.folio)
    : (config.client_name ?? displayRut(config.client_rut));
  return (
    <Switch
      checked={config.active}
      disabled={!canWrite || save.isPending}
      aria-label={M.switchLabel(who, config.active)}
      label={config.active ? M.on : M.off}
      onChange={async (e) => {
        try {
          await save.mutateAsync({ notification_config_id: config._id, active: e.currentTarget.checked });
          notifySuccess(M.configSaved);
        } catch {
          fail(M.saveFailed);
        }
      }}
    />
  );
}

function ClientsTab({ canWrite, closed }: { canWrite: boolean; closed: boolean }) {
  const configs = useClientConfigs('client');
  const save = useSaveClientConfig();
  const fail = useFailure(closed);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ client_rut: string; active: boolean; days: number | string }>({
    mode: 'controlled',
    initialValues: { client_rut: '', active: false, days: '' },
    validate: {
      client_rut: (v) => (toCanonicalRut(v) ? null : 'Ingresa un RUT válido'),
      days: (v) =>
        v === '' || (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 60)
          ? null
          : 'Ingresa un número entre 0 y 60',
    },
  });
  const submit = form.onSubmit(async (v) => {
    setError(null);
    try {
      await save.mutateAsync({
        client_rut: v.client_rut,
        active: v.active,
        days: v.days === '' ? null : Number(v.days),
      });
      notifySuccess(M.configSaved);
      form.reset();
    } catch (err) {
      setError(err instanceof Error ? err.message : M.saveFailed);
      fail(M.saveFailed);
    }
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {M.clients.help}
      </Text>
      {canWrite ? (
        <Card shadow="xs" padding="md">
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={M.clients.rut}
                placeholder={M.clients.rutPlaceholder}
                style={{ flex: '1 1 180px' }}
                data-testid="client-config-rut"
                {...form.getInputProps('client_rut')}
              />
              <NumberInput
                size="md"
                label={M.clients.days}
                placeholder={M.clients.daysPlaceholder}
                min={0}
                max={60}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: '1 1 140px' }}
                {...form.getInputProps('days')}
              />
              <Switch
                label={M.clients.active}
                mb={8}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Button type="submit" loading={save.isPending} data-testid="client-config-save">
                {M.clients.add}
              </Button>
            </Group>
            {error ? (
              <Text size="sm" c="red" mt="xs" role="alert">
                {error}
              </Text>
            ) : null}
          </form>
        </Card>
      ) : null}
      <ConfigTable scope="client" query={configs} canWrite={canWrite} closed={closed} />
    </Stack>
  );
}

function ConfigTable({
  scope,
  query,
  canWrite,
  closed,
}: {
  scope: 'client' | 'invoice';
  query: ReturnType<typeof useClientConfigs>;
  canWrite: boolean;
  closed: boolean;
}) {
  if (query.isPending) return <Skeleton h={120} radius="md" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.client_notification_configs;
  if (rows.length === 0)
    return (
      <Card shadow="xs">
        <EmptyState title={scope === 'client' ? M.clients.empty : M.invoices.empty} />
      </Card>
    );
  return (
    <Card shadow="xs" padding={0}>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="sm" data-testid={`client-configs-${scope}`}>
          <Table.Thead>
            <Table.Tr>
              {scope === 'invoice' ? <Table.Th>{M.invoices.columns.invoice}</Table.Th> : null}
              <Table.Th>{M.clients.columns.client}</Table.Th>
              {scope === 'client' ? <Table.Th>{M.clients.columns.days}</Table.Th> : null}
              <Table.Th>{M.clients.columns.active}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c._id}>
                {scope === 'invoice' ? <Table.Td>{M.invoices.folio(c.folio)}</Table.Td> : null}
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {c.client_name ?? displayRut(c.client_rut)}
                  </Text>
                  {c.client_name ? (
                    <Text size="xs" c="dimmed">
                      {displayRut(c.client_rut)}
                    </Text>
                  ) : null}
                </Table.Td>
                {scope === 'client' ? <Table.Td>{c.days ?? M.clients.companyDays}</Table.Td> : null}
                <Table.Td>
                  <ConfigSwitch config={c} canWrite={canWrite} closed={closed} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function InvoicesTab({ canWrite, closed }: { canWrite: boolean; closed: boolean }) {
  const configs = useClientConfigs('invoice');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {M.invoices.help}
      </Text>
      <ConfigTable scope="invoice" query={configs} canWrite={canWrite} closed={closed} />
    </Stack>
  );
}

export function NotificationsSection(props: Props) {
  const general = useGeneralPreferences();
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="notifications-title"
      data-testid="notifications-section"
    >
      <Group gap="xs">
        <IconBell size={22} aria-hidden />
        <Title order={2} size="h3" id="notifications-title">
          {M.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {M.lead}
      </Text>
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List aria-label={M.title}>
          <Tabs.Tab value="general" data-testid="notifications-tab-general">
            {M.tabs.general}
          </Tabs.Tab>
          <Tabs.Tab value="clients" data-testid="notifications-tab-clients">
            {M.tabs.clients}
          </Tabs.Tab>
          <Tabs.Tab value="invoices" data-testid="notifications-tab-invoices">
            {M.tabs.invoices}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <Stack gap="sm">
            {general.isPending ? (
              <Skeleton h={260} radius="lg" />
            ) : general.isError ? (
              <ErrorState error={general.error} onRetry={() => void general.refetch()} />
            ) : (
              <GeneralForm prefs={general.data} closed={props.closed} />
            )}
            <BusinessMailForm {...props} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="clients" pt="md">
          <ClientsTab canWrite={props.canWrite} closed={props.closed} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <InvoicesTab canWrite={props.canWrite} closed={props.closed} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
