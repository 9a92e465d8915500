// Add or edit a credential. The secret field is write-only: empty on edit (the stored one is kept
// unless a new one is typed), and cleared from the form as soon as it is sent.
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BusinessCredential,
  type CredentialNamesResponse,
  createCredentialBody,
  updateCredentialBody,
} from '@portal/contracts';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { CREDENTIALS_MSG as M } from '../messages';

type NameEntry = CredentialNamesResponse['business_credential_names'][number];
export type CredentialValues = { name: string; username: string; password: string };

export function CredentialForm({
  names,
  editing,
  saving,
  onSubmit,
  onCancel,
}: {
  /** The services offered (on create: those without a credential yet). */
  names: NameEntry[];
  editing: BusinessCredential | null;
  saving: boolean;
  onSubmit: (values: CredentialValues) => void;
  onCancel: () => void;
}) {
  const createResolver = schemaResolver(createCredentialBody.shape.business_credential);
  const updateResolver = schemaResolver(updateCredentialBody.shape.business_credential);
  const form = useForm<CredentialValues>({
    initialValues: {
      name: editing?.name ?? names[0]?.name ?? '',
      username: editing?.username ?? '',
      password: '',
    },
    // On edit an empty secret means "keep it": validated without it.
    validate: (v) =>
      editing
        ? updateResolver({ username: v.username, ...(v.password ? { password: v.password } : {}) })
        : createResolver(v),
  });
  const entry = names.find((n) => n.name === form.values.name);

  return (
    <form
      noValidate
      data-testid="credential-form"
      onSubmit={form.onSubmit(
        (v) => {
          onSubmit(v);
          form.setFieldValue('password', '');
        },
        (errors) => focusFirstError(form, errors, ['name', 'username', 'password']),
      )}
    >
      <Stack gap="md">
        <Select
          label={M.service}
          data={names.map((n) => ({ value: n.name, label: n.label }))}
          allowDeselect={false}
          disabled={editing !== null}
          withAsterisk
          {...form.getInputProps('name')}
          data-testid="credential-name"
        />
        <TextInput
          label={entry ? `${M.username} (${entry.username_label})` : M.username}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('username')}
          data-testid="credential-username"
        />
        <PasswordInput
          label={entry?.secret_label ?? M.secret}
          description={editing?.password_set ? M.keepSecret : M.newSecret}
          placeholder={editing?.password_set ? M.secretSet : undefined}
          autoComplete="new-password"
          withAsterisk={!editing}
          {...form.getInputProps('password')}
          data-testid="credential-password"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="credential-save">
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
