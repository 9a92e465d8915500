// Which catalog route a concrete URL path belongs to (for code outside the route tree: the 401 rule).
import { ROUTES, type RouteEntry } from '@portal/contracts';
import { matchPath } from 'react-router';
import { type RouteGroup, groupRoutes, pickEntry } from './route-table';

export const ROUTE_GROUPS: readonly RouteGroup[] = groupRoutes(ROUTES);

export function findRoute(pathname: string): RouteEntry | null {
  let best: { entry: RouteEntry; score: number } | null = null;
  for (const group of ROUTE_GROUPS) {
    if (!matchPath({ path: group.routerPath, end: true }, pathname)) continue;
    const entry = pickEntry(group, pathname);
    if (!entry) continue;
    // Prefer the most literal path (what React Router's ranking would pick).
    const score = group.routerPath.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
    if (!best || score > best.score) best = { entry, score };
  }
  return best?.entry ?? null;
}

export function routeByName(name: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** Public pages plus the app's own routes that need no session (not-found, home). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === '/' || pathname === '/not-found') return true;
  return findRoute(pathname)?.public === true;
}
