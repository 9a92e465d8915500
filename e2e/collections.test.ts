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

// Collections in the browser: the owner opens an unpaid sale, sends the debt notice twice to the
// client's contact, escalates to judicial collection (confirming), downloads the demand letter,
// finds both mails in the development mailbox and the three events in the invoice's "Historial de
// cobranza". Data is written before the server starts (the embedded database serves one process).
// With UPDATE_SCREENSHOTS=1 the modal (both tabs) and the timeline at 1280 and 375 px replace
// docs/screenshots/cobranza-*.png.

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;
const FOLIO = 777_001;
const READY_FOLIO = 777_002;
const CONTACT = { name: 'Carla', last_name: 'Rojas', email: 'carla.rojas@cliente.cl' };
const CLIENT_RUT = '76354771-K';

let prepared: PreparedDb;
let server: ServerProcess;
let owner: { email: string; password: string };

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
  owner = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  const businessId = prepared.ids.businesses.get('b1')!;
  const db = await prepared.open();
  const sale = (folio: number) =>
    insertInvoice(db, businessId, {
      folio,
      net: 1_250_000,
      counterpartRut: CLIENT_RUT,
      counterpartName: 'Ferretería Ñuñoa SpA',
      issueDate: addDays(TODAY, -50),
      internalDueDate: addDays(TODAY, -20),
    });
  await sale(FOLIO);
  // A second sale with two notices already sent: the judicial tab enabled, for the screenshots.
  const ready = await sale(READY_FOLIO);
  await db.query(`UPDATE invoices SET notice_count = 2, collection_state = 'notified' WHERE id = $1`, [
    ready,
  ]);
  for (const days of [10, 3]) {
    await db.query(
      `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail, created_at)
       VALUES ($1, $2, $3, 'notice', $4, now() - make_interval(days => $5))`,
      [businessId, ready, CLIENT_RUT, JSON.stringify({ sent_to: [CONTACT.email], amount: 1_487_500 }), days],
    );
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'client', $2, 'Ferretería Ñuñoa SpA')
     ON CONFLICT (business_id, kind, rut) DO UPDATE SET updated_at = now() RETURNING id`,
    [businessId, CLIENT_RUT],
  );
  await db.query(
    `INSERT INTO contacts (business_id, counterpart_id, contact_type_id, name, last_name, email)
     VALUES ($1, $2, 1, $3, $4, $5), ($1, $2, 4, 'Mario', 'Soto', NULL)`,
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

async function openCollection(page: Page, folio: number): Promise<void> {
  await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${folio}`);
  await expect.poll(() => row(page, folio).count(), { timeout: 15_000 }).toBe(1);
  await row(page, folio).getByTestId('row-actions').click();
  await page.getByTestId('row-collect').click();
  await page.getByTestId('collection-modal').waitFor();
}

async function sendNotice(page: Page, message?: string): Promise<void> {
  await openCollection(page, FOLIO);
  const contact = page.getByTestId('collection-contact').filter({ hasText: CONTACT.email }).locator('input');
  await expect.poll(() => contact.isEnabled()).toBe(true);
  if (!(await contact.isChecked())) await contact.check();
  if (message) await page.getByTestId('collection-message').fill(message);
  await page.getByTestId('collection-send').click();
  // Spec §4: on success the modal closes and the list reloads.
  await page.getByTestId('collection-modal').waitFor({ state: 'detached' });
}

describe('collections in the browser', () => {
  it('sends two notices, escalates, and shows the mails and the timeline', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);

      await sendNotice(page);
      await expect
        .poll(() => row(page, FOLIO).getByTestId('collection-state-badge').textContent())
        .toBe('Notificada');

      // After one notice the judicial tab explains why it is not available yet.
      await openCollection(page, FOLIO);
      await page.getByTestId('collection-mode').getByText('Cobranza judicial').click();
      await page.getByTestId('judicial-locked').waitFor();
      expect(await page.getByTestId('judicial-escalate').isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId('collection-modal').waitFor({ state: 'detached' });

      // A link that is neither the portal's nor the business's is taken out, and the toast says so.
      await sendNotice(page, 'Pague hoy en https://pagos-falsos.com/x para evitar la cobranza judicial.');
      await page.getByText('Se quitó 1 enlace del mensaje.', { exact: false }).waitFor();

      await openCollection(page, FOLIO);
      await expect.poll(() => page.getByTestId('notice-count').textContent()).toBe('2 avisos enviados');
      expect(await page.getByTestId('collection-limits').textContent()).toContain(
        'hasta 3 avisos en 24 horas',
      );
      await page.getByTestId('collection-mode').getByText('Cobranza judicial').click();
      await page.getByTestId('judicial-escalate').click();
      await page.getByTestId('judicial-confirm').click();
      await page.getByTestId('judicial-done').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('judicial-letter').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`requerimiento-de-pago-folio-${FOLIO}.pdf`);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => row(page, FOLIO).getByTestId('collection-state-badge').textContent())
        .toBe('Cobranza judicial');

      // The development mailbox has both notices, to the contact, naming the folio.
      await page.goto(`${server.url}/dev/correos`);
      const mails = page.locator('[data-testid^="email-item-"]').filter({ hasText: String(FOLIO) });
      await expect.poll(() => mails.count(), { timeout: 15_000 }).toBe(2);
      for (const text of await mails.allTextContents()) {
        expect(text).toContain('Aviso de deuda');
        expect(text).toContain(CONTACT.email);
      }
      await mails.first().click();
      await expect.poll(() => page.getByTestId('email-detail').textContent()).toContain('$1.487.500');

      // The invoice's timeline: the escalation and the two notices, newest first.
      await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${FOLIO}`);
      await row(page, FOLIO).click();
      await page.getByTestId('tab-cobranza').click();
      const events = page.getByTestId('collection-event');
      await expect.poll(() => events.count()).toBe(3);
      const kinds = await events.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
      expect(kinds).toEqual(['judicial', 'notice', 'notice']);
      expect(await events.nth(1).textContent()).toContain(CONTACT.email);
      expect(await events.nth(1).textContent()).toContain(
        'Enlaces quitados del mensaje: https://pagos-falsos.com/x',
      );
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('renders the modal (both tabs) and the timeline at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const browser: Browser = await openBrowser({ width, height: width < 600 ? 812 : 800 });
      try {
        const page = await browser.context.newPage();
        await signIn(page, server.url, owner);
        await openCollection(page, READY_FOLIO);
        await expect.poll(() => page.getByTestId('collection-contact').count()).toBe(2);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-normal-${width}.png` });
        await page
          .getByTestId('collection-mode')
          .getByText(/judicial$/i)
          .click();
        await page.getByTestId('judicial-escalate').click();
        await page.getByTestId('judicial-confirm').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-judicial-${width}.png` });
        await page.getByRole('button', { name: 'Cancelar', exact: true }).first().click();
        await page.keyboard.press('Escape');
        await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${FOLIO}`);
        await row(page, FOLIO).click();
        await page.getByTestId('tab-cobranza').click();
        await expect.poll(() => page.getByTestId('collection-event').count()).toBe(3);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-historial-${width}.png` });
        // The sales list filtered by collection state.
        await page.goto(`${server.url}/compras-y-ventas/mis-ventas?collection_state=judicial`);
        await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}cobranza-filtro-${width}.png` });
      } finally {
        await browser.close();
      }
    }
  }, 120_000);
});
