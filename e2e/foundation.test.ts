import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '@portal/api/testing';
import { type Browser, openBrowser } from './browser';
import { DEMO, signIn, storedAuth } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let mail: MailCatcher;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  portal = await startPortal({ SMTP_URL: mail.url });
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await mail?.close();
});

describe('sign-in and session', () => {
  it('shows one generic message for a wrong password', async () => {
    await page.goto(`${portal.url}/login`);
    await page.waitForURL(/\/login-cl/);
    await page.getByTestId('login-email').fill(DEMO.email);
    await page.getByTestId('login-password').fill('no-es-la-clave');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(/incorrect/i);
    expect(page.url()).toMatch(/\/login-cl/);
  });

  it('signs in to the dashboard with breadcrumb and title', async () => {
    await signIn(page, portal.url);
    await expect.poll(() => page.getByTestId('dashboard').isVisible()).toBe(true);
    // The widgets are registered by the app with the dashboard's chunk (app/pages.ts).
    await expect.poll(() => page.getByTestId('widget-shortcuts').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('widget-terms').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('breadcrumb').textContent()).toMatch(/^Inicio/);
    await page.goto(`${portal.url}/mis-datos/mi-empresa`);
    await expect.poll(() => page.getByTestId('my-business').isVisible()).toBe(true);
    const crumb = page.getByTestId('breadcrumb').getByRole('link', { name: 'Inicio', exact: true });
    expect(await crumb.getAttribute('href')).toBe('/dashboard');
    await expect.poll(() => page.getByTestId('breadcrumb').textContent()).toMatch(/Inicio.*Mi empresa/);
    await expect.poll(() => page.title()).toMatch(/Mi empresa/);
    await crumb.click();
    await page.waitForURL(/\/dashboard/);
  });

  it('honours the redirect query after sign-in', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login-cl/);
    await page.goto(`${portal.url}/mi-cuenta`);
    await page.waitForURL(/\/login-cl\?redirect=/);
    await page.getByTestId('login-email').fill(DEMO.email);
    await page.getByTestId('login-password').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/mi-cuenta/);
    await expect.poll(() => page.getByTestId('my-account').isVisible()).toBe(true);
  });

  it('logs out clearing local storage', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login-cl/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  it('sends the user to sign-in when the server answers 401', async () => {
    await signIn(page, portal.url);
    const auth = await storedAuth(page);
    const res = await fetch(`${portal.url}/api/v1/users/sign_out`, {
      method: 'DELETE',
      headers: { 'access-token': auth.accessToken, client: auth.client, uid: auth.uid },
    });
    expect(res.status).toBe(200);
    await page.goto(`${portal.url}/mi-cuenta`);
    await page.waitForURL(/\/login-cl/);
    expect(await page.evaluate(() => window.localStorage.getItem('portal.auth'))).toBeNull();
  });
});

describe('the app shell', () => {
  it('redirects an inactive route to the home page', async () => {
    await signIn(page, portal.url);
    await page.goto(`${portal.url}/referidos`);
    await page.waitForURL((url) => !url.pathname.startsWith('/referidos'));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('sends unknown paths to /not-found', async () => {
    await page.goto(`${portal.url}/esta-ruta-no-existe`);
    await page.waitForURL(/\/not-found/);
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
  });

  it('shows the side menu above 768 px only', async () => {
    await page.goto(`${portal.url}/dashboard`);
    await page.setViewportSize({ width: 769, height: 800 });
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.setViewportSize({ width: 767, height: 800 });
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('switches the selected business', async () => {
    await page.goto(`${portal.url}/dashboard`);
    const before = await page.getByTestId('business-card-name').textContent();
    await page.getByTestId('business-selector').click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const count = await options.count();
    let target = '';
    for (let i = 0; i < count; i++) {
      const text = (await options.nth(i).textContent()) ?? '';
      if (before && !text.includes(before)) {
        target = text;
        await options.nth(i).click();
        break;
      }
    }
    expect(target).not.toBe('');
    await expect.poll(() => page.getByTestId('business-card-name').textContent()).not.toBe(before);
    const stored = await page.evaluate(() => window.localStorage.getItem('portal.business-id'));
    expect(stored).toMatch(/^\d+$/);
  });
});

describe('password recovery', () => {
  it('resets the password through the link in the e-mail', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login-cl/);
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL(/\/recovery-password/);
    await page.getByTestId('recovery-email').fill(DEMO.email);
    await page.getByTestId('recovery-submit').click();
    await expect.poll(() => page.getByTestId('recovery-sent').isVisible()).toBe(true);

    const message = await mail.waitFor((m) => m.to.includes(DEMO.email), 10_000);
    const link = message.text.match(/https?:\/\/\S+\/reset_password\/[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    const next = 'NuevaClave2026!';
    await page.getByTestId('reset-password').fill(next);
    await page.getByTestId('reset-password-confirmation').fill(next);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(/\/login-cl/);
    await signIn(page, portal.url, { email: DEMO.email, password: next });

    // The link is single-use.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.goto(link as string);
    await expect.poll(() => page.getByTestId('reset-invalid').isVisible()).toBe(true);
  });
});
