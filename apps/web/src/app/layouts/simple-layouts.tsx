// Layouts of spec §2.1 other than the app shell: login, public auth, public, not-found, loading and
// onboarding. They are small and share the brand panel, so they live in the entry chunk.
import { Anchor, Box, Center, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconChecks, IconFileInvoice, IconReportMoney } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { useAuth } from '../../lib/session';
import { currentBrand } from '../../shared/brand';
import classes from './simple-layouts.module.css';

const YEAR = new Date().getFullYear();

function SmallFooter({ inverted = false }: { inverted?: boolean }) {
  return (
    <Text size="xs" c={inverted ? 'brand.1' : 'dimmed'}>
      © {YEAR} {currentBrand.name} · Hecho en Chile para las pymes
    </Text>
  );
}

function BrandPanel() {
  return (
    <Box
      className={classes.brandPanel}
      visibleFrom="md"
      component="aside"
      aria-label={`Sobre ${currentBrand.name}`}
    >
      <Stack justify="space-between" h="100%" gap="xl">
        <BrandMark inverted size={40} />
        <Stack gap="lg" maw={440}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            Tu empresa al día, sin enredos.
          </Title>
          <Text c="brand.1" fz="lg">
            Facturas del SII, banco y contabilidad de tu pyme en un solo lugar.
          </Text>
          <List
            spacing="md"
            c="white"
            icon={
              <ThemeIcon size={30} radius="xl" color="white" variant="white">
                <IconChecks size={18} color="var(--mantine-color-brand-7)" aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item icon={<FeatureIcon icon={<IconFileInvoice size={18} aria-hidden />} />}>
              Compras y ventas sincronizadas con el SII
            </List.Item>
            <List.Item icon={<FeatureIcon icon={<IconBuildingBank size={18} aria-hidden />} />}>
              Movimientos bancarios y conciliación
            </List.Item>
            <List.Item icon={<FeatureIcon icon={<IconReportMoney size={18} aria-hidden />} />}>
              IVA, renta y contabilidad con tu ejecutivo
            </List.Item>
          </List>
        </Stack>
        <SmallFooter inverted />
      </Stack>
    </Box>
  );
}

function FeatureIcon({ icon }: { icon: React.ReactNode }) {
  return (
    <ThemeIcon size={32} radius="md" variant="light" color="brand.1" className={classes.featureIcon}>
      {icon}
    </ThemeIcon>
  );
}

/** Split screen: brand panel on wide screens, the form on the right (or alone on phones). */
function AuthShell() {
  return (
    <div className={classes.authRoot}>
      <BrandPanel />
      <Box component="main" className={classes.authMain} id="contenido">
        <Box hiddenFrom="md" mb="xl">
          <BrandMark />
        </Box>
        <Box w="100%" maw={420}>
          <Outlet />
        </Box>
        <Box hiddenFrom="md" mt="auto" pt="xl">
          <SmallFooter />
        </Box>
      </Box>
    </div>
  );
}

export function LoginLayout() {
  return <AuthShell />;
}

export function PublicAuthLayout() {
  return <AuthShell />;
}

function PublicHeader() {
  // Follows the session: onboarding's confirmation signs in without leaving the layout.
  const signedIn = useAuth() !== null;
  return (
    <Box component="header" className={classes.publicHeader}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between">
          <Anchor component={Link} to="/" underline="never" aria-label={`${currentBrand.name}, inicio`}>
            <BrandMark />
          </Anchor>
          {signedIn ? (
            <Anchor component={Link} to="/dashboard" fw={600} size="sm">
              Ir a mi portal
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login-cl" fw={600} size="sm">
              Iniciar sesión
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}

export function PublicLayout() {
  return (
    <div className={classes.pageRoot}>
      <PublicHeader />
      <Container component="main" id="contenido" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Container size="lg" py="md" component="footer">
        <SmallFooter />
      </Container>
    </div>
  );
}

export function NotFoundLayout() {
  return (
    <div className={classes.pageRoot}>
      <Container size="lg" py="md" component="header">
        <Anchor component={Link} to="/" underline="never" aria-label={`${currentBrand.name}, inicio`}>
          <BrandMark />
        </Anchor>
      </Container>
      <Center component="main" id="contenido" style={{ flex: 1 }} px="md" py="xl">
        <Outlet />
      </Center>
      <Container size="lg" py="md" component="footer">
        <SmallFooter />
      </Container>
    </div>
  );
}

export function LoadingLayout() {
  return (
    <Box component="main" id="contenido">
      <Outlet />
    </Box>
  );
}

export function OnboardingLayout() {
  return (
    <div className={classes.pageRoot}>
      <PublicHeader />
      <Container component="main" id="contenido" size="sm" py="xl" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
    </div>
  );
}
