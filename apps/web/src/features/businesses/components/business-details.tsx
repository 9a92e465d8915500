import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Business } from '@portal/contracts';
import { formatDate, taxRegimeLabel } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { businessTier } from '../../../shared/business-rules';
import { InfoList } from '../../../components/ui/info-list';
import { displayPhone, displayRut, displayText } from '../../../lib/format';
import { BUSINESS_MSG } from '../messages';
import { PlanTierBadge, StatusBadge } from './business-badges';

export function BusinessDetails({
  business,
  canEdit,
  onEdit,
}: {
  business: Business;
  canEdit: boolean;
  onEdit: () => void;
}) {
  return (
    <Stack gap="lg">
      <Card shadow="xs" component="section" aria-labelledby="business-data-title" data-testid="business-data">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz={20} id="business-data-title">
                Datos de la empresa
              </Title>
              <Text size="sm" c="dimmed">
                Así te identificamos y contactamos.
              </Text>
            </Stack>
            {canEdit ? (
              <Button
                variant="light"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={onEdit}
                data-testid="business-edit-button"
              >
                Editar datos
              </Button>
            ) : null}
          </Group>
          <InfoList
            items={[
              { label: 'Razón social', value: business.name, testId: 'business-name' },
              { label: 'RUT', value: displayRut(business.rut), testId: 'business-rut' },
              {
                label: 'Nombre de fantasía',
                value: displayText(business.fantasy_name),
                testId: 'business-fantasy-name',
              },
              { label: 'Correo de contacto', value: displayText(business.email), testId: 'business-email' },
              { label: 'Teléfono', value: displayPhone(business.phone), testId: 'business-phone' },
              { label: 'Dirección', value: displayText(business.address), testId: 'business-address' },
              { label: 'Comuna', value: displayText(business.commune), testId: 'business-commune' },
              {
                label: 'Giro o actividad',
                value: displayText(business.activity),
                testId: 'business-activity',
              },
              {
                label: BUSINESS_MSG.collectionsSince,
                value: business.collections_since
                  ? formatDate(business.collections_since)
                  : BUSINESS_MSG.collectionsSinceNone,
                testId: 'business-collections-since',
              },
            ]}
          />
          {!canEdit ? (
            <Text size="sm" c="dimmed" data-testid="business-readonly-note">
              Solo los propietarios y administradores de la empresa pueden cambiar estos datos.
            </Text>
          ) : null}
        </Stack>
      </Card>

      <Card shadow="xs" component="section" aria-labelledby="business-plan-title">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz={20} id="business-plan-title">
              Plan y situación tributaria
            </Title>
            <Group gap="xs">
              <PlanTierBadge tier={businessTier(business)} />
              <StatusBadge status={business.status} />
            </Group>
          </Group>
          <InfoList
            cols={3}
            items={[
              { label: 'Plan', value: business.plan[0]?.name ?? 'Sin plan' },
              { label: 'Régimen tributario', value: taxRegimeLabel(business.tax_regime_value) },
              { label: 'Suscripción', value: displayText(business.subscription_status_name) },
            ]}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
