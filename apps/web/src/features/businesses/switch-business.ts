import type { RouteEntry } from '@portal/contracts';
import { mustLeaveOnBusinessChange } from '../../app/guards';
import { DASHBOARD_PATH } from '../../app/route-table';
import { navigateTo } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { setBusinessId } from '../../lib/session';
import { PROFILE_KEY } from '../auth/api/profile';
import { businessQuery } from './api/business';

/**
 * Selecting another business: store it, reload business and profile, and leave routes that need a
 * plan (spec §2.4) for the dashboard.
 */
export async function switchBusiness(id: number, currentRoute: RouteEntry | null): Promise<void> {
  setBusinessId(id);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    queryClient.fetchQuery({ ...businessQuery(id), staleTime: 0 }),
  ]);
  if (mustLeaveOnBusinessChange(currentRoute)) navigateTo(DASHBOARD_PATH);
}
