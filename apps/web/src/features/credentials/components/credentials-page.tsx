// /mis-datos/mis-credenciales: the business's credentials (service, user, whether a secret is
// stored, last change). Owners and admins add, edit (a new secret replaces the stored one; an empty
// field keeps it) and delete with a confirmation. A business has one credential per service, so the
// list is short (at most the catalog's services) and needs no pages.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { BusinessCredential } from '@portal/contracts';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { answeredMessage } from '../../../lib/api';
import { displayDateTime, displayLogin } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import {
  useCreateCredential,
  useCredentialNames,
  useCredentials,
  useRemoveCredential,
  useUpdateCredential,
} from '../api/credentials';
import { CREDENTIALS_MSG as M } from '../messages';
import { CredentialForm, type CredentialValues } from './credential-form';

type Editing = { mode: 'create' } | { mode: 'edit'; credential: BusinessCredential } | null;

export function CredentialsPage() {
  const { canWrite } = useCurrentBusiness();
  const list = useCredentials();
  const names = useCredentialNames();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const credentials = list.data?.business_credentials ?? [];
  const catalog = names.data?.business_credential_names ?? [];
  const labelOf = (name: string) => catalog.find((n) => n.name === name)?.label ?? name;
  const free = catalog.filter((n) => !credentials.some((c) => c.name === n.name));

  const save = (v: CredentialValues) => {
    const callbacks = {
      onSuccess: () => {
        setEditing(null);
        notifySuccess(M.saved);
      },
      onError: (err: unknown) => notifyError(answeredMessage(err, M.saveError)),
    };
    if (editing?.mode === 'edit')
      update.mutate(
        { id: editing.credential.id, username: v.username, ...(v.password ? { password: v.password } : {}) },
        callbacks,
      );
    else create.mutate({ name: v.name, username: v.username, password: v.password }, callbacks);
  };

  let body: ReactNode;
  if (list.isPending || names.isPending) body = <Skeleton height={220} radius="md" />;
  else if ((list.isError && !list.data) || (names.isError && !names.data))
    body = (
      <LoadError
        message={M.loadError}
        onRetry={() => {
          void list.refetch();
          void names.refetch();
        }}
        retrying={list.isFetching || names.isFetching}
      />
    );
  else if (credentials.length === 0)
    body = (
      <Card withBorder padding="lg" data-testid="credentials-empty">
        <EmptyState
          icon={<IconKey size={24} aria-hidden />}
          title={M.emptyTitle}
          description={M.empty}
          action={
            canWrite ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ mode: 'create' })}
              >
                {M.add}
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  else if (compact)
    body = (
      <Stack gap="sm" data-testid="credentials-list">
        {credentials.map((c) => (
          <Card key={c.id} withBorder padding="md" data-testid="credential-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600}>{labelOf(c.name)}</Text>
                <Text size="sm" truncate>
                  {displayLogin(c.username)}
                </Text>
                <SecretBadge set={c.password_set} />
                <Text size="xs" c="dimmed">
                  {M.columns.updated}: {displayDateTime(c.updated_at)}
                </Text>
              </Stack>
              <RowActions credential={c} label={labelOf(c.name)} canWrite={canWrite} onEdit={setEditing} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Card withBorder padding={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="credentials-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.columns.service}</Table.Th>
              <Table.Th>{M.columns.username}</Table.Th>
              <Table.Th>{M.columns.secret}</Table.Th>
              <Table.Th>{M.columns.updated}</Table.Th>
              <Table.Th w={110}>
                <Text size="sm" fw={600} component="span" style={{ visibility: 'hidden' }}>
                  {M.columns.actions}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credentials.map((c) => (
              <Table.Tr key={c.id} data-testid="credential-row">
                <Table.Td fw={500}>{labelOf(c.name)}</Table.Td>
                <Table.Td>{displayLogin(c.username)}</Table.Td>
                <Table.Td>
                  <SecretBadge set={c.password_set} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{displayDateTime(c.updated_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    credential={c}
                    label={labelOf(c.name)}
                    canWrite={canWrite}
                    onEdit={setEditing}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    );

  return (
    <Stack gap="md" data-testid="credentials-page">
      <PageHeader
        title={M.title}
        description={M.description}
        actions={
          canWrite && credentials.length > 0 ? (
            <Tooltip label={M.allUsed} disabled={free.length > 0} withArrow>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ mode: 'create' })}
                disabled={free.length === 0}
                data-testid="credential-add"
              >
                {M.add}
              </Button>
            </Tooltip>
          ) : null
        }
      />
      {!canWrite ? (
        <Text size="sm" c="dimmed">
          {M.readOnly}
        </Text>
      ) : null}
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? M.editTitle(labelOf(editing.credential.name)) : M.addTitle}
        size="min(520px, 100%)"
        fullScreen={compact}
        returnFocus
        styles={{ title: { fontWeight: 700 } }}
      >
        {editing ? (
          <CredentialForm
            key={editing.mode === 'edit' ? editing.credential.id : 'new'}
            names={editing.mode === 'edit' ? catalog : free}
            editing={editing.mode === 'edit' ? editing.credential : null}
            saving={create.isPending || update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function SecretBadge({ set }: { set: boolean }) {
  return set ? (
    <Group gap={6} wrap="nowrap" data-testid="credential-secret">
      <Text ff="monospace" aria-hidden>
        {M.secretSet}
      </Text>
      <Badge size="sm" variant="light" color="green">
        {M.secretSetLabel}
      </Badge>
    </Group>
  ) : (
    <Badge size="sm" variant="light" color="gray" data-testid="credential-secret">
      {M.secretNotSet}
    </Badge>
  );
}

function RowActions({
  credential,
  label,
  canWrite,
  onEdit,
}: {
  credential: BusinessCredential;
  label: string;
  canWrite: boolean;
  onEdit: (e: Editing) => void;
}) {
  const remove = useRemoveCredential();
  if (!canWrite) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: M.removeTitle,
      children: <Text size="sm">{M.removeQuestion(label)}</Text>,
      labels: { confirm: M.remove, cancel: M.cancel },
      confirmProps: { color: 'red', 'data-testid': 'credential-remove-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(credential.id, {
          onSuccess: () => notifySuccess(M.removed),
          onError: (err) => notifyError(answeredMessage(err, M.deleteError)),
        }),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`${M.edit} ${label}`}
        onClick={() => onEdit({ mode: 'edit', credential })}
        data-testid="credential-edit"
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${M.remove} ${label}`}
        onClick={confirm}
        loading={remove.isPending}
        data-testid="credential-remove"
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
