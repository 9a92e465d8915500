// A business's settings (business-scoped: keys under ['b', businessId, 'settings']).
import { type SettingUpdate, settingsEndpoints as ep } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { businessQuery, useBusinessMutation } from '../../../lib/business-query';
import { queryClient } from '../../../lib/query-client';

export type { SettingUpdate } from '@portal/contracts';

export const settingsQuery = (businessId: number) => businessQuery(businessId, ep.list, {});

export function useSettings(businessId: number | null) {
  return useQuery({
    ...settingsQuery(businessId ?? 0),
    select: (answer) => answer.settings,
    enabled: businessId !== null,
  });
}

export function useUpdateSetting(businessId: number) {
  return useBusinessMutation(
    ep.update,
    ({ key, setting }: { key: string; setting: SettingUpdate }) => ({ params: { key }, body: { setting } }),
    {
      // invoice_reminders' switch and days drive the reminders section too.
      invalidates: ['reminders'],
      onSuccess: (data) => {
        // The first change of a setting creates its row.
        queryClient.setQueryData(settingsQuery(businessId).queryKey, (old) => {
          const list = old?.settings ?? [];
          const settings = list.some((s) => s.key === data.setting.key)
            ? list.map((s) => (s.key === data.setting.key ? data.setting : s))
            : [...list, data.setting];
          return { settings };
        });
      },
    },
  );
}
