import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconLockOpen, IconNotebook, IconReceiptTax } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTRACT_PLAN_STEP1, showsPaywall } from '../../../shared/business-rules';
import { useRouteActive } from '../../../lib/flags';
import { useCurrentBusiness } from '../../../lib/current-business';
import { BUSINESS_MSG } from '../messages';

const AREA_ICON = { bank: IconBuildingBank, salesReport: IconReceiptTax, records: IconNotebook } as const;

/**
 * Paywall for prospects with a valid contract plan (spec §2.4, §2.5), used by bank movements, the
 * sales report and other accounting records: renders the paywall instead of `children` when it applies.
 */
export function PlanPaywall({
  children,
  area = 'bank',
}: {
  children: ReactNode;
  /** Which area's offer the paywall shows: its own title and points. */
  area?: keyof typeof BUSINESS_MSG.paywall;
}) {
  const { business } = useCurrentBusiness();
  const planRouteActive = useRouteActive('contract-your-plan');
  if (!showsPaywall(business)) return <>{children}</>;
  const { title, points } = BUSINESS_MSG.paywall[area];
  const Icon = AREA_ICON[area];
  return (
    <Card data-testid="plan-paywall" data-area={area} p={{ base: 'lg', sm: 'xl' }} shadow="xs">
      <Stack gap="lg" maw={620}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <Icon size={26} aria-hidden />
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
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Text c="dimmed" size="sm">
          {BUSINESS_MSG.paywallNote}
        </Text>
        {planRouteActive ? (
          <Group>
            <Button
              component={Link}
              to={CONTRACT_PLAN_STEP1}
              leftSection={<IconLockOpen size={18} aria-hidden />}
            >
              {BUSINESS_MSG.contractPlan}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{BUSINESS_MSG.contractPlanByExecutive}</Text>
        )}
      </Stack>
    </Card>
  );
}
