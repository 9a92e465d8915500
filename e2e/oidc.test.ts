// Sign-in with an identity provider in Chromium, against a real OpenID Connect provider
// (oidc-provider) on a local port: its own login and consent forms, the callback screen, the
// session's refresh with parallel requests, and the Spanish errors. With UPDATE_SCREENSHOTS=1 the
// sign-in screen with the provider button and the callback's error replace docs/screenshots/.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OidcAccount, type TestOidcProvider, startOidcProvider } from '@portal/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { DEMO } from './flows';
import { type Portal, startPortal } from './portal';

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;

const accounts: Record<string, OidcAccount> = {
  'demo-sub': { email: DEMO.email, email_verified: true, name: 'Demo' },
  'sin-verificar': { email: DEMO.email, email_verified: false, name: 'Demo' },
};
const redirectUris: string[] = [];
let idp: TestOidcProvider;
let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris, accounts });
  portal = await startPortal({ OIDC_ISSUER: idp.issuer, OIDC_PROVIDER_NAME: 'Cuenta Pyme' });
  redirectUris.push(`${portal.url}/oauth2-callback`);
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await idp?.close();
});

/** From the sign-in screen to the provider; there, its login form (and consent) or its cancel link. */
async function atProvider(account: string | null): Promise<void> {
  // Signed out everywhere: the portal's storage and the provider's session cookies.
  await browser.context.clearCookies();
  await page.goto(`${portal.url}/login-cl`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${portal.url}/login-cl`);
  await page.getByTestId('oidc-sign-in').click();
  await page.waitForURL((u) => u.href.startsWith(idp.issuer));
  if (account === null) {
    await page.getByRole('link', { name: /cancel/i }).click();
    return;
  }
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.locator('button[type="submit"]').click();
  await page
    .waitForURL((u) => !u.pathname.includes('/interaction/') || u.href.includes('consent'), {
      timeout: 5000,
    })
    .catch(() => undefined);
  if (page.url().startsWith(idp.issuer)) await page.locator('button[type="submit"]').first().click();
}

const storedAuth = async () =>
  JSON.parse((await page.evaluate(() => window.localStorage.getItem('portal.auth'))) ?? 'null');

describe('identity-provider sign-in', () => {
  it('shows “Ingresar con Cuenta Pyme” on the sign-in screen', async () => {
    await page.goto(`${portal.url}/login-cl`);
    await expect.poll(() => page.getByTestId('oidc-sign-in').textContent()).toBe('Ingresar con Cuenta Pyme');
    await page.screenshot({ path: `${SHOTS}ingreso-proveedor-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}ingreso-proveedor-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('signs in at the provider and lands on the dashboard with a session that can be renewed', async () => {
    await atProvider('demo-sub');
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByTestId('dashboard').isVisible()).toBe(true);
    const auth = await storedAuth();
    expect(auth.uid).toBe(DEMO.email);
    expect(auth.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('renews an expired token with one refresh for the dashboard’s parallel requests', async () => {
    const before = await storedAuth();
    await page.evaluate((auth) => {
      window.localStorage.setItem('portal.auth', JSON.stringify({ ...auth, expiry: '1' }));
    }, before);
    const refreshes: string[] = [];
    const withOldToken: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/users/refresh_token')) refreshes.push(req.url());
      else if (req.url().includes('/api/') && req.headers()['access-token'] === before.accessToken)
        withOldToken.push(req.url());
    });
    await page.reload();
    await expect.poll(() => page.getByTestId('widget-shortcuts').isVisible()).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(withOldToken).toEqual([]);
    const after = await storedAuth();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(Number(after.expiry)).toBeGreaterThan(Date.now() / 1000);
  });

  it('shows a Spanish error and leads to the root path when consent is denied', async () => {
    await atProvider(null);
    await page.waitForURL(/\/oauth2-callback/);
    await expect
      .poll(() => page.getByTestId('oidc-callback-error').textContent())
      .toContain('Cancelaste el ingreso con el proveedor de identidad.');
    await page.screenshot({ path: `${SHOTS}ingreso-proveedor-error-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}ingreso-proveedor-error-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('oidc-back-home').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/oauth2-callback'));
    expect(await storedAuth()).toBeNull();
  });

  it('refuses an e-mail the provider has not verified', async () => {
    await atProvider('sin-verificar');
    await page.waitForURL(/\/oauth2-callback/);
    await expect
      .poll(() => page.getByTestId('oidc-callback-error').textContent())
      .toContain('Tu correo no está verificado');
    expect(await storedAuth()).toBeNull();
  });
});
