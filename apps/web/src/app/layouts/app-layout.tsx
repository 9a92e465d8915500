// Everything else (spec §2.1): navigation bar, side menu (above 768 px; burger + drawer below),
// breadcrumb, footer, and the app-wide business notices.
import { AppShell, Box, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { IncompleteDataModal, NoBusinessModal } from '../../features/businesses/components/business-modals';
import { ClosedBusinessBanner } from '../../features/businesses/components/closed-business-banner';
import { AppBreadcrumb } from '../../features/shell/components/app-breadcrumb';
import { AppFooter } from '../../features/shell/components/app-footer';
import { AppHeader } from '../../features/shell/components/app-header';
import { SideMenu } from '../../features/shell/components/side-menu';
import '../../lib/dayjs-es';
import { STORAGE_KEYS, readItem, writeItem } from '../../lib/storage';
import { HEADER_HEIGHT, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_MIN_WIDTH_PX, SIDE_MENU_WIDTH } from '../theme';

const SMALL_QUERY = `(max-width: ${(SIDE_MENU_MIN_WIDTH_PX - 1) / 16}em)`;

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

export function AppLayout() {
  const isSmall =
    useMediaQuery(SMALL_QUERY, matchesNow(SMALL_QUERY), { getInitialValueInEffect: false }) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(() => readItem(STORAGE_KEYS.menuCollapsed) === '1');
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      writeItem(STORAGE_KEYS.menuCollapsed, c ? null : '1');
      return !c;
    });
  };

  // After a client-side navigation, move focus to the new content (screen readers, keyboard users).
  useEffect(() => {
    drawer.close();
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, drawer.close]);

  useEffect(() => {
    if (!isSmall) drawer.close();
  }, [isSmall, drawer.close]);

  return (
    <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH,
          breakpoint: SIDE_MENU_MIN_WIDTH_PX,
          collapsed: { mobile: true },
        }}
        padding={0}
        bg="gray.0"
      >
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <AppShell.Header withBorder>
          <AppHeader isSmall={isSmall} drawerOpened={drawerOpened} onBurger={drawer.toggle} />
        </AppShell.Header>
        {isSmall ? null : (
          <AppShell.Navbar
            component="nav"
            aria-label="Menú principal"
            data-testid="side-menu"
            data-collapsed={collapsed}
          >
            <SideMenu collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
          </AppShell.Navbar>
        )}
        <AppShell.Main
          id="contenido"
          ref={mainRef}
          tabIndex={-1}
          style={{ outline: 'none', display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
        >
          <Box
            px={{ base: 'md', sm: 'lg', lg: 'xl' }}
            pt="lg"
            w="100%"
            maw={1320}
            mx="auto"
            style={{ flex: 1 }}
          >
            <AppBreadcrumb />
            <ClosedBusinessBanner />
            <Outlet />
          </Box>
          <AppFooter />
        </AppShell.Main>
        <Drawer
          opened={drawerOpened && isSmall}
          onClose={drawer.close}
          size={300}
          padding={0}
          title={<BrandMark />}
          id="menu-movil"
          scrollAreaComponent={ScrollArea.Autosize}
          styles={{ header: { paddingInline: 16, borderBottom: '1px solid var(--mantine-color-gray-2)' } }}
          closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
        >
          <nav aria-label="Menú principal" data-testid="side-menu-mobile">
            <SideMenu onNavigate={drawer.close} />
          </nav>
        </Drawer>
        <IncompleteDataModal />
        <NoBusinessModal />
      </AppShell>
    </ModalsProvider>
  );
}
