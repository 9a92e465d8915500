// Feature flags (spec §6): a public call without session and a per-user call. A route is active iff
// its flag is exactly true. If the server cannot answer (older server, outage), the catalog's
// defaults keep the built screens reachable: flags shape the UI, the server still enforces access.
import { FLAG_DEFAULTS, flagRoutes } from '@portal/contracts';
import type { flagEndpoints } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Flags, isRouteActive } from '../shared/guards';
import { isBuilt } from '../shared/built-pages';
import { routeByName } from '../shared/route-match';
import { isApiError } from './api';
import { call, routesOf } from './api-client';
import { queryClient } from './query-client';
import { getAuth, useAuth } from './session';

// The first screen asks for flags: routes only, no zod (lib/api-client.ts, routesOf).
const ep = routesOf<typeof flagEndpoints>(flagRoutes);

const FLAGS_STALE_MS = 5 * 60_000;

function catalogDefaults(publicOnly: boolean): Flags {
  return Object.fromEntries(
    FLAG_DEFAULTS.filter((f) => !publicOnly || f.isPublic).map((f) => [f.key, f.active]),
  );
}

async function fetchPublicFlags(): Promise<Flags> {
  try {
    return (await call(ep.public)).flags;
  } catch (err) {
    console.warn('Flags públicos no disponibles; se usan los valores del catálogo.', err);
    return catalogDefaults(true);
  }
}

async function fetchUserFlags(): Promise<Flags> {
  const publicFlags = queryClient.fetchQuery(publicFlagsQuery());
  // Awaited on every path below; this only keeps a cancelled fetch (logout) from being "unhandled".
  publicFlags.catch(() => undefined);
  try {
    const user = await call(ep.user);
    return { ...(await publicFlags), ...user.flags };
  } catch (err) {
    if (isApiError(err, 401)) return publicFlags;
    console.warn('Flags del usuario no disponibles; se usan los valores del catálogo.', err);
    return { ...(await publicFlags), ...catalogDefaults(false) };
  }
}

export const publicFlagsQuery = () =>
  queryOptions({ queryKey: ['flags', 'public'], queryFn: fetchPublicFlags, staleTime: FLAGS_STALE_MS });

export const userFlagsQuery = (uid: string) =>
  queryOptions({ queryKey: ['flags', 'user', uid], queryFn: fetchUserFlags, staleTime: FLAGS_STALE_MS });

/** For loaders: the flags that apply now (per user with a session, public otherwise). */
export function loadFlags(): Promise<Flags> {
  const auth = getAuth();
  return queryClient.ensureQueryData(auth ? userFlagsQuery(auth.uid) : publicFlagsQuery());
}

const NO_FLAGS: Flags = {};

export function useFlags(): Flags {
  const auth = useAuth();
  const q = useQuery(auth ? userFlagsQuery(auth.uid) : publicFlagsQuery());
  return q.data ?? NO_FLAGS;
}

/** Whether a catalog route is active now (flag on and screen built). */
export function useRouteActive(routeName: string): boolean {
  const flags = useFlags();
  const route = routeByName(routeName);
  return !!route && isRouteActive(route, flags, isBuilt(routeName));
}
