import type { Page } from 'playwright-core';

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
