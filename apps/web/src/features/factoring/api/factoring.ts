// Factoring calls: the simulation (a computation: kept per invoice like a read), contact me, and the
// business's factoring state (its answer is the business, stored as the current one).
import { type Business, factoringEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation } from '../../../lib/business-query';
import { queryClient } from '../../../lib/query-client';
import { currentBusinessQuery } from '../../businesses/api/business';

const storeBusiness = (answer: { business: Business }) =>
  queryClient.setQueryData(currentBusinessQuery(answer.business.id).queryKey, { business: answer.business });

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
  const on = useBusinessMutation(ep.activate, () => ({}), { invalidates: [], onSuccess: storeBusiness });
  const off = useBusinessMutation(ep.deactivate, () => ({}), { invalidates: [], onSuccess: storeBusiness });
  return { on, off };
}
