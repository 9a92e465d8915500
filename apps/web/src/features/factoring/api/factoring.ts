// Factoring calls: the simulation (a computation: kept per invoice like a read), contact me, and the
// business's factoring state (its answer is the business, stored as the current one).
import { factoringEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation } from '../../../lib/business-query';
import { storeCurrentBusiness } from '../../../lib/current-business';

export function useSimulateFactoring() {
  return useBusinessMutation(ep.simulate, (invoiceId: number) => ({ body: { invoice_id: invoiceId } }), {
    invalidates: [],
  });
}

export function useFactoringContact() {
  return useBusinessMutation(ep.contactMe, (invoiceId: number) => ({ body: { invoice_id: invoiceId } }), {
    invalidates: [],
  });
}

export function useSetFactoring() {
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
