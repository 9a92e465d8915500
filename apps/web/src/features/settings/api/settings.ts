import type { Setting } from '@portal/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

export const settingsQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['b', businessId, 'settings'],
    queryFn: async ({ signal }) =>
      (await api<{ settings: Setting[] }>('/v1/client/settings', { signal, businessId })).settings,
  });

export function useSettings(businessId: number | null) {
  return useQuery({ ...settingsQuery(businessId ?? 0), enabled: businessId !== null });
}

export type SettingUpdate = { active?: boolean; value?: string | null };

export function useUpdateSetting(businessId: number) {
  return useMutation({
    mutationFn: ({ key, setting }: { key: string; setting: SettingUpdate }) =>
      api<{ error: boolean; message: string; setting: Setting }>(
        `/v1/client/settings/${encodeURIComponent(key)}`,
        {
          method: 'PUT',
          body: { setting },
          businessId,
        },
      ),
    onSuccess: (data) => {
      // The first change of a setting creates its row.
      queryClient.setQueryData(settingsQuery(businessId).queryKey, (old) =>
        old?.some((s) => s.key === data.setting.key)
          ? old.map((s) => (s.key === data.setting.key ? data.setting : s))
          : [...(old ?? []), data.setting],
      );
    },
  });
}
