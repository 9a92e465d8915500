import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SendInvitationBody, sendInvitationBody } from '@portal/contracts';
import { IconAt } from '@tabler/icons-react';
import { schemaResolver } from '../../../lib/form';
import { ROLE_LABELS, USERS_MSG as M } from '../messages';

type Invite = SendInvitationBody['businesses_user'];
type Role = 'owner' | 'admin' | 'other';
const inviteForm = sendInvitationBody.shape.businesses_user;

/** The roles the signed-in user may hand out: only an owner grants the owner role. */
export const grantable = (isOwner: boolean): Role[] =>
  isOwner ? ['owner', 'admin', 'other'] : ['admin', 'other'];

export const roleOptions = (roles: Role[]) =>
  roles.map((r) => ({ value: r, label: ROLE_LABELS[r], description: M.roleHelp[r] }));

export function InviteForm({
  isOwner,
  saving,
  onSubmit,
  onCancel,
}: {
  isOwner: boolean;
  saving: boolean;
  onSubmit: (v: { email: string; role: Role }) => void;
  onCancel: () => void;
}) {
  const form = useForm<Invite>({
    initialValues: { email: '', role: 'other' },
    validate: schemaResolver(inviteForm),
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(inviteForm.parse(v)))} noValidate data-testid="invite-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {M.inviteHint}
        </Text>
        <TextInput
          label={M.email}
          placeholder={M.emailPlaceholder}
          type="email"
          autoComplete="off"
          required
          leftSection={<IconAt size={18} aria-hidden />}
          {...form.getInputProps('email')}
          data-testid="invite-email"
        />
        <Select
          label={M.role}
          data={roleOptions(grantable(isOwner))}
          allowDeselect={false}
          {...form.getInputProps('role')}
          description={M.roleHelp[(form.values.role as Role) ?? 'other']}
          data-testid="invite-role"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="invite-send">
            {M.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
