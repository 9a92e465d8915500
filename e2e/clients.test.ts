// Mis clientes in a browser: open the list, open a client, edit its data, add a contact, edit it
// and delete it with the confirmation dialog.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signIn } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;

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

const rows = () => page.getByTestId('counterpart-row');
const contacts = () => page.getByTestId('contact-row');

describe('Mis clientes', () => {
  it('lists the clients with their figures, searched and paged by 10', async () => {
    await page.goto(`${portal.url}/clientes-y-proveedores/mis-clientes`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    expect(await rows().count()).toBeLessThanOrEqual(10);
    await expect.poll(() => page.getByTestId('figure-total').textContent()).toMatch(/^\$/);
    // The figures say which periods they count, since the dashboard's and cash flow's are 12 months.
    expect(await page.getByTestId('counterpart-figures-window').textContent()).toContain('cualquier período');
    const first = (await rows().first().locator('a').first().textContent())!.trim();
    await page.getByTestId('counterparts-search').fill(first.slice(0, 8));
    // The search is written to the URL after a pause in typing; the rows then follow it (the first
    // row held the name before the search too, so the URL is what says the search has run).
    await page.waitForURL((u) => u.searchParams.get('search') === first.slice(0, 8).trim());
    await page.waitForLoadState('networkidle');
    await expect.poll(() => rows().first().textContent()).toContain(first);
  });

  it('opens a client and edits its data', async () => {
    await rows().first().locator('a').first().click();
    await page.waitForURL(/mis-clientes\/[0-9]+-[0-9K]/);
    await page.getByTestId('counterpart-data').waitFor();
    await page.getByTestId('counterpart-edit').click();
    await page.getByTestId('counterpart-field-fantasy_name').fill('Ferretería del Cerro');
    await page.getByTestId('counterpart-field-days_to_pay').fill('400');
    await page.getByTestId('counterpart-save').click();
    // The contract's rule and text, in the form.
    await page.getByText('Los días de pago van de 0 a 365.').waitFor();
    await page.getByTestId('counterpart-field-days_to_pay').fill('45');
    await page.getByTestId('counterpart-save').click();
    await page.getByTestId('counterpart-data').waitFor();
    await expect.poll(() => page.getByTestId('data-fantasy_name').textContent()).toBe('Ferretería del Cerro');
    expect(await page.getByTestId('data-days_to_pay').textContent()).toBe('45 días');
    // It stays after a reload (saved on the server).
    await page.reload();
    await expect.poll(() => page.getByTestId('data-fantasy_name').textContent()).toBe('Ferretería del Cerro');
  });

  it('adds, edits and deletes a contact with confirmation', async () => {
    const before = await contacts().count();
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-field-name').fill('Carolina');
    await page.getByTestId('contact-field-last_name').fill('Muñoz');
    await page.getByTestId('contact-field-email').fill('no-es-correo');
    await page.getByTestId('contact-save').click();
    await page.getByText('Ingresa un correo válido, por ejemplo pagos@cliente.cl.').waitFor();
    await page.getByTestId('contact-field-email').fill('carolina@cliente.cl');
    await page.getByTestId('contact-field-phone').fill('9 8765 4321');
    await page.getByTestId('contact-save').click();
    await expect.poll(() => contacts().count()).toBe(before + 1);
    const row = contacts().filter({ hasText: 'Carolina Muñoz' });
    expect(await row.textContent()).toContain('carolina@cliente.cl');
    expect(await row.textContent()).toContain('+569 8765 4321');

    await page.getByRole('button', { name: 'Acciones de Carolina Muñoz', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Editar contacto', exact: true }).click();
    await page.getByTestId('contact-field-name').fill('Carola');
    await page.getByTestId('contact-save').click();
    await expect.poll(() => contacts().filter({ hasText: 'Carola Muñoz' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Acciones de Carola Muñoz', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Eliminar contacto', exact: true }).click();
    await page.getByText('¿Eliminar este contacto?').waitFor();
    // Cancel keeps it; confirming deletes it.
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    expect(await contacts().filter({ hasText: 'Carola Muñoz' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Acciones de Carola Muñoz', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Eliminar contacto', exact: true }).click();
    await page.getByTestId('contact-delete-confirm').click();
    await expect.poll(() => contacts().filter({ hasText: 'Carola Muñoz' }).count()).toBe(0);
    await page.reload();
    await page.getByTestId('contacts-section').waitFor();
    expect(await contacts().filter({ hasText: 'Carola' }).count()).toBe(0);
  });

  it('opens the sales registry of the client', async () => {
    await page.getByTestId('registry-link').click();
    await page.waitForURL(/registro-de-ventas/);
    await expect.poll(() => page.getByTestId('registry-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('registry-row').count()).toBeLessThanOrEqual(10);
  });
});

describe('Mis proveedores', () => {
  it('lists the providers and opens one with its purchases registry', async () => {
    await page.goto(`${portal.url}/clientes-y-proveedores/mis-proveedores`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    await rows().first().locator('a').first().click();
    await page.getByTestId('counterpart-data').waitFor();
    await page.getByTestId('registry-link').click();
    await expect.poll(() => page.getByTestId('registry-row').count()).toBeGreaterThan(0);
  });
});
