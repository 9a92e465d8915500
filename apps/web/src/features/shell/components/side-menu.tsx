import { ActionIcon, Box, Menu, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronRight,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { isRouteActive } from '../../../shared/guards';
import { MENU, type MenuGroup, type MenuLeaf, type MenuNode, visibleMenu } from '../../../shared/menu';
import { isBuilt } from '../../../shared/built-pages';
import { routeByName } from '../../../shared/route-match';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useFlags } from '../../../lib/flags';
import { FALLBACK_ICON, MENU_ICONS } from './menu-icons';
import classes from './side-menu.module.css';

function leafPath(leaf: MenuLeaf): string {
  return leaf.to ?? routeByName(leaf.route)?.path ?? '/';
}

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The visible menu for the selected business (flags, functionalities, brand). */
export function useVisibleMenu(): MenuNode[] {
  const flags = useFlags();
  const { business } = useCurrentBusiness();
  return useMemo(
    () =>
      visibleMenu(MENU, {
        isRouteActive: (name) => {
          const route = routeByName(name);
          return !!route && isRouteActive(route, flags, isBuilt(name));
        },
        business,
        brand: currentBrand.key,
      }),
    [flags, business],
  );
}

type SideMenuProps = {
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate?: () => void;
};

export function SideMenu({ collapsed = false, onToggleCollapsed, onNavigate }: SideMenuProps) {
  const nodes = useVisibleMenu();
  const { pathname } = useLocation();

  const list = (
    <Box component="ul" className={classes.list} p={collapsed ? 'xs' : 'sm'}>
      {nodes.map((node) => (
        <li key={node.kind === 'item' ? node.route : node.key}>
          {collapsed ? (
            <CollapsedNode node={node} pathname={pathname} onNavigate={onNavigate} />
          ) : (
            <ExpandedNode node={node} pathname={pathname} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </Box>
  );

  // In the drawer the drawer itself scrolls; in the side bar the list scrolls above the toggle.
  if (!onToggleCollapsed) return list;
  return (
    <Stack gap={0} h="100%">
      <ScrollArea style={{ flex: 1 }} type="scroll" scrollbarSize={6}>
        {list}
      </ScrollArea>
      <Box className={classes.footer} p="sm">
        <UnstyledButton
          className={classes.collapseButton}
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
          aria-expanded={!collapsed}
          data-testid="side-menu-toggle"
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={20} aria-hidden />
          ) : (
            <>
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              <span>Contraer menú</span>
            </>
          )}
        </UnstyledButton>
      </Box>
    </Stack>
  );
}

function ExpandedNode({
  node,
  pathname,
  onNavigate,
}: {
  node: MenuNode;
  pathname: string;
  onNavigate?: () => void;
}) {
  if (node.kind === 'item') {
    const path = leafPath(node);
    const Icon = node.icon ? MENU_ICONS[node.icon] : FALLBACK_ICON;
    return (
      <NavLink
        component={Link}
        to={path}
        label={node.label}
        leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
        active={isCurrent(pathname, path)}
        aria-current={isCurrent(pathname, path) ? 'page' : undefined}
        onClick={onNavigate}
        className={classes.link}
        data-testid={`menu-item-${path}`}
      />
    );
  }
  return <GroupNode node={node} pathname={pathname} onNavigate={onNavigate} />;
}

/**
 * A group is a real button (an anchor without href is skipped by Tab): Enter or Space opens it,
 * and aria-expanded tells a screen reader whether its links are shown.
 */
function GroupNode({
  node,
  pathname,
  onNavigate,
}: {
  node: MenuGroup;
  pathname: string;
  onNavigate?: () => void;
}) {
  const Icon = MENU_ICONS[node.icon];
  const [opened, setOpened] = useState(() => node.items.some((leaf) => isCurrent(pathname, leafPath(leaf))));
  return (
    <NavLink
      component="button"
      type="button"
      label={node.label}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      childrenOffset={32}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      className={classes.link}
      data-testid={`menu-group-${node.key}`}
    >
      {node.items.map((leaf) => {
        const path = leafPath(leaf);
        return (
          <NavLink
            key={leaf.route}
            component={Link}
            to={path}
            label={leaf.label}
            active={isCurrent(pathname, path)}
            aria-current={isCurrent(pathname, path) ? 'page' : undefined}
            onClick={onNavigate}
            className={classes.link}
            data-testid={`menu-item-${path}`}
          />
        );
      })}
    </NavLink>
  );
}

function CollapsedNode({
  node,
  pathname,
  onNavigate,
}: {
  node: MenuNode;
  pathname: string;
  onNavigate?: () => void;
}) {
  if (node.kind === 'item') {
    const path = leafPath(node);
    const Icon = node.icon ? MENU_ICONS[node.icon] : FALLBACK_ICON;
    const active = isCurrent(pathname, path);
    return (
      <Tooltip label={node.label} position="right">
        <ActionIcon
          component={Link}
          to={path}
          size={48}
          radius="md"
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'gray'}
          aria-label={node.label}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          className={classes.iconLink}
          data-testid={`menu-item-${path}`}
        >
          <Icon size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  const Icon = MENU_ICONS[node.icon];
  const active = node.items.some((leaf) => isCurrent(pathname, leafPath(leaf)));
  return (
    <Menu position="right-start" offset={10} withArrow trigger="click-hover" openDelay={80} closeDelay={150}>
      <Menu.Target>
        <ActionIcon
          size={48}
          radius="md"
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'gray'}
          aria-label={node.label}
          className={classes.iconLink}
          data-testid={`menu-group-${node.key}`}
        >
          <Icon size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{node.label}</Menu.Label>
        {node.items.map((leaf) => (
          <Menu.Item
            key={leaf.route}
            component={Link}
            to={leafPath(leaf)}
            onClick={onNavigate}
            rightSection={<IconChevronRight size={14} aria-hidden />}
          >
            {leaf.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
