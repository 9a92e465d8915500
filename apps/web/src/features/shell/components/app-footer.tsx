import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { useRouteActive } from '../../../lib/flags';

const YEAR = new Date().getFullYear();

export function AppFooter() {
  const myAccount = useRouteActive('Mi cuenta');
  const settings = useRouteActive('Configuración');
  return (
    <Group
      component="footer"
      justify="space-between"
      gap="xs"
      px={{ base: 'md', sm: 'xl' }}
      py="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="app-footer"
    >
      <Text size="xs" c="dimmed">
        © {YEAR} {currentBrand.name} · Hecho en Chile para las pymes
      </Text>
      <Group gap="md">
        {myAccount ? (
          <Anchor component={Link} to="/mi-cuenta" size="xs" c="dimmed">
            Mi cuenta
          </Anchor>
        ) : null}
        {settings ? (
          <Anchor component={Link} to="/configuracion" size="xs" c="dimmed">
            Configuración
          </Anchor>
        ) : null}
      </Group>
    </Group>
  );
}
