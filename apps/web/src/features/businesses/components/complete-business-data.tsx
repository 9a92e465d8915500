import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { notifySuccess } from '../../../lib/notify';
import { DASHBOARD_PATH } from '../../../shared/route-table';
import { useCurrentBusiness } from '../../../lib/current-business';
import { BUSINESS_MSG } from '../messages';
import { BusinessForm } from './business-form';

const M = BUSINESS_MSG;

/**
 * contract-your-plan step 1 (where the incomplete-data notice leads, platform spec §2.5): the
 * business's data until it is complete; the server then sets status_onboarding to completed.
 */
export function CompleteBusinessData() {
  const current = useCurrentBusiness();
  const { business } = current;
  const navigate = useNavigate();
  const wasIncomplete = useRef(false);
  const incomplete = business?.status_onboarding === 'fill_information';

  useEffect(() => {
    if (incomplete) wasIncomplete.current = true;
    else if (business && wasIncomplete.current) {
      wasIncomplete.current = false;
      notifySuccess(M.completeDone);
      navigate(DASHBOARD_PATH, { replace: true });
    }
  }, [incomplete, business, navigate]);

  return (
    <Stack gap="lg" data-testid="complete-business-data">
      <PageHeader title={M.completeTitle} description={M.completeLead} />
      {current.isLoading ? (
        <Skeleton h={320} radius="lg" />
      ) : current.error ? (
        <ErrorState error={current.error} onRetry={current.refetch} />
      ) : !business ? (
        <EmptyState
          title="Sin empresa seleccionada"
          description="Selecciona una empresa en la barra superior."
        />
      ) : incomplete && current.canWrite ? (
        <BusinessForm
          key={business.id}
          business={business}
          onDone={() => navigate(DASHBOARD_PATH, { replace: true })}
        />
      ) : (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          data-testid="business-data-complete"
        >
          {incomplete ? 'Pide a quien administra la empresa que complete sus datos.' : M.completeDone}{' '}
          {M.planSoon}
          <Button component={Link} to={DASHBOARD_PATH} size="xs" ml="sm" variant="light">
            Ir al inicio
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
