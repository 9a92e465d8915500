// The contacts of a client or provider: table (cards on a phone), add/edit modal, delete with confirmation.
import { ActionIcon, Button, Card, Group, Menu, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Contact, ContactFormOutput } from '@portal/contracts';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { displayPhone, displayRut, displayText } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContactTypes, useCreateContact, useDeleteContact, useUpdateContact } from '../api/clients';
import { CLIENTS_MSG, type Kind } from '../messages';
import { ContactForm } from './contact-form';

const fullName = (c: Contact) => [c.name, c.last_name].filter(Boolean).join(' ');

export function ContactsSection({
  kind,
  rut,
  contacts,
  canWrite,
}: {
  kind: Kind;
  rut: string;
  contacts: Contact[];
  canWrite: boolean;
}) {
  const types = useContactTypes();
  const create = useCreateContact(kind, rut);
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const typeName = (id: number | null) =>
    types.data?.contact_types.find((t) => t.id === id)?.name ?? CLIENTS_MSG.noType;

  const save = async (fields: ContactFormOutput) => {
    const isNew = editing === 'new';
    try {
      if (editing === 'new') await create.mutateAsync(fields);
      else if (editing) await update.mutateAsync({ id: editing.id, fields });
      notifySuccess(isNew ? CLIENTS_MSG.contactCreated : CLIENTS_MSG.contactUpdated);
      setEditing(null);
    } catch (err) {
      // A refused value names its field (the server's Spanish text); anything else, the screen's own.
      notifyError(
        isApiError(err) && err.status < 500
          ? err
          : isNew
            ? CLIENTS_MSG.contactCreateError
            : CLIENTS_MSG.contactUpdateError,
      );
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      notifySuccess(CLIENTS_MSG.contactDeleted);
      setDeleting(null);
    } catch {
      notifyError(CLIENTS_MSG.contactDeleteError);
    }
  };

  const actions = (c: Contact) =>
    canWrite ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={CLIENTS_MSG.contactActions(fullName(c))}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(c)}>
            {CLIENTS_MSG.editContact}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(c)}
          >
            {CLIENTS_MSG.deleteContact}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : null;

  const f = CLIENTS_MSG.contactFields;
  return (
    <Card withBorder component="section" aria-labelledby="contacts-title" data-testid="contacts-section">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={18} id="contacts-title">
          {CLIENTS_MSG.contactsTitle}
        </Title>
        {canWrite ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="contact-add"
          >
            {CLIENTS_MSG.addContact}
          </Button>
        ) : null}
      </Group>
      {contacts.length === 0 ? (
        <EmptyState title={CLIENTS_MSG.contactsCount(0)} description={CLIENTS_MSG.contactsEmpty} />
      ) : compact ? (
        <Stack gap="xs">
          {contacts.map((c) => (
            <Card key={c.id} withBorder padding="sm" data-testid="contact-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{fullName(c)}</Text>
                  <Text size="xs" c="dimmed">
                    {typeName(c.contact_type_id)}
                    {c.area ? ` · ${c.area}` : ''}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {displayText(c.email)}
                  </Text>
                  <Text size="sm">{displayPhone(c.phone)}</Text>
                </Stack>
                {actions(c)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f.name}</Table.Th>
                <Table.Th>{f.contact_type_id}</Table.Th>
                <Table.Th>{f.area}</Table.Th>
                <Table.Th>{f.email}</Table.Th>
                <Table.Th>{f.phone}</Table.Th>
                <Table.Th>{f.rut}</Table.Th>
                <Table.Th aria-label="Acciones" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((c) => (
                <Table.Tr key={c.id} data-testid="contact-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {fullName(c)}
                    </Text>
                    {c.description ? (
                      <Text size="xs" c="dimmed">
                        {c.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{typeName(c.contact_type_id)}</Table.Td>
                  <Table.Td>{displayText(c.area)}</Table.Td>
                  <Table.Td>
                    {[c.email, ...c.emails].filter(Boolean).map((e) => (
                      <Text key={e} size="sm">
                        {e}
                      </Text>
                    ))}
                    {!c.email && c.emails.length === 0 ? '—' : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayPhone(c.phone)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.rut ? displayRut(c.rut) : '—'}</Table.Td>
                  <Table.Td ta="right">{actions(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? CLIENTS_MSG.newContact : CLIENTS_MSG.editContact}
        size="lg"
        fullScreen={compact}
      >
        {editing !== null ? (
          <ContactForm
            contact={editing === 'new' ? null : editing}
            types={types.data?.contact_types ?? []}
            saving={create.isPending || update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={CLIENTS_MSG.deleteConfirmTitle}
        data-testid="contact-delete-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{deleting ? CLIENTS_MSG.deleteConfirm(fullName(deleting)) : null}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {CLIENTS_MSG.cancel}
            </Button>
            <Button
              color="red"
              onClick={confirmDelete}
              loading={remove.isPending}
              data-testid="contact-delete-confirm"
            >
              {CLIENTS_MSG.deleteAction}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
