// The business's pending invitations under its users: who was invited, with which role, by whom and
// until when. Owners and admins void one (an invitation that grants the owner role, only an owner),
// so an invitation never outlives the reason it was sent.
import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';
import type { PendingInvitation } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconMailOff } from '@tabler/icons-react';
import { LoadError } from '../../../components/ui/states';
import { answeredMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePendingInvitations, useRevokeInvitation } from '../api/users';
import { ROLE_LABELS, USERS_MSG } from '../messages';

const M = USERS_MSG.pending;

export function PendingInvitations({ canWrite, isOwner }: { canWrite: boolean; isOwner: boolean }) {
  const list = usePendingInvitations();
  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={64} radius="md" />;
  else if (list.isError && !list.data)
    body = <LoadError message={M.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  else if (list.data.data.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="invitations-empty">
        {M.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="xs" data-testid="invitations-list">
        {list.data.data.map((inv) => (
          <Card key={inv.id} withBorder padding="sm" data-testid="invitation-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={8} wrap="wrap">
                  <Text fw={500} truncate>
                    {inv.email}
                  </Text>
                  <Badge variant="light" color={inv.role_name === 'other' ? 'gray' : 'blue'}>
                    {ROLE_LABELS[inv.role_name]}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {M.sentBy(inv.invited_by, formatDate(inv.created_at))} ·{' '}
                  {M.expires(formatDate(inv.expires_at))}
                </Text>
              </Stack>
              {canWrite && (inv.role_name !== 'owner' || isOwner) ? <RevokeButton invitation={inv} /> : null}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="invitations-title">
      <Title order={2} size="h4" id="invitations-title">
        {M.title}
      </Title>
      <Text size="sm" c="dimmed">
        {M.hint}
      </Text>
      {body}
    </Stack>
  );
}

function RevokeButton({ invitation }: { invitation: PendingInvitation }) {
  const revoke = useRevokeInvitation();
  const confirm = () =>
    modals.openConfirmModal({
      title: M.revokeTitle,
      children: <Text size="sm">{M.revokeQuestion(invitation.email)}</Text>,
      labels: { confirm: M.revoke, cancel: USERS_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'invitation-revoke-confirm' } as Record<string, string>,
      // The promise, not mutate's callbacks: the revoked row (and this button) leaves the list when
      // it refetches, and TanStack Query skips mutate's callbacks once their component unmounted.
      onConfirm: () =>
        revoke.mutateAsync(invitation.id).then(
          () => notifySuccess(M.revoked),
          (err) => notifyError(answeredMessage(err, M.revokeError)),
        ),
    });
  return (
    <Tooltip label={`${M.revoke} la invitación de ${invitation.email}`} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={confirm}
        loading={revoke.isPending}
        aria-label={`${M.revoke} la invitación de ${invitation.email}`}
        data-testid="invitation-revoke"
      >
        <IconMailOff size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
