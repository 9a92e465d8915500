import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Playwright matches an accessible name given as a string by case-insensitive substring: "2" also
// finds "Página 42" once the generated data reaches 42 pages, so a browser test's verdict would
// depend on how much data today's date generates. Every name given as a string matches exactly; a
// regular expression says on its face what it accepts.
const E2E = join(import.meta.dirname, '..', 'e2e');

/** `getByRole(…, { name: … })` and `getByLabel('…')` calls whose name is not a regular expression and not exact. */
function inexactLocators(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/getByRole\(\s*'[^']+'\s*,\s*\{([^{}]*)\}\s*\)/g)) {
    const options = m[1];
    if (!/\bname\b/.test(options)) continue;
    if (/\bname:\s*(\/|new RegExp)/.test(options)) continue;
    if (!/\bexact:\s*true\b/.test(options)) found.push(m[0]);
  }
  for (const m of source.matchAll(/getByLabel\(\s*'[^']+'\s*(,\s*\{([^{}]*)\})?\s*\)/g))
    if (!/\bexact:\s*true\b/.test(m[2] ?? '')) found.push(m[0]);
  return found;
}

describe('browser test locators', () => {
  it('finds an inexact name (the check can fail)', () => {
    expect(inexactLocators(`page.getByRole('button', { name: '2' })`)).toHaveLength(1);
    expect(inexactLocators(`page.getByRole('option', { name })`)).toHaveLength(1);
    expect(inexactLocators(`page.getByLabel('Teléfono')`)).toHaveLength(1);
    expect(inexactLocators(`page.getByRole('button', { name: '2', exact: true })`)).toEqual([]);
    expect(inexactLocators(`page.getByRole('link', { name: /Marzo 2019/ })`)).toEqual([]);
    expect(inexactLocators(`page.getByRole('checkbox')`)).toEqual([]);
  });

  it('every browser test names its elements exactly', () => {
    const offenders = readdirSync(E2E)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => inexactLocators(readFileSync(join(E2E, f), 'utf8')).map((l) => `${f}: ${l}`));
    expect(offenders).toEqual([]);
  });
});
