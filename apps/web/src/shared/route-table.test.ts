import { ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  compilePath,
  composeTitle,
  groupRoutes,
  layoutFor,
  matchesPartials,
  metaFor,
  pickEntry,
} from './route-table';

describe('layoutFor (spec §2.1)', () => {
  const byName = (name: string) => ROUTES.find((r) => r.name === name)!;

  it('maps the shell table', () => {
    expect(layoutFor(byName('Login'))).toBe('login');
    expect(layoutFor(byName('Login Chile'))).toBe('login');
    expect(layoutFor(byName('Oauth2'))).toBe('public-auth');
    expect(layoutFor(byName('RecoveryPassword'))).toBe('public-auth');
    expect(layoutFor(byName('ResetPassword'))).toBe('public-auth');
    expect(layoutFor(byName('Loading'))).toBe('loading');
    expect(layoutFor(byName('Onboarding'))).toBe('onboarding');
    expect(layoutFor(byName('Onboarding token'))).toBe('onboarding');
    expect(layoutFor(byName('Selección de país'))).toBe('public');
    expect(layoutFor(byName('Buzón de desarrollo'))).toBe('public');
    expect(layoutFor(byName('Nuevo usuario asociado'))).toBe('public');
    expect(layoutFor({ name: 'Not found', path: '/not-found' })).toBe('not-found');
    expect(layoutFor(byName('Dashboard'))).toBe('app');
    expect(layoutFor(byName('Mi empresa'))).toBe('app');
  });

  it('every catalog route gets a layout', () => {
    for (const r of ROUTES) expect(layoutFor(r)).toBeTruthy();
  });
});

describe('compilePath', () => {
  it('leaves whole-segment parameters and splats alone', () => {
    expect(compilePath('/reset_password/:token?')).toEqual({
      routerPath: '/reset_password/:token?',
      partials: [],
    });
    expect(compilePath('/mis-gastos/*').routerPath).toBe('/mis-gastos/*');
  });

  it('turns partial segments into a parameter plus a pattern', () => {
    const school = compilePath('/:product-school');
    expect(school.routerPath).toBe('/:seg1');
    expect(matchesPartials('/contable-school', school.partials)).toBe(true);
    expect(matchesPartials('/cualquier-cosa', school.partials)).toBe(false);

    const others = compilePath('/contabilidad/otros-registros-:product/*');
    expect(others.routerPath).toBe('/contabilidad/:seg2/*');
    expect(matchesPartials('/contabilidad/otros-registros-contables/nuevo-registro', others.partials)).toBe(
      true,
    );
    expect(matchesPartials('/contabilidad/cuentas-contables', others.partials)).toBe(false);
  });

  it('groups entries that compile to the same router path and picks by pattern', () => {
    const groups = groupRoutes(ROUTES);
    const shared = groups.find((g) => g.routerPath === '/contabilidad/:seg2/*')!;
    expect(shared.entries.map((e) => e.entry.name)).toEqual(['Otros registros', 'Cuentas']);
    expect(pickEntry(shared, '/contabilidad/cuentas-contables/listado')?.name).toBe('Cuentas');
    expect(pickEntry(shared, '/contabilidad/nada')).toBeNull();
    // Every catalog route is registered exactly once.
    expect(groups.flatMap((g) => g.entries).length).toBe(ROUTES.length);
  });
});

describe('titles', () => {
  it('composes title and section, defaulting to the brand', () => {
    expect(composeTitle(metaFor('Mi empresa'), 'Portal Cliente')).toBe('Mi empresa | Mis datos');
    expect(composeTitle(metaFor('Dashboard'), 'Portal Cliente')).toBe('Inicio | Portal Cliente');
    expect(composeTitle(null, 'Portal Cliente')).toBe('Portal Cliente');
  });
});
