// Beside every receivable figure (cash flow, clients): the date from which the portal manages
// collection, so a "Por cobrar" lower than the books is explained where it is read, with the way to
// change it. A business without a date counts every unpaid invoice.
import { Anchor, Text } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { Link } from 'react-router';
import { useCurrentBusiness } from '../../lib/current-business';

export const CUTOFF_MSG = {
  since: (date: string) => `Cuenta las facturas desde el ${date}, tu fecha de gestión de cobranza.`,
  all: 'Cuenta todas las facturas sin pagar.',
  change: 'Cambiar en Mi empresa',
} as const;

export const MY_BUSINESS_PATH = '/mis-datos/mi-empresa';

export function CollectionsCutoffNote({ testId = 'collections-cutoff' }: { testId?: string }) {
  const { business, canWrite } = useCurrentBusiness();
  if (!business) return null;
  const since = business.collections_since;
  return (
    <Text size="xs" c="dimmed" data-testid={testId} data-since={since ?? ''}>
      {since ? CUTOFF_MSG.since(formatDate(since)) : CUTOFF_MSG.all}{' '}
      {canWrite && (
        <Anchor component={Link} to={MY_BUSINESS_PATH} size="xs">
          {CUTOFF_MSG.change}
        </Anchor>
      )}
    </Text>
  );
}
