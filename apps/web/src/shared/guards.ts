// Route guard decisions (spec §2.2, §2.4, §4) as pure functions; the router's loaders apply them.
import type { RouteEntry } from '@portal/contracts';
import { DASHBOARD_PATH, LOGIN_PATH } from './route-table';

export type Flags = Readonly<Record<string, boolean>>;

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** A route is active iff its flag is exactly true (and the screen exists in this build). */
export function isRouteActive(route: Pick<RouteEntry, 'flag'>, flags: Flags, built: boolean): boolean {
  return built && flags[route.flag] === true;
}

/** '/login-cl?redirect=<path>' for a path the user could not open without a session. */
export function loginPath(redirect?: string | null): string {
  if (!redirect || redirect === '/' || isLoginPath(redirect)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

function isLoginPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login?') || path.startsWith(LOGIN_PATH);
}

/**
 * Where to go after signing in: the `redirect` query when it is a path of this site
 * (never another origin, never back to the sign-in), else the dashboard.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect) return DASHBOARD_PATH;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return DASHBOARD_PATH;
  if ([...redirect].some((c) => c.charCodeAt(0) < 0x20)) return DASHBOARD_PATH;
  if (isLoginPath(redirect)) return DASHBOARD_PATH;
  return redirect;
}

export type RouteGuardInput = {
  route: Pick<RouteEntry, 'name' | 'flag' | 'public'>;
  built: boolean;
  flags: Flags;
  signedIn: boolean;
  /** Path and query the user asked for, kept in the sign-in redirect. */
  requested: string;
};

/**
 * Order matters: without a session the non-public flags are unknown (only public flags can be read),
 * so a non-public route first asks for the sign-in and keeps the path; after signing in, an inactive
 * route sends to '/', which then goes to the dashboard.
 */
export function decideRouteAccess(input: RouteGuardInput): GuardDecision {
  const { route, built, flags, signedIn, requested } = input;
  if (!route.public && !signedIn) return redirectTo(loginPath(requested));
  if (!isRouteActive(route, flags, built)) return redirectTo('/');
  if (signedIn && (route.name === 'Login' || route.name === 'Login Chile')) {
    return redirectTo(safeRedirectTarget(new URLSearchParams(requested.split('?')[1] ?? '').get('redirect')));
  }
  return allow;
}

/** '/' (Home): a `ref` goes to onboarding when it is active; then dashboard or sign-in. */
export function decideHome(input: { signedIn: boolean; search: string; onboardingActive: boolean }): string {
  const params = new URLSearchParams(input.search);
  const ref = params.get('ref');
  if (ref && input.onboardingActive && !input.signedIn) {
    return `/on-boarding?${new URLSearchParams({ step: 'create-account', ref }).toString()}`;
  }
  return input.signedIn ? DASHBOARD_PATH : LOGIN_PATH;
}

/** '/login' is an alias of '/login-cl' that keeps the query. */
export function loginAliasTarget(search: string): string {
  return `${LOGIN_PATH}${search.startsWith('?') || search === '' ? search : `?${search}`}`;
}

/** After switching business, routes that need a plan send the user back to the dashboard. */
export function mustLeaveOnBusinessChange(route: Pick<RouteEntry, 'withoutPlan'> | null): boolean {
  return route ? !route.withoutPlan : false;
}
