// Cobranza Online calls: the business's account (its answer is the business, stored as the current
// one) and the debts sent, which change the invoice's collection timeline.
import {
  COLLECTIONS_AREA,
  type CobranzaDebtBody,
  INVOICE_AREAS,
  cobranzaOnlineEndpoints as ep,
} from '@portal/contracts';
import { useBusinessMutation } from '../../../lib/business-query';
import { storeCurrentBusiness } from '../../../lib/current-business';

export function useSetCobranzaOnline() {
  const on = useBusinessMutation(ep.activate, () => ({}), {
    invalidates: [],
    onSuccess: storeCurrentBusiness,
  });
  const off = useBusinessMutation(ep.deactivate, () => ({}), {
    invalidates: [],
    onSuccess: storeCurrentBusiness,
  });
  return { on, off };
}

export function useSendDebt() {
  return useBusinessMutation(ep.sendDebt, (body: CobranzaDebtBody) => ({ body }), {
    invalidates: [COLLECTIONS_AREA, INVOICE_AREAS.invoices],
  });
}
