import { Anchor, Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { BrandLogo, BrandMark } from '../../../components/ui/brand-mark';
import { BusinessSelector } from '../../businesses';
import { UserMenu } from './user-menu';

export function AppHeader({
  isSmall,
  drawerOpened,
  onBurger,
}: {
  isSmall: boolean;
  drawerOpened: boolean;
  onBurger: () => void;
}) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {isSmall ? (
          <Burger
            opened={drawerOpened}
            onClick={onBurger}
            size="sm"
            aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            aria-controls="menu-movil"
            data-testid="menu-burger"
          />
        ) : null}
        <Anchor
          component={Link}
          to="/dashboard"
          underline="never"
          aria-label={`${currentBrand.name}, inicio`}
        >
          {isSmall ? <BrandLogo size={32} /> : <BrandMark />}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
        <div style={{ flex: 1, minWidth: 0, maxWidth: isSmall ? undefined : 360 }}>
          <BusinessSelector compact={isSmall} />
        </div>
        <UserMenu compact={isSmall} />
      </Group>
    </Group>
  );
}
