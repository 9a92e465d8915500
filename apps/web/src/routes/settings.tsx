import { Card, Skeleton, Stack } from '@mantine/core';
import { SETTING_CATALOG } from '@portal/contracts';
import { IconAdjustments } from '@tabler/icons-react';
import { PageHeader } from '../components/ui/page-header';
import { EmptyState, ErrorState } from '../components/ui/states';
import { useCurrentBusiness } from '../features/businesses/hooks/use-current-business';
import { useSettings } from '../features/settings/api/settings';
import { SettingsList } from '../features/settings/components/settings-list';
import { mergeSettings } from '../features/settings/merge-settings';

export function Component() {
  const { businessId, canWrite } = useCurrentBusiness();
  const settings = useSettings(businessId);
  const entries = settings.data ? mergeSettings(SETTING_CATALOG, settings.data) : [];

  return (
    <Stack gap="lg" data-testid="settings-page">
      <PageHeader
        title="Configuración"
        description="Preferencias de tu empresa en el portal: actívalas o desactívalas y ajusta su valor."
      />
      {businessId === null ? (
        <EmptyState
          title="Sin empresa seleccionada"
          description="Selecciona una empresa en la barra superior."
        />
      ) : settings.isPending ? (
        <Stack gap="sm">
          <Skeleton h={110} radius="lg" />
          <Skeleton h={110} radius="lg" />
          <Skeleton h={110} radius="lg" />
        </Stack>
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : entries.length === 0 ? (
        <Card shadow="xs">
          <EmptyState
            icon={<IconAdjustments size={24} aria-hidden />}
            title="No hay configuraciones"
            description="Cuando tu ejecutivo active alguna configuración para tu empresa, aparecerá aquí."
          />
        </Card>
      ) : (
        <SettingsList entries={entries} businessId={businessId} canWrite={canWrite} />
      )}
    </Stack>
  );
}
