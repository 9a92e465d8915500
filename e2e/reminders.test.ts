// Configuración's reminders (only the changed fields are saved,
// the number rules show in Spanish), the notification tabs, the invoice's Recordatorios tab, and
// the dashboard's Mensajes with read state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { sessionHeaders, signIn } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  return (await res.json()) as T;
}

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('reminders and notifications', () => {
  it('saves a reminder’s changed numbers and refuses one out of range in Spanish', async () => {
    await page.goto(`${portal.url}/configuracion`);
    const card = page.getByTestId('reminder-invoice_due');
    await card.waitFor();
    await page.getByTestId('reminder-invoice_due-send_maximum').fill('11');
    await page.getByTestId('reminder-invoice_due-save').click();
    await expect.poll(() => card.getByText('debe ser un número entre 1 y 10').count()).toBe(1);
    await page.getByTestId('reminder-invoice_due-send_maximum').fill('5');
    await page.getByTestId('reminder-invoice_due-send_every').fill('4');
    await page.getByTestId('reminder-invoice_due-save').click();
    await page.getByText('Recordatorio actualizado con éxito').waitFor();
    const saved = await api<{ reminder: { send_maximum: number; send_every: number; days: number } }>(
      '/api/v1/client/reminders/invoice_due',
    );
    expect(saved.reminder).toMatchObject({ send_maximum: 5, send_every: 4, days: 1 });
  });

  it('saves the general preferences and a client switch', async () => {
    await page.getByTestId('subscription-daily_summary').uncheck({ force: true });
    await page.getByTestId('preferences-save').click();
    await page.getByText('Preferencias guardadas con éxito').waitFor();
    const prefs = await api<{ preferences: { subscriptions: { daily_summary: boolean } } }>(
      '/api/v1/client/messages_preferences/list_preferences',
    );
    expect(prefs.preferences.subscriptions.daily_summary).toBe(false);
    await page.getByTestId('notifications-tab-clients').click();
    await page.getByTestId('client-config-rut').fill('76.354.771-K');
    await page.getByTestId('client-config-save').click();
    await page.getByTestId('client-configs-client').getByText('76.354.771-K').first().waitFor();
  });

  it('shows an invoice’s reminders and turns them off for that invoice', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await page.getByTestId('invoice-row').first().click();
    await page.getByTestId('tab-recordatorios').click();
    await page.getByTestId('invoice-reminders').waitFor();
    const toggle = page.getByTestId('invoice-reminders-toggle');
    if ((await toggle.count()) > 0) {
      await toggle.uncheck({ force: true });
      await page.getByText('Los recordatorios están desactivados para esta factura.').waitFor();
    } else {
      // A paid or non-collectible first row: the status says why there is nothing to switch.
      expect(await page.getByTestId('invoice-reminders').textContent()).toMatch(
        /pagada|no se cobra|solo se envían/,
      );
    }
  });

  it('lists the business’s messages and marks one read on open', async () => {
    await page.goto(`${portal.url}/dashboard`);
    const widget = page.getByTestId('messages-widget');
    await widget.waitFor();
    const unread = async () => (await api<{ unread_count: number }>('/api/v1/client/messages')).unread_count;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    await widget.locator('[data-testid^="message-"]').first().click();
    await expect.poll(unread).toBe(before - 1);
  });
});
