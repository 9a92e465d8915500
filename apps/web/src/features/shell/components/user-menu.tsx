import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingPlus, IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { initials } from '../../../lib/format';
import { useProfile } from '../../../lib/profile';
import { logout } from '../../../lib/session-actions';
import { useRouteActive } from '../../../lib/flags';
import classes from './app-header.module.css';
// The add-business form (and its zod schema) loads only when asked for: a lazy chunk of onboarding.
import { AddBusinessModal } from '../../onboarding';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: profile } = useProfile();
  const showMyAccount = useRouteActive('Mi cuenta');
  const canAddBusiness = useRouteActive('Onboarding');
  const [leaving, setLeaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const name = profile?.name ?? '';

  return (
    <>
      {adding ? (
        <Suspense fallback={null}>
          <AddBusinessModal opened onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            className={classes.userButton}
            aria-label={`Menú de usuario de ${name}`}
            data-testid="user-menu"
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar color="brand" radius="xl" size={36}>
                {initials(name)}
              </Avatar>
              {compact ? null : (
                <Stack gap={0} style={{ minWidth: 0 }} maw={160}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {profile?.email}
                  </Text>
                </Stack>
              )}
              {compact ? null : <IconChevronDown size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{profile?.email}</Menu.Label>
          {showMyAccount ? (
            <Menu.Item
              component={Link}
              to="/mi-cuenta"
              leftSection={<IconUserCircle size={18} aria-hidden />}
              data-testid="user-menu-my-account"
            >
              Mi cuenta
            </Menu.Item>
          ) : null}
          {canAddBusiness ? (
            <Menu.Item
              leftSection={<IconBuildingPlus size={18} aria-hidden />}
              onClick={() => setAdding(true)}
              data-testid="user-menu-add-business"
            >
              Agregar empresa
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
            data-testid="logout"
          >
            Cerrar sesión
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
