import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../components/ui/page-header';
import { EmptyState, ErrorState } from '../components/ui/states';
import { BusinessDetails } from '../features/businesses/components/business-details';
import { BusinessForm } from '../features/businesses/components/business-form';
import { useCurrentBusiness } from '../lib/current-business';

export function Component() {
  const current = useCurrentBusiness();
  const [editing, setEditing] = useState(false);
  const { business } = current;

  return (
    <Stack gap="lg" data-testid="my-business">
      <PageHeader
        title="Mi empresa"
        description="Los datos de contacto de tu empresa. Tu ejecutivo y tus documentos usan esta información."
      />
      {current.isLoading ? (
        <Skeleton h={320} radius="lg" />
      ) : current.error ? (
        <ErrorState error={current.error} onRetry={current.refetch} />
      ) : !business ? (
        <EmptyState
          title="Sin empresa seleccionada"
          description="Selecciona una empresa en la barra superior."
        />
      ) : editing && current.canWrite ? (
        <BusinessForm key={business.id} business={business} onDone={() => setEditing(false)} />
      ) : (
        <BusinessDetails business={business} canEdit={current.canWrite} onEdit={() => setEditing(true)} />
      )}
    </Stack>
  );
}

/** contract-your-plan step 1 (app/onboarding-pages.ts): in this chunk, which holds the business form. */
export { CompleteBusinessData as CompletePage } from '../features/businesses/components/complete-business-data';
