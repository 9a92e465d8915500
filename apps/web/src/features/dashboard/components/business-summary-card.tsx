import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Business } from '@portal/contracts';
import { USER_ROLES, taxRegimeLabel } from '@portal/domain';
import { IconArrowRight, IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { businessTier } from '../../../shared/business-rules';
import { InfoList } from '../../../components/ui/info-list';
import { businessDisplayName, displayRut } from '../../../lib/format';
import { PlanTierBadge, StatusBadge } from '../../businesses';
import { useRouteActive } from '../../../lib/flags';

const ROLE_LABELS = USER_ROLES.map((r) => r.label);

export function BusinessSummaryCard({ business, role }: { business: Business; role: number | null }) {
  const myBusinessActive = useRouteActive('Mi empresa');
  const displayName = businessDisplayName(business);
  return (
    <Card data-testid="business-card" shadow="xs">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={52} radius="md" variant="light">
              <IconBuildingStore size={28} aria-hidden />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title
                order={2}
                fz={{ base: 19, sm: 22 }}
                data-testid="business-card-name"
                style={{ overflowWrap: 'anywhere' }}
              >
                {displayName}
              </Title>
              <Text size="sm" c="dimmed">
                RUT <span data-testid="business-card-rut">{displayRut(business.rut)}</span>
                {displayName !== business.name ? ` · ${business.name}` : ''}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <PlanTierBadge tier={businessTier(business)} />
            <StatusBadge status={business.status} />
          </Group>
        </Group>
        <InfoList
          cols={3}
          items={[
            {
              label: 'Régimen tributario',
              value: taxRegimeLabel(business.tax_regime_value),
              testId: 'business-card-regime',
            },
            { label: 'Plan', value: business.plan[0]?.name ?? 'Sin plan' },
            { label: 'Tu rol', value: role !== null ? (ROLE_LABELS[role] ?? '—') : '—' },
          ]}
        />
        {myBusinessActive ? (
          <Anchor component={Link} to="/mis-datos/mi-empresa" size="sm" fw={600}>
            <Group gap={4} component="span">
              Ver datos de la empresa <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
