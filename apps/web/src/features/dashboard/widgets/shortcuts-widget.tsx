import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { MenuIcon } from '../../../shared/menu';
import { routeByName } from '../../../shared/route-match';
import { useRouteActive } from '../../../lib/flags';
import { MENU_ICONS } from '../../shell';
import { useVisibleMenu } from '../../shell';
import classes from './widgets.module.css';

const DESCRIPTIONS: Record<string, string> = {
  'Mi empresa': 'Datos de contacto, giro y dirección',
  Configuración: 'Preferencias de tu empresa',
  'Mi cuenta': 'Tu perfil y tu contraseña',
};

type Shortcut = { route: string; label: string; to: string; icon: MenuIcon };

/** Links to every screen the business can use now (the menu minus the dashboard, plus Mi cuenta). */
export default function ShortcutsWidget() {
  const nodes = useVisibleMenu();
  const myAccount = useRouteActive('Mi cuenta');
  const shortcuts: Shortcut[] = nodes
    .flatMap((n) =>
      n.kind === 'item' ? [{ leaf: n, icon: n.icon }] : n.items.map((leaf) => ({ leaf, icon: n.icon })),
    )
    .filter(({ leaf }) => leaf.route !== 'Dashboard')
    .map(({ leaf, icon }) => ({
      route: leaf.route,
      label: leaf.label,
      to: leaf.to ?? routeByName(leaf.route)?.path ?? '/',
      icon: leaf.icon ?? icon ?? 'business',
    }));
  if (myAccount)
    shortcuts.push({ route: 'Mi cuenta', label: 'Mi cuenta', to: '/mi-cuenta', icon: 'account' });

  return (
    <SimpleGrid cols={{ base: 1, sm: 1, lg: 2 }} spacing="sm">
      {shortcuts.map((s) => {
        const Icon = MENU_ICONS[s.icon];
        return (
          <UnstyledButton key={s.route} component={Link} to={s.to} className={classes.shortcut}>
            <ThemeIcon size={38} radius="md" variant="light">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {s.label}
              </Text>
              {DESCRIPTIONS[s.route] ? (
                <Text size="xs" c="dimmed">
                  {DESCRIPTIONS[s.route]}
                </Text>
              ) : null}
            </div>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
