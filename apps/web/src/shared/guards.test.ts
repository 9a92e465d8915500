import { ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideHome,
  decideRouteAccess,
  isRouteActive,
  loginAliasTarget,
  loginPath,
  mustLeaveOnBusinessChange,
  safeRedirectTarget,
} from './guards';

const route = (name: string) => {
  const r = ROUTES.find((x) => x.name === name);
  if (!r) throw new Error(`no route ${name}`);
  return r;
};

describe('decideRouteAccess', () => {
  const flags = { dashboard: true, login: true, my_account: true, invoices: false };

  it('allows an active route with a session', () => {
    expect(
      decideRouteAccess({
        route: route('Dashboard'),
        built: true,
        flags,
        signedIn: true,
        requested: '/dashboard',
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a non-public route without a session to the sign-in, keeping path and query', () => {
    expect(
      decideRouteAccess({
        route: route('Mi cuenta'),
        built: true,
        flags: {},
        signedIn: false,
        requested: '/mi-cuenta?tab=1',
      }),
    ).toEqual({ kind: 'redirect', to: '/login-cl?redirect=%2Fmi-cuenta%3Ftab%3D1' });
  });

  it('redirects an inactive route to /', () => {
    expect(
      decideRouteAccess({
        route: route('Mis ventas'),
        built: false,
        flags,
        signedIn: true,
        requested: '/compras-y-ventas/mis-ventas',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats a flag that is on but whose screen is not built as inactive', () => {
    expect(
      decideRouteAccess({
        route: route('Mis ventas'),
        built: false,
        flags: { invoices: true },
        signedIn: true,
        requested: '/compras-y-ventas/mis-ventas',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('only a strict true activates a flag', () => {
    expect(isRouteActive({ flag: 'x' }, { x: true }, true)).toBe(true);
    expect(isRouteActive({ flag: 'x' }, {}, true)).toBe(false);
    expect(isRouteActive({ flag: 'x' }, { x: false }, true)).toBe(false);
  });

  it('a public route whose flag is off redirects to / even without session', () => {
    expect(
      decideRouteAccess({
        route: route('Oauth2'),
        built: true,
        flags,
        signedIn: false,
        requested: '/oauth2-callback',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('the sign-in screen sends a signed-in user on (to the redirect query when safe)', () => {
    const base = { route: route('Login Chile'), built: true, flags, signedIn: true };
    expect(decideRouteAccess({ ...base, requested: '/login-cl' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRouteAccess({ ...base, requested: '/login-cl?redirect=%2Fmi-cuenta' })).toEqual({
      kind: 'redirect',
      to: '/mi-cuenta',
    });
    expect(decideRouteAccess({ ...base, signedIn: false, requested: '/login-cl' })).toEqual({
      kind: 'allow',
    });
  });
});

describe('home and aliases', () => {
  it('/ goes to the dashboard when signed in, else to the sign-in', () => {
    expect(decideHome({ signedIn: true, search: '', onboardingActive: false })).toBe('/dashboard');
    expect(decideHome({ signedIn: false, search: '', onboardingActive: false })).toBe('/login-cl');
  });

  it('a ref goes to onboarding create-account keeping ref, only when onboarding is active', () => {
    expect(decideHome({ signedIn: false, search: '?ref=ABC 1', onboardingActive: true })).toBe(
      '/on-boarding?step=create-account&ref=ABC+1',
    );
    expect(decideHome({ signedIn: false, search: '?ref=ABC', onboardingActive: false })).toBe('/login-cl');
  });

  it('/login keeps the query', () => {
    expect(loginAliasTarget('?redirect=%2Fmi-cuenta')).toBe('/login-cl?redirect=%2Fmi-cuenta');
    expect(loginAliasTarget('')).toBe('/login-cl');
  });

  it('loginPath omits trivial redirects', () => {
    expect(loginPath('/')).toBe('/login-cl');
    expect(loginPath('/login-cl?redirect=x')).toBe('/login-cl');
    expect(loginPath('/configuracion')).toBe('/login-cl?redirect=%2Fconfiguracion');
  });
});

describe('safeRedirectTarget', () => {
  it('accepts local paths only', () => {
    expect(safeRedirectTarget('/mis-datos/mi-empresa?x=1')).toBe('/mis-datos/mi-empresa?x=1');
    expect(safeRedirectTarget(null)).toBe('/dashboard');
    expect(safeRedirectTarget('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('//evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/login-cl')).toBe('/dashboard');
  });
});

describe('business change', () => {
  it('routes without withoutPlan leave for the dashboard', () => {
    expect(mustLeaveOnBusinessChange(route('Mi cuenta'))).toBe(false);
    expect(mustLeaveOnBusinessChange(route('Mis ventas'))).toBe(true);
    expect(mustLeaveOnBusinessChange(null)).toBe(false);
  });
});
