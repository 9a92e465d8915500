import { ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../app/pages';
import { BUILT_PAGES, isBuilt } from './built-pages';

describe('built pages', () => {
  it('names only catalog routes, each with its lazy screen', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    expect(BUILT_PAGES.filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(PAGES).sort()).toEqual([...BUILT_PAGES].sort());
  });

  it('counts the redirect-only alias as built, and nothing else outside the list', () => {
    expect(isBuilt('Login')).toBe(true);
    expect(isBuilt('Dashboard')).toBe(true);
    expect(isBuilt('Centro de ayuda')).toBe(false);
  });
});
