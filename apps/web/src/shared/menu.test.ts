import { ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuContext, type MenuNode, hasFunctionality, visibleMenu } from './menu';

const all = () => true;
const labels = (nodes: MenuNode[]) =>
  nodes.flatMap((n) =>
    n.kind === 'item' ? [n.label] : [n.label, ...n.items.map((i) => `${n.label}/${i.label}`)],
  );
const business = (refs: string[], forced = false) => ({
  functionalities: refs.map((reference) => ({ reference })),
  forced_bank_features: forced,
});

describe('menu catalog', () => {
  it('refers only to routes of the catalog', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const node of MENU) {
      const leaves = node.kind === 'item' ? [node] : node.items;
      for (const leaf of leaves) expect(names.has(leaf.route), leaf.route).toBe(true);
    }
  });
});

describe('visibleMenu', () => {
  it('shows only routes that are active', () => {
    const active = new Set(['Dashboard', 'Mi empresa', 'Configuración']);
    const ctx: MenuContext = {
      isRouteActive: (n) => active.has(n),
      business: business([]),
      brand: 'cliente',
    };
    expect(labels(visibleMenu(MENU, ctx))).toEqual([
      'Inicio',
      'Mis datos',
      'Mis datos/Mi empresa',
      'Configuración',
    ]);
  });

  it('hides items whose functionality the business lacks', () => {
    const ctx: MenuContext = { isRouteActive: all, business: business(['documents']), brand: 'cliente' };
    const shown = labels(visibleMenu(MENU, ctx));
    expect(shown).toContain('Documentos');
    expect(shown).not.toContain('Compras y ventas/Mis ventas');
    expect(shown).not.toContain('IVA');
  });

  it('keeps the spec exceptions whatever the functionalities', () => {
    const ctx: MenuContext = { isRouteActive: all, business: business([]), brand: 'cliente' };
    const shown = labels(visibleMenu(MENU, ctx));
    expect(shown).toContain('Banco/Movimientos');
    expect(shown).toContain('Mis datos/Cuentas bancarias');
    expect(shown).toContain('Remuneraciones');
    expect(shown).toContain('Contabilidad/Otros registros');
    expect(shown).not.toContain('Banco/Conciliación');
  });

  it('forced bank features turn on bank movements and conciliation', () => {
    expect(hasFunctionality(business([], true), 'conciliation')).toBe(true);
    expect(hasFunctionality(business([], true), 'business_bank_movement')).toBe(true);
    expect(hasFunctionality(business([], true), 'invoices')).toBe(false);
    expect(hasFunctionality(null, 'invoices')).toBe(false);
    const ctx: MenuContext = { isRouteActive: all, business: business([], true), brand: 'cliente' };
    expect(labels(visibleMenu(MENU, ctx))).toContain('Banco/Conciliación');
  });

  it('limits only{product} items to their brand', () => {
    const base = { isRouteActive: all, business: business([]) };
    expect(labels(visibleMenu(MENU, { ...base, brand: 'cliente' }))).toContain('Referidos');
    expect(labels(visibleMenu(MENU, { ...base, brand: 'emprende' }))).not.toContain('Referidos');
  });

  it('drops groups left empty', () => {
    const ctx: MenuContext = { isRouteActive: (n) => n === 'Dashboard', business: null, brand: 'cliente' };
    expect(visibleMenu(MENU, ctx)).toHaveLength(1);
  });
});
