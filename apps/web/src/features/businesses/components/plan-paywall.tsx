import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconLockOpen } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTRACT_PLAN_STEP1, showsPaywall } from '../../../app/business-rules';
import { useRouteActive } from '../../flags/api/flags';
import { useCurrentBusiness } from '../hooks/use-current-business';

/**
 * Paywall for prospects with a valid contract plan (spec §2.4, §2.5), used by bank movements, the
 * sales report and other accounting records: renders the paywall instead of `children` when it applies.
 */
export function PlanPaywall({
  children,
  title = 'Conecta tu banco y ahorra horas de trabajo',
}: {
  children: ReactNode;
  title?: string;
}) {
  const { business } = useCurrentBusiness();
  const planRouteActive = useRouteActive('contract-your-plan');
  if (!showsPaywall(business)) return <>{children}</>;
  return (
    <Card data-testid="plan-paywall" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
      <Stack gap="lg" maw={620}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconBuildingBank size={26} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {title}
          </Title>
        </Group>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="teal" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>Conecta tus cuentas bancarias de forma segura.</List.Item>
          <List.Item>Revisa todas tus transacciones en un solo lugar.</List.Item>
          <List.Item>Concilia tus movimientos con gastos, facturas u otros registros.</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          Esta sección está disponible al contratar un plan.
        </Text>
        {planRouteActive ? (
          <Group>
            <Button
              component={Link}
              to={CONTRACT_PLAN_STEP1}
              leftSection={<IconLockOpen size={18} aria-hidden />}
            >
              Contratar un plan
            </Button>
          </Group>
        ) : (
          <Text size="sm">Para contratar un plan, comunícate con tu ejecutivo.</Text>
        )}
      </Stack>
    </Card>
  );
}
