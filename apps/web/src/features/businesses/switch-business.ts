import type { RouteEntry } from '@portal/contracts';
import { mustLeaveOnBusinessChange } from '../../shared/guards';
import { DASHBOARD_PATH } from '../../shared/route-table';
import { dropBusinessCaches } from '../../lib/business-query';
import { navigateTo } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { setBusinessId } from '../../lib/session';
import { PROFILE_KEY } from '../../lib/profile';
import { currentBusinessQuery } from '../../lib/current-business';

/**
 * Selecting another business: store it, drop every business-scoped answer (no screen may show the
 * previous business's figures), reload business and profile, and leave routes that need a plan
 * (spec §2.4) for the dashboard.
 */
export async function switchBusiness(id: number, currentRoute: RouteEntry | null): Promise<void> {
  setBusinessId(id);
  dropBusinessCaches(queryClient);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    queryClient.fetchQuery({ ...currentBusinessQuery(id), staleTime: 0 }),
  ]);
  if (mustLeaveOnBusinessChange(currentRoute)) navigateTo(DASHBOARD_PATH);
}
