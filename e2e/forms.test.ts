// The foundation forms validate in the browser with the contracts' schemas: the texts a user sees
// for each problem, the focus on the first wrong field, and a valid edit reaching the server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { DEMO, signIn } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const errorOf = (testId: string) =>
  page.getByTestId(testId).evaluate((input) => {
    const id = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((d) => d.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe('sign-in and recovery forms', () => {
  it('names every missing field and focuses the first', async () => {
    await page.goto(`${portal.url}/login-cl`);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => errorOf('login-email')).toBe('Ingresa tu correo electrónico.');
    expect(await errorOf('login-password')).toBe('Ingresa tu contraseña.');
    expect(await focusedTestId()).toBe('login-email');
    await page.getByTestId('login-email').fill('sin-arroba');
    await expect.poll(() => errorOf('login-email')).toBeNull();
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => errorOf('login-email'))
      .toBe('Ingresa un correo electrónico válido, por ejemplo nombre@empresa.cl.');
  });

  it('checks the address before asking for the recovery link', async () => {
    await page.goto(`${portal.url}/recovery-password`);
    await page.getByTestId('recovery-email').fill('nadie@');
    await page.getByTestId('recovery-submit').click();
    await expect.poll(() => errorOf('recovery-email')).toMatch(/correo electrónico válido/);
    expect(await page.getByTestId('recovery-sent').count()).toBe(0);
  });
});

describe('account and business forms', () => {
  it('asks for the current password and both new-password fields, then for equal ones', async () => {
    await signIn(page, portal.url);
    await page.goto(`${portal.url}/mi-cuenta`);
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => errorOf('current-password')).toBe('Ingresa tu contraseña actual.');
    expect(await errorOf('new-password')).toBe('Contraseña y confirmación no deben ser nulas');
    expect(await focusedTestId()).toBe('current-password');
    await page.getByTestId('current-password').fill('no-es-la-actual');
    await page.getByTestId('new-password').fill('Segura2026!');
    await page.getByTestId('new-password-confirmation').fill('Segura2027!');
    await page.getByTestId('change-password-submit').click();
    await expect.poll(() => errorOf('new-password-confirmation')).toBe('Las contraseñas no coinciden');
    expect(await errorOf('current-password')).toBeNull();
    expect(await focusedTestId()).toBe('new-password-confirmation');
  });

  it('changes the password only with the right current one', async () => {
    await page.getByTestId('new-password-confirmation').fill('Segura2026!');
    await page.getByTestId('change-password-submit').click();
    await expect
      .poll(() => page.getByText('La contraseña actual no es correcta.').count())
      .toBeGreaterThan(0);
    const change = async (current: string, next: string) => {
      await page.getByTestId('current-password').fill(current);
      await page.getByTestId('new-password').fill(next);
      await page.getByTestId('new-password-confirmation').fill(next);
      await page.getByTestId('change-password-submit').click();
    };
    await change(DEMO.password, 'Segura2026!');
    await expect
      .poll(() => page.getByText('Tu contraseña fue actualizada con éxito.').count())
      .toBeGreaterThan(0);
    // Back to the demo password, so the rest of the file signs in as always.
    await expect.poll(() => page.getByTestId('current-password').inputValue()).toBe('');
    await change('Segura2026!', DEMO.password);
    // A success clears the form (a refusal keeps what was typed).
    await expect.poll(() => page.getByTestId('current-password').inputValue()).toBe('');
  });

  it('asks for the password before the account deletion is confirmed', async () => {
    await page.getByTestId('delete-account-submit').click();
    await expect
      .poll(() => errorOf('delete-account-password'))
      .toBe('Ingresa tu contraseña para confirmar que eres tú.');
    expect(await page.getByTestId('delete-account-modal').count()).toBe(0);
  });

  it('refuses a bad phone and e-mail in Spanish, then saves a valid edit', async () => {
    await page.goto(`${portal.url}/mis-datos/mi-empresa`);
    await page.getByTestId('business-edit-button').click();
    await page.getByTestId('business-field-email').fill('no-es-correo');
    await page.getByTestId('business-field-phone').fill('123');
    await page.getByTestId('business-form-submit').click();
    await expect.poll(() => errorOf('business-field-email')).toMatch(/^Ingresa un correo válido/);
    expect(await errorOf('business-field-phone')).toMatch(/^Ingresa un teléfono válido/);
    expect(await focusedTestId()).toBe('business-field-email');
    // Letters in a phone are refused, not dropped (nothing would be left to save).
    await page.getByTestId('business-field-phone').fill('+56 9 CASA');
    await page.getByTestId('business-form-submit').click();
    await expect.poll(() => errorOf('business-field-phone')).toMatch(/^Ingresa un teléfono válido/);

    await page.getByTestId('business-field-email').fill('Contacto@Aromos.CL');
    await page.getByTestId('business-field-phone').fill('+56 9 8765 4321');
    await page.getByTestId('business-field-fantasy_name').fill('Aromos del Sur');
    await page.getByTestId('business-form-submit').click();
    await expect.poll(() => page.getByTestId('business-email').textContent()).toBe('contacto@aromos.cl');
    expect(await page.getByTestId('business-fantasy-name').textContent()).toBe('Aromos del Sur');
    await expect.poll(() => page.getByText('Los datos de la empresa quedaron actualizados.').count()).toBe(1);
  });
});

describe('settings', () => {
  it('switches a setting on and keeps it after a reload', async () => {
    await page.goto(`${portal.url}/configuracion`);
    const toggle = page.getByTestId('setting-active-daily_summary_email');
    const before = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    await page.reload();
    await expect.poll(() => page.getByTestId('setting-active-daily_summary_email').isChecked()).toBe(!before);
  });
});
