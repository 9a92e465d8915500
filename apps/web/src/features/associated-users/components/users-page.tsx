// /mis-datos/mis-usuarios-asociados: the business's users, 10 a page; owners and admins invite by
// e-mail, change roles and remove users (with a confirmation). The last owner shows neither: the
// server refuses it anyway. Only an owner grants or removes the owner role.
import { ActionIcon, Badge, Button, Card, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ASSOCIATED_USERS_PAGE_SIZE, type AssociatedUser, associatedUsersQuery } from '@portal/contracts';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompact } from '../../../components/ui/use-compact';
import { defineListUrl } from '../../../lib/url-state/list-url';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { answeredMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useAssociatedUsers, useChangeRole, useInvite, useRemoveUser } from '../api/users';
import { ROLE_LABELS, USERS_MSG as M } from '../messages';
import { InviteForm, grantable, roleOptions } from './invite-form';
import { PendingInvitations } from './pending-invitations';

type Role = AssociatedUser['role_name'];

const PAGE_SIZE = ASSOCIATED_USERS_PAGE_SIZE;
/** The page under ?pagina= (a link may also carry ?invitar=1, which opens the invitation form). */
const USERS_URL = defineListUrl(
  { page: associatedUsersQuery.shape.page },
  { params: { page: 'pagina' }, page: 'page' },
);
type Rights = { canWrite: boolean; isOwner: boolean; owners: number; meId: number | null };

export function UsersPage() {
  const url = useListUrlState(USERS_URL);
  const { page } = url.value;
  const list = useAssociatedUsers(page);
  const current = useCurrentBusiness();
  const compact = useCompact();
  const [inviting, setInviting] = useState(url.params.get('invitar') === '1');
  const invite = useInvite();
  const data = list.data;
  const rights: Rights = {
    canWrite: current.canWrite,
    isOwner: current.role === 0,
    owners: data?.meta.owners ?? 0,
    meId: current.profile?.id ?? null,
  };
  const total = data?.meta.total_elements ?? 0;

  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        description={M.description}
        actions={
          rights.canWrite ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviting(true)}
              data-testid="user-invite"
            >
              {M.invite}
            </Button>
          ) : null
        }
      />
      {!rights.canWrite && current.role !== null ? (
        <Text size="sm" c="dimmed" data-testid="users-read-only">
          {M.readOnly}
        </Text>
      ) : null}
      <ListView
        query={list}
        rows={data?.data}
        rowKey={(u) => u.id}
        compact={compact}
        errorMessage={M.listError}
        loadingHeight={280}
        empty={{ title: M.emptyTitle }}
        testId="users-list"
        // Four columns fit any desktop: no forced width, and no scrollbar gutter under the rows.
        minWidth={0}
        nativeScroll
        columns={userColumns(rights)}
        row={() => ({ testId: 'user-row' })}
        card={(u) => <UserCard user={u} rights={rights} />}
        footer={{
          summary: M.page((page - 1) * PAGE_SIZE + 1, Math.min(total, page * PAGE_SIZE), total),
          page,
          pages: pageCount(total, PAGE_SIZE),
          onPage: (p) => url.set({ page: p }, { replace: true }),
        }}
      />
      {current.role !== null ? (
        <PendingInvitations canWrite={rights.canWrite} isOwner={rights.isOwner} />
      ) : null}
      {/* SheetModal's look, inline: importing it here split it into a chunk of its own, one more file
          name on the first screen (170 KB budget). */}
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={M.inviteTitle}
        size="min(520px, 100%)"
        fullScreen={compact}
        returnFocus
        styles={{ title: { fontWeight: 700 } }}
      >
        <InviteForm
          isOwner={rights.isOwner}
          saving={invite.isPending}
          onCancel={() => setInviting(false)}
          onSubmit={(v) =>
            invite.mutate(v, {
              onSuccess: () => {
                setInviting(false);
                notifySuccess(M.invited);
              },
              onError: (err) => notifyError(answeredMessage(err, M.inviteError)),
            })
          }
        />
      </Modal>
    </Stack>
  );
}

function YouBadge({ user, rights }: { user: AssociatedUser; rights: Rights }) {
  return user.user_id === rights.meId ? (
    <Badge size="xs" variant="light">
      {M.you}
    </Badge>
  ) : null;
}

function userColumns(rights: Rights): ListColumn<AssociatedUser>[] {
  return [
    {
      key: 'name',
      header: M.columns.name,
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={500}>{u.user.name}</Text>
          <YouBadge user={u} rights={rights} />
        </Group>
      ),
    },
    { key: 'email', header: M.columns.email, cell: (u) => <Text size="sm">{u.user.email}</Text> },
    {
      key: 'role',
      header: M.columns.role,
      style: { width: 260 },
      cell: (u) => <RoleCell user={u} rights={rights} />,
    },
    {
      key: 'actions',
      header: (
        <Text size="sm" fw={600} component="span" style={{ visibility: 'hidden' }}>
          {M.columns.actions}
        </Text>
      ),
      style: { width: 80 },
      cell: (u) => <RemoveButton user={u} rights={rights} />,
    },
  ];
}

function UserCard({ user: u, rights }: { user: AssociatedUser; rights: Rights }) {
  return (
    <Card withBorder padding="md" data-testid="user-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {u.user.name} <YouBadge user={u} rights={rights} />
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {u.user.email}
            </Text>
          </Stack>
          <RemoveButton user={u} rights={rights} />
        </Group>
        <RoleCell user={u} rights={rights} />
      </Stack>
    </Card>
  );
}

const isLastOwner = (u: AssociatedUser, r: Rights) => u.role_name === 'owner' && r.owners <= 1;
/** Whether the signed-in user may change or remove this one (the server decides the same). */
const canTouch = (u: AssociatedUser, r: Rights) =>
  r.canWrite && !isLastOwner(u, r) && (u.role_name !== 'owner' || r.isOwner);

function RoleCell({ user, rights }: { user: AssociatedUser; rights: Rights }) {
  const change = useChangeRole();
  if (!canTouch(user, rights)) {
    return (
      <Group gap={8} wrap="nowrap">
        <Badge variant="light" color={user.role_name === 'other' ? 'gray' : 'blue'} data-testid="user-role">
          {ROLE_LABELS[user.role_name]}
        </Badge>
        {isLastOwner(user, rights) ? (
          <Tooltip label={M.lastOwner} withArrow multiline w={240}>
            <Text size="xs" c="dimmed" data-testid="user-last-owner" tabIndex={0}>
              {M.onlyOwner}
            </Text>
          </Tooltip>
        ) : null}
      </Group>
    );
  }
  return (
    <Select
      aria-label={`${M.role} de ${user.user.name}`}
      data={roleOptions(grantable(rights.isOwner))}
      value={user.role_name}
      allowDeselect={false}
      disabled={change.isPending}
      size="sm"
      onChange={(v) =>
        v &&
        v !== user.role_name &&
        change.mutate(
          { id: user.id, role: v as Role },
          {
            onSuccess: () => notifySuccess(M.updated),
            onError: (err) => notifyError(answeredMessage(err, M.updateError)),
          },
        )
      }
      data-testid="user-role-select"
    />
  );
}

function RemoveButton({ user, rights }: { user: AssociatedUser; rights: Rights }) {
  const remove = useRemoveUser();
  if (!canTouch(user, rights)) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: M.removeTitle,
      children: <Text size="sm">{M.removeQuestion(user.user.name)}</Text>,
      labels: { confirm: M.remove, cancel: M.cancel },
      confirmProps: { color: 'red', 'data-testid': 'user-remove-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => notifySuccess(M.removed),
          onError: (err) => notifyError(answeredMessage(err, M.deleteError)),
        }),
    });
  return (
    <Tooltip label={`${M.remove} a ${user.user.name}`} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={confirm}
        loading={remove.isPending}
        aria-label={`${M.remove} a ${user.user.name}`}
        data-testid="user-remove"
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
