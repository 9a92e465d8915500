import { devMailboxEndpoints as ep } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

// The contract names the fields to/text/html (not to_address/text_body/html_body).
export type { OutboxEmail } from '@portal/contracts';

export const mailboxQuery = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: async ({ signal }) => (await call(ep.list, {}, { signal })).emails,
    staleTime: 0,
    retry: false,
  });

export function useMailbox() {
  return useQuery({ ...mailboxQuery(), refetchInterval: 10_000 });
}
