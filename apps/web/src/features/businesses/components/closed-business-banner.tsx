import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { displayDate } from '../../../lib/format';
import { useCurrentBusiness } from '../../../lib/current-business';
import { BUSINESS_MSG } from '../messages';

/** Notice for a closed business (status 'Cerrado'). */
export function ClosedBusinessBanner() {
  const { business, closed } = useCurrentBusiness();
  if (!business || !closed) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={20} aria-hidden />}
      title={BUSINESS_MSG.closedTitle}
      mb="lg"
      data-testid="closed-business-banner"
    >
      {business.closed_at
        ? `${BUSINESS_MSG.closedOn(displayDate(business.closed_at))} ${BUSINESS_MSG.closedHint}`
        : BUSINESS_MSG.closedHint}
    </Alert>
  );
}
