// Notification settings: the user's own (outside any business) and the business's per-client and
// per-invoice switches and mail preferences (keys under ['b', businessId, 'notification-preferences']).
import {
  type BusinessMessagesPreferenceInput,
  type SaveClientNotificationConfigBody,
  type SavePreferencesBody,
  notificationPreferencesEndpoints as ep,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

/** The user's preferences are theirs in every business: their key stays outside ['b', …]. */
export const GENERAL_PREFERENCES_KEY = ['notification-preferences', 'general'] as const;

export const generalPreferencesQuery = () =>
  queryOptions({
    queryKey: GENERAL_PREFERENCES_KEY,
    queryFn: async ({ signal }) => (await call(ep.listPreferences, {}, { signal })).preferences,
  });

export function useGeneralPreferences() {
  return useQuery(generalPreferencesQuery());
}

export function useSaveGeneralPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePreferencesBody) => call(ep.savePreferences, { body }),
    onSuccess: (data) => qc.setQueryData(GENERAL_PREFERENCES_KEY, data.preferences),
  });
}

export function useClientConfigs(scope: 'client' | 'invoice') {
  return useBusinessQuery(ep.clientConfigs, { query: { scope } });
}

/** A switch changes the invoice's schedule too. */
export function useSaveClientConfig() {
  return useBusinessMutation(ep.saveClientConfig, (body: SaveClientNotificationConfigBody) => ({ body }), {
    invalidates: ['notification-preferences', 'reminders'],
  });
}

export function useSaveBusinessPreferences() {
  return useBusinessMutation(
    ep.businessPreferences,
    ({ businessId, preference }: { businessId: number; preference: BusinessMessagesPreferenceInput }) => ({
      params: { id: businessId },
      body: { business_messages_preference: preference },
    }),
    { invalidates: ['notification-preferences', 'businesses'] },
  );
}
