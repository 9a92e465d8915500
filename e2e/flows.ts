import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO = { email: 'demo@portalcliente.cl', password: 'Demo2026!' };

export async function signIn(page: Page, base: string, who = DEMO): Promise<void> {
  await page.goto(`${base}/login-cl`);
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard/);
}

/** The session headers the SPA keeps (for calling the API as the signed-in user). */
export async function storedAuth(page: Page): Promise<{ accessToken: string; client: string; uid: string }> {
  const raw = await page.evaluate(() => window.localStorage.getItem('portal.auth'));
  if (!raw) throw new Error('no session stored');
  return JSON.parse(raw);
}

/** The headers the SPA sends for the business it has selected: a call as the signed-in user. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const auth = await storedAuth(page);
  const businessId = await page.evaluate(() => window.localStorage.getItem('portal.business-id'));
  return {
    'access-token': auth.accessToken,
    client: auth.client,
    uid: auth.uid,
    'business-id': businessId ?? '',
  };
}

/** docs/screenshots/ with UPDATE_SCREENSHOTS=1 (the committed screens), else a temporary folder. */
export const SHOTS_DIR = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;

/**
 * The screen at 1280 and at 375 px (the same page, resized) as `<name>-<width>.png`, then back to
 * 1280. The toasts of earlier steps are closed first (they would cover the header); `ready` waits
 * for what the screen must show after each resize (lists swap cards for tables at these widths).
 */
export async function shoot(
  page: Page,
  name: string,
  opts: { ready?: () => Promise<unknown>; fullPage?: boolean } = {},
): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click().catch(() => undefined);
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await opts.ready?.();
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${SHOTS_DIR}${name}-${width}.png`, fullPage: opts.fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await opts.ready?.();
}

/** expect.poll with the time a screen may take on a loaded machine. */
export const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

/** The texts of the toasts on screen. */
export const notices = (page: Page) => page.locator('.mantine-Notification-root').allTextContents();

/** The six-digit code of a confirmation mail. */
export function confirmationCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no confirmation code in: ${text.slice(0, 200)}`);
  return code;
}

/** Types a confirmation code into the code boxes (one digit per box, the focus moves by itself). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('confirm-code').locator('input').first().click();
  await page.keyboard.type(code);
}

/** The path and query of the invitation link in a mail's text, or null. */
export function invitationPath(text: string): string | null {
  const link = /https?:\/\/\S+\/agregar-usuario\?token=\S+/.exec(text)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * Opens, in the development mailbox (/dev/correos, where mail goes without SMTP_URL), the newest
 * mail to `to` whose subject matches, and answers its text. Reloads until the mail is there.
 */
export async function openDevMail(
  page: Page,
  base: string,
  to: string,
  subject: RegExp | string,
): Promise<string> {
  await page.goto(`${base}/dev/correos`);
  const item = page
    .locator('[data-testid^="email-item-"]')
    .filter({ hasText: to })
    .filter({ hasText: subject });
  await poll(async () => {
    if ((await item.count()) > 0) return true;
    await page.reload();
    await page
      .getByTestId('email-list')
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    return (await item.count()) > 0;
  }).toBe(true);
  await item.first().click();
  return (await page.getByTestId('email-text').textContent()) ?? '';
}
