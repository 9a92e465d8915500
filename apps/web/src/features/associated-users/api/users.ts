// The associated users' calls: the business's list and its writes, and the invitation page's
// public calls (no business, no session).
import {
  ASSOCIATED_USERS_AREA,
  type CreateAssociatedUserBody,
  type SendInvitationBody,
  associatedUsersEndpoints as ep,
} from '@portal/contracts';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { call, callRaw } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { authFromHeaders, setAuth } from '../../../lib/session';

type Role = 'owner' | 'admin' | 'other';

export function useAssociatedUsers(page: number) {
  return useBusinessQuery(ep.list, { query: { page, page_size: 10 } }, { placeholderData: keepBusinessData });
}

export function useInvite() {
  return useBusinessMutation(ep.sendInvitation, (businesses_user: SendInvitationBody['businesses_user']) => ({
    body: { businesses_user },
  }));
}

export function useChangeRole() {
  return useBusinessMutation(ep.update, ({ id, role }: { id: number; role: Role }) => ({
    params: { id },
    body: { businesses_user: { role } },
  }));
}

export function useRemoveUser() {
  return useBusinessMutation(ep.delete, (id: number) => ({ params: { id } }), {
    invalidates: [ASSOCIATED_USERS_AREA],
  });
}

/** The business's pending invitations (every role reads them; owners and admins void them). */
export function usePendingInvitations() {
  return useBusinessQuery(ep.invitations, {});
}

export function useRevokeInvitation() {
  return useBusinessMutation(ep.revokeInvitation, (id: number) => ({ params: { id } }));
}

export const invitationQuery = (token: string) => ({
  queryKey: ['invitation', token] as const,
  queryFn: () => call(ep.validateInvitation, { body: { token } }, { businessId: null }),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

export const validateInvitationEmail = (token: string, email: string) =>
  call(ep.validateEmailInvitation, { body: { token, email } }, { businessId: null });

/** Creates the invited user and keeps the session the answer opens (as a sign-in does). */
export async function createInvitedUser(invitation: CreateAssociatedUserBody['invitation']) {
  const res = await callRaw(ep.create, { body: { invitation } }, { businessId: null });
  const auth = authFromHeaders(res.headers);
  if (!auth) throw new ApiError(GENERIC_ERROR, 500);
  setAuth(auth);
  return res.data;
}
