// The dashboard's messages of the selected business (keys under ['b', businessId, 'messages']).
import { messageEndpoints as ep } from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

export function useBusinessMessages(page = 1, pageSize = 5) {
  return useBusinessQuery(ep.list, { query: { page, page_size: pageSize } });
}

export function useReadMessage() {
  return useBusinessMutation(ep.read, (id: number) => ({ params: { message_id: id } }));
}

export function useReadAllMessages() {
  return useBusinessMutation(ep.readAll, () => ({}));
}
