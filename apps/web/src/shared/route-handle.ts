import { useMatches } from 'react-router';
import { routeByName } from './route-match';

/** What each route object carries for the shell (title, breadcrumb, business-change rule). */
export type RouteHandle = { routeName: string | null };

function isHandle(h: unknown): h is RouteHandle {
  return typeof h === 'object' && h !== null && 'routeName' in h;
}

function dataRouteName(data: unknown): string | null {
  return typeof data === 'object' &&
    data !== null &&
    'routeName' in data &&
    typeof data.routeName === 'string'
    ? data.routeName
    : null;
}

/** Name of the deepest matched catalog route, or null (home, unknown, grouped partial routes). */
export function useRouteName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle;
    // A grouped partial route names the entry its loader picked in its data (app/router.tsx).
    if (isHandle(h)) return h.routeName ?? dataRouteName(matches[i].data);
  }
  return null;
}

export function useCurrentRoute() {
  const name = useRouteName();
  return name ? (routeByName(name) ?? null) : null;
}
