import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_PASSWORD } from '@portal/api/seed';
import {
  type PreparedDb,
  type ServerProcess,
  TODAY,
  insertInvoice,
  prepareDb,
  startServer,
} from '@portal/api/testing';
import { addDays } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signIn } from './flows';

// Cobranza Online and factoring in the browser: the owner activates Cobranza Online from an unpaid
// sale's collection modal, sends the debt with the client's contact as the debtor and finds it on the
// invoice's timeline; simulates factoring of a sale due in 40 days, asks to be contacted (activating
// factoring on the way) and finds the mail to the partner in the development mailbox; then turns
// Cobranza Online off in Configuración after confirming. With UPDATE_SCREENSHOTS=1 the screens at
// 1280 and 375 px replace docs/screenshots/{cobranza-online,factoring,servicios}-*.png.

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;
const DEBT_FOLIO = 778_001;
const FACTORING_FOLIO = 778_002;
const SHOT_FOLIO = 778_003;
const CONTACT = { name: 'Carla', last_name: 'Rojas', email: 'carla.rojas@cliente.cl' };
const CLIENT_RUT = '76354771-K';
const NET = 1_000_000;

let prepared: PreparedDb;
let server: ServerProcess;
let owner: { email: string; password: string };

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
  owner = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  const businessId = prepared.ids.businesses.get('b1')!;
  const db = await prepared.open();
  await insertInvoice(db, businessId, {
    folio: DEBT_FOLIO,
    net: 1_250_000,
    counterpartRut: CLIENT_RUT,
    counterpartName: 'Ferretería Ñuñoa SpA',
    issueDate: addDays(TODAY, -50),
    internalDueDate: addDays(TODAY, -20),
  });
  for (const folio of [FACTORING_FOLIO, SHOT_FOLIO]) {
    await insertInvoice(db, businessId, {
      folio,
      net: NET,
      counterpartRut: '96790240-3',
      counterpartName: 'Constructora Los Andes SpA',
      issueDate: addDays(TODAY, -20),
      internalDueDate: addDays(TODAY, 40),
    });
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'client', $2, 'Ferretería Ñuñoa SpA')
     ON CONFLICT (business_id, kind, rut) DO UPDATE SET updated_at = now() RETURNING id`,
    [businessId, CLIENT_RUT],
  );
  await db.query(
    `INSERT INTO contacts (business_id, counterpart_id, contact_type_id, name, last_name, email)
     VALUES ($1, $2, 1, $3, $4, $5)`,
    [businessId, rows[0].id, CONTACT.name, CONTACT.last_name, CONTACT.email],
  );
  await db.close();
  server = await startServer(prepared);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
});

const row = (page: Page, folio: number) => page.getByTestId('invoice-row').filter({ hasText: String(folio) });

async function rowAction(page: Page, folio: number, action: string): Promise<void> {
  await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${folio}`);
  await expect.poll(() => row(page, folio).count(), { timeout: 15_000 }).toBe(1);
  await row(page, folio).getByTestId('row-actions').click();
  await page.getByTestId(action).click();
}

/** The standard rule's figures for NET + 19 % IVA due in 40 days, from its statement. */
const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const TOTAL = NET + Math.round(NET * 0.19);
const ADVANCE = Math.round(TOTAL * 0.99);
const GRANTED = ADVANCE - Math.round(ADVANCE * 0.018 * (40 / 30)) - (15_000 + Math.round(15_000 * 0.19));

describe('Cobranza Online and factoring in the browser', () => {
  it('activates Cobranza Online, sends a debt, asks for factoring and turns Cobranza Online off', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);

      await page.goto(`${server.url}/configuracion`);
      await expect
        .poll(() => page.getByTestId('cobranza-online-card-state').textContent())
        .toBe('Sin activar');

      // Cobranza Online from the collection modal: activate, then the debtor's data.
      await rowAction(page, DEBT_FOLIO, 'row-collect');
      await page
        .getByTestId('collection-mode')
        .getByText(/online$/i)
        .click();
      await page.getByTestId('cobranza-activate-button').click();
      await page.getByTestId('cobranza-profile').waitFor();
      expect(await page.getByTestId('cobranza-email').inputValue()).toBe(CONTACT.email);
      await page.getByTestId('cobranza-email').fill('no-es-correo');
      await page.getByTestId('cobranza-send').click();
      await expect.poll(() => page.getByTestId('cobranza-profile').textContent()).toContain('correo');
      await page.getByTestId('cobranza-email').fill(CONTACT.email);
      await page.getByLabel('Teléfono', { exact: true }).fill('+56 9 8765 4321');
      await page.getByTestId('cobranza-send').click();
      await page.getByTestId('cobranza-success').waitFor();
      expect(await page.getByTestId('cobranza-success').textContent()).toContain(String(DEBT_FOLIO));
      await page.getByTestId('cobranza-success').getByRole('button', { name: 'Cerrar', exact: true }).click();
      await page.getByTestId('collection-modal').waitFor({ state: 'detached' });

      // The debt is on the invoice's collection timeline.
      await row(page, DEBT_FOLIO).click();
      await page.getByTestId('tab-cobranza').click();
      const events = page.getByTestId('collection-event');
      await expect.poll(() => events.count()).toBe(1);
      expect(await events.first().getAttribute('data-kind')).toBe('cobranza_online');

      // Factoring: the simulation, then "contact me" through the activate-factoring step.
      await rowAction(page, FACTORING_FOLIO, 'row-factoring');
      await page.getByTestId('factoring-result').waitFor();
      const result = (await page.getByTestId('factoring-result').textContent()) ?? '';
      expect(result).toContain('El deudor califica.');
      expect(result).toContain(pesos(TOTAL));
      expect(result).toContain(pesos(GRANTED));
      expect(result).toContain('40 días');
      await page.getByTestId('factoring-contact').click();
      await page.getByTestId('factoring-activate-button').click();
      await expect
        .poll(() => page.locator('.mantine-Notification-root').allTextContents())
        .toContainEqual(expect.stringContaining('Pronto se contactarán contigo.'));

      await page.goto(`${server.url}/dev/correos`);
      const mails = page
        .locator('[data-testid^="email-item-"]')
        .filter({ hasText: 'Solicitud de factoring' });
      await expect.poll(() => mails.count(), { timeout: 15_000 }).toBe(1);
      expect(await mails.first().textContent()).toContain(String(FACTORING_FOLIO));

      // Configuración: both on; turning Cobranza Online off asks first.
      await page.goto(`${server.url}/configuracion`);
      await expect.poll(() => page.getByTestId('cobranza-online-card-state').textContent()).toBe('Activa');
      await expect.poll(() => page.getByTestId('factoring-card-state').textContent()).toBe('Activo');
      await page.getByTestId('cobranza-online-card-off').click();
      await page.getByTestId('cobranza-online-card-confirm').click();
      await expect.poll(() => page.getByTestId('cobranza-online-card-state').textContent()).toBe('Inactiva');
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('renders the Cobranza Online step, the simulation and Configuración at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const browser: Browser = await openBrowser({ width, height: width < 600 ? 812 : 800 });
      try {
        const page = await browser.context.newPage();
        await signIn(page, server.url, owner);
        await rowAction(page, DEBT_FOLIO, 'row-collect');
        await page
          .getByTestId('collection-mode')
          .getByText(/online$/i)
          .click();
        await page.getByTestId('cobranza-activate').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-online-activar-${width}.png` });
        await page.getByTestId('cobranza-activate-button').click();
        await page.getByTestId('cobranza-profile').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-online-deudor-${width}.png` });
        await page.keyboard.press('Escape');
        await rowAction(page, SHOT_FOLIO, 'row-factoring');
        await page.getByTestId('factoring-result').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}factoring-simulacion-${width}.png` });
        await page.keyboard.press('Escape');
        await page.goto(`${server.url}/configuracion`);
        await page.getByTestId('factoring-card').waitFor();
        await page.getByTestId('cobranza-online-card').scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}servicios-configuracion-${width}.png` });
        // Off again, so the next width starts from the activate step.
        await page.getByTestId('cobranza-online-card-off').click();
        await page.getByTestId('cobranza-online-card-confirm').click();
        await expect
          .poll(() => page.getByTestId('cobranza-online-card-state').textContent())
          .toBe('Inactiva');
      } finally {
        await browser.close();
      }
    }
  }, 120_000);
});
