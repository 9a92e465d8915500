import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { displayDate } from '../../../lib/format';
import { useCurrentBusiness } from '../hooks/use-current-business';

/** Notice for a closed business (status 'Cerrado'). */
export function ClosedBusinessBanner() {
  const { business, closed } = useCurrentBusiness();
  if (!business || !closed) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={20} aria-hidden />}
      title="Esta empresa está cerrada"
      mb="lg"
      data-testid="closed-business-banner"
    >
      {business.closed_at
        ? `Fue cerrada el ${displayDate(business.closed_at)}. Puedes seguir consultando su información; si necesitas reabrirla, comunícate con tu ejecutivo.`
        : 'Puedes seguir consultando su información; si necesitas reabrirla, comunícate con tu ejecutivo.'}
    </Alert>
  );
}
