// Session transitions (spec §4): after sign-in, logout, and what a 401 does.
import { loginPath } from '../shared/guards';
import { isPublicPath } from '../shared/route-match';
import { LOGIN_PATH } from '../shared/route-table';
import { authRoutes } from '@portal/contracts';
import type { authEndpoints } from '@portal/contracts';
import { call, routesOf } from './api-client';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { hasSession } from './session';
import { clearStorage } from './storage';
import { publicFlagsQuery } from './flags';

/** Drops every piece of client state: the query cache and all of local storage. */
export function resetClientState(): void {
  // clear(), not cancelQueries(): cancelling would reject fetches a loader may still be awaiting.
  queryClient.clear();
  clearStorage();
}

/** Sign out on the server (best effort), clear everything, reload public flags, go to the sign-in. */
export async function logout(): Promise<void> {
  if (hasSession()) {
    try {
      await call(routesOf<typeof authEndpoints>(authRoutes).signOut);
    } catch {
      // The session may already be gone on the server; the local state is cleared anyway.
    }
  }
  resetClientState();
  void queryClient.prefetchQuery(publicFlagsQuery());
  navigateTo(LOGIN_PATH, { replace: true });
}

let handling401 = false;

/** Any 401 on a non-public route: clear state and local storage, then sign in again and come back. */
export function handleUnauthorized(): void {
  const { pathname, search } = window.location;
  if (isPublicPath(pathname) || handling401) return;
  handling401 = true;
  resetClientState();
  navigateTo(loginPath(pathname + search), { replace: true });
  setTimeout(() => {
    handling401 = false;
  }, 0);
}
