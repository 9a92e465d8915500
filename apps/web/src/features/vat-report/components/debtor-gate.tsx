// Reporte de ventas for a debtor (platform §2.5): the debtor modal, and, once the grace of 10 days
// is over, the wizard is not shown at all ('Ir a Pagar'); the server refuses the submission too.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { debtorAction } from '../../../shared/business-rules';
import { DebtorModal } from '../../businesses';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useToday } from '../../../lib/config';
import { DEBTOR_MSG } from '../messages';

const PAY_PATH = ROUTES.find((r) => r.name === 'Pagar')?.path ?? '/pagar';

export function DebtorGate({ children }: { children: ReactNode }) {
  const { business } = useCurrentBusiness();
  const today = useToday();
  const navigate = useNavigate();
  const action = debtorAction(business, today);
  const [dismissed, setDismissed] = useState(false);
  const pay = () => navigate(PAY_PATH);
  return (
    <>
      <DebtorModal
        business={business}
        today={today}
        opened={action !== null && !dismissed}
        onPay={pay}
        onContinue={() => setDismissed(true)}
      />
      {action === 'pay' ? (
        <Card withBorder p="xl" maw={620} data-testid="debtor-blocked">
          <Stack gap="md">
            <Title order={2} fz={20}>
              {DEBTOR_MSG.blockedTitle}
            </Title>
            <Text>{DEBTOR_MSG.blocked}</Text>
            <div>
              <Button onClick={pay}>{DEBTOR_MSG.pay}</Button>
            </div>
          </Stack>
        </Card>
      ) : (
        children
      )}
    </>
  );
}
