// The credentials' calls: list, names, create, update (the secret only when a new one is typed)
// and delete. No answer carries a secret, so nothing here can show one.
import {
  CREDENTIALS_AREA,
  type CreateCredentialBody,
  type UpdateCredentialBody,
  credentialEndpoints as ep,
} from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

export function useCredentials() {
  return useBusinessQuery(ep.list, {});
}

export function useCredentialNames() {
  return useBusinessQuery(ep.names, {}, { staleTime: Number.POSITIVE_INFINITY });
}

export function useCreateCredential() {
  return useBusinessMutation(
    ep.create,
    (business_credential: CreateCredentialBody['business_credential']) => ({ body: { business_credential } }),
    { invalidates: [CREDENTIALS_AREA] },
  );
}

export function useUpdateCredential() {
  return useBusinessMutation(
    ep.update,
    ({ id, ...business_credential }: { id: number } & UpdateCredentialBody['business_credential']) => ({
      params: { id },
      body: { business_credential },
    }),
    { invalidates: [CREDENTIALS_AREA] },
  );
}

export function useRemoveCredential() {
  return useBusinessMutation(ep.remove, (id: number) => ({ params: { id } }), {
    invalidates: [CREDENTIALS_AREA],
  });
}
