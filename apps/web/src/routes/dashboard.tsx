import { Skeleton, Stack } from '@mantine/core';
import { ErrorState, EmptyState } from '../components/ui/states';
import { RentPopup } from '../features/businesses/components/rent-popup';
import { useCurrentBusiness } from '../lib/current-business';
import { useToday } from '../lib/config';
import { BusinessSummaryCard } from '../features/dashboard/components/business-summary-card';
import { Greeting } from '../features/dashboard/components/greeting';
import { WidgetGrid } from '../features/dashboard/components/widget-grid';
import { registeredWidgets, visibleWidgets } from '../features/dashboard/widget-registry';
import { useFlags } from '../lib/flags';

export function Component() {
  const current = useCurrentBusiness();
  const flags = useFlags();
  const today = useToday();
  const { profile, business } = current;

  return (
    <Stack gap="lg" data-testid="dashboard">
      <Greeting name={profile?.name ?? ''} today={today} />
      {current.isLoading ? (
        <Skeleton h={200} radius="lg" />
      ) : current.error ? (
        <ErrorState error={current.error} onRetry={current.refetch} />
      ) : !business || !profile ? (
        <EmptyState
          title="Sin empresa seleccionada"
          description="Selecciona una empresa en la barra superior."
        />
      ) : (
        <>
          <BusinessSummaryCard business={business} role={current.role} />
          <WidgetGrid
            widgets={visibleWidgets(registeredWidgets(), { flags, business })}
            context={{ business, profile, canWrite: current.canWrite, today }}
          />
          <RentPopup />
        </>
      )}
    </Stack>
  );
}
