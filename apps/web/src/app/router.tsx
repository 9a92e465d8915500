// The router is built from the route catalog of @portal/contracts: every route of the spec is
// registered (names and flags), grouped under the layout of spec §2.1. Loaders apply the guards
// before a screen renders; screens and the app shell are lazy chunks.
import type { ComponentType } from 'react';
import {
  type LoaderFunctionArgs,
  type RouteObject,
  createBrowserRouter,
  redirect,
  useLoaderData,
} from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { profileQuery } from '../lib/profile';
import { currentBusinessQuery } from '../lib/current-business';
import { loadFlags } from '../lib/flags';
import { isApiError } from '../lib/api';
import { registerNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { getBusinessId, hasSession, setBusinessId } from '../lib/session';
import { pickBusinessId } from '../shared/business-rules';
import { decideHome, decideRouteAccess, isRouteActive, loginAliasTarget, loginPath } from '../shared/guards';
import {
  LoadingLayout,
  LoginLayout,
  NotFoundLayout,
  OnboardingLayout,
  PublicAuthLayout,
  PublicLayout,
} from './layouts/simple-layouts';
import { NotFoundPage } from './layouts/not-found-page';
import { RootLayout, RouteErrorPage } from './layouts/root-layout';
import { isBuilt } from '../shared/built-pages';
import { type PageModule, pageFor } from './pages';
import type { RouteHandle } from '../shared/route-handle';
import { ROUTE_GROUPS, routeByName } from '../shared/route-match';
import { type LayoutKind, NOT_FOUND_ROUTE, type RouteGroup, pickEntry } from '../shared/route-table';

/** Spec §9: a screen that has not loaded after 120 s fails instead of spinning forever. */
const LAZY_TIMEOUT_MS = 120_000;

function withTimeout(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('La página tardó demasiado en cargar.')), LAZY_TIMEOUT_MS);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.Component };
    } finally {
      clearTimeout(timer);
    }
  };
}

const Empty = () => null;

/**
 * Routes whose catalog path is partly a parameter ('/contabilidad/cuentas-:product/*') share one
 * router path with their siblings ('otros-registros-:product'): the loader picks the entry, loads
 * its screen and names it; this draws the screen the loader loaded.
 */
const groupedScreens = new Map<string, ComponentType>();
type GroupedData = { routeName: string } | null;

function GroupedPage() {
  const data = useLoaderData() as GroupedData;
  const Screen = data ? groupedScreens.get(data.routeName) : undefined;
  return Screen ? <Screen /> : null;
}

/** Profile and business are reloaded on each navigation inside the app (spec §2.4). */
function refreshSessionData(): void {
  if (!queryClient.getQueryData(profileQuery().queryKey)) return;
  void queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
  const id = getBusinessId();
  if (id !== null) void queryClient.invalidateQueries({ queryKey: currentBusinessQuery(id).queryKey });
}

function catalogRoute(group: RouteGroup): RouteObject {
  const only =
    group.entries.length === 1 && group.entries[0].partials.length === 0 ? group.entries[0].entry : null;
  const page = only ? pageFor(only.name) : undefined;
  const handle: RouteHandle = { routeName: only?.name ?? null };
  return {
    id: `${group.layout}:${group.routerPath}`,
    path: group.routerPath,
    handle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const entry = pickEntry(group, url.pathname);
      if (!entry) throw redirect(NOT_FOUND_ROUTE.path);
      const signedIn = hasSession();
      const decision = decideRouteAccess({
        route: entry,
        built: isBuilt(entry.name),
        flags: await loadFlags(),
        signedIn,
        requested: url.pathname + url.search,
      });
      if (decision.kind === 'redirect') throw redirect(decision.to);
      if (entry.name === 'Login') throw redirect(loginAliasTarget(url.search));
      if (signedIn && !entry.public) refreshSessionData();
      const grouped = only ? undefined : pageFor(entry.name);
      if (grouped) {
        if (!groupedScreens.has(entry.name)) {
          groupedScreens.set(entry.name, (await withTimeout(grouped)()).Component);
        }
        return { routeName: entry.name } satisfies GroupedData;
      }
      return null;
    },
    ...(page ? { lazy: withTimeout(page) } : { Component: only ? Empty : GroupedPage }),
  };
}

/** The app shell needs the profile and the selected business before it draws. */
async function appShellLoader({ request }: LoaderFunctionArgs) {
  if (!hasSession()) return null;
  try {
    const profile = await queryClient.ensureQueryData(profileQuery());
    const id = pickBusinessId(profile, getBusinessId());
    if (id !== getBusinessId()) setBusinessId(id);
    // A business that fails to load is shown as an error inside the shell, with a retry.
    if (id !== null) await queryClient.ensureQueryData(currentBusinessQuery(id)).catch(() => undefined);
  } catch (err) {
    if (isApiError(err, 401)) {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw err;
  }
  return null;
}

async function homeLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const flags = await loadFlags();
  const onboarding = routeByName('Onboarding');
  const onboardingActive = !!onboarding && isRouteActive(onboarding, flags, isBuilt(onboarding.name));
  throw redirect(decideHome({ signedIn: hasSession(), search: url.search, onboardingActive }));
}

const STATIC_LAYOUTS: Record<Exclude<LayoutKind, 'app' | 'not-found'>, ComponentType> = {
  login: LoginLayout,
  'public-auth': PublicAuthLayout,
  public: PublicLayout,
  loading: LoadingLayout,
  onboarding: OnboardingLayout,
};

function layoutRoutes(): RouteObject[] {
  const byLayout = new Map<LayoutKind, RouteObject[]>();
  for (const group of ROUTE_GROUPS) {
    const list = byLayout.get(group.layout) ?? [];
    list.push(catalogRoute(group));
    byLayout.set(group.layout, list);
  }
  const out: RouteObject[] = [];
  for (const [kind, Component] of Object.entries(STATIC_LAYOUTS) as [
    keyof typeof STATIC_LAYOUTS,
    ComponentType,
  ][]) {
    const children = byLayout.get(kind);
    if (children) out.push({ id: `layout:${kind}`, Component, children });
  }
  out.push({
    id: 'layout:app',
    lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
    loader: appShellLoader,
    // Child navigations must not re-run the shell's loader; the child loaders refresh the data.
    shouldRevalidate: () => false,
    children: byLayout.get('app') ?? [],
  });
  out.push({
    id: 'layout:not-found',
    Component: NotFoundLayout,
    children: [
      {
        path: NOT_FOUND_ROUTE.path,
        handle: { routeName: NOT_FOUND_ROUTE.name } satisfies RouteHandle,
        Component: NotFoundPage,
      },
    ],
  });
  return out;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, loader: homeLoader, Component: Empty },
      ...layoutRoutes(),
      { path: '*', loader: () => redirect(NOT_FOUND_ROUTE.path), Component: Empty },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((to, opts) => void router.navigate(to, { replace: opts?.replace }));
