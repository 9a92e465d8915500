import { GENERATED_PASSWORD } from '@portal/api/seed';
import {
  type MailCatcher,
  type PreparedDb,
  type ServerProcess,
  TODAY,
  insertInvoice,
  linkCreditNotes,
  prepareDb,
  startMailCatcher,
  startServer,
} from '@portal/api/testing';
import { addDays, formatCLP } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { poll, sessionHeaders, shoot, signIn } from './flows';

// A sale paid in part by two reconciled bank movements: the sales list says "Pagada parcialmente"
// with its saldo, the detail lists both payments and the saldo, "Cobrar" shows the saldo as "Monto
// adeudado" and the notice mail (read over SMTP) claims that amount, not the total; the dashboard's
// "Vencidas" and the list its link opens show the same figure. The saldo is computed here from the
// statement: total − Σ payments.

const FOLIO = 778_001;
// net + 19 % IVA: 11.588.020 + 2.201.724.
const NET = 11_588_020;
const TOTAL = NET + Math.round(NET * 0.19);
const PAYMENTS = [
  { amount: 5_000_000, description: 'TRANSF DE FERRETERIA NUNOA 1', date: addDays(TODAY, -12) },
  { amount: 4_584_000, description: 'TRANSF DE FERRETERIA NUNOA 2', date: addDays(TODAY, -6) },
];
const OWED = TOTAL - PAYMENTS.reduce((a, p) => a + p.amount, 0);
const SETTLED = 778_101;
const LATE_PURCHASE = 778_201;
const PAYER = 'tesoreria@ferreteria-nunoa.cl';

let prepared: PreparedDb;
let server: ServerProcess;
let mail: MailCatcher;
let owner: { email: string; password: string };
const movements: number[] = [];

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
  owner = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  const businessId = prepared.ids.businesses.get('b1')!;
  const db = await prepared.open();
  await insertInvoice(db, businessId, {
    folio: FOLIO,
    net: NET,
    counterpartRut: '76354771-K',
    counterpartName: 'Ferretería Ñuñoa SpA',
    issueDate: addDays(TODAY, -50),
    internalDueDate: addDays(TODAY, -20),
  });
  // A sale not yet due, for the dashboard's "Por vencer".
  await insertInvoice(db, businessId, {
    folio: FOLIO + 1,
    net: 1_000_000,
    counterpartRut: '76354771-K',
    counterpartName: 'Ferretería Ñuñoa SpA',
    issueDate: addDays(TODAY, -5),
    internalDueDate: addDays(TODAY, 25),
  });
  // A sale its credit note cancels whole: nothing owed, "Sin saldo" (not "No pagada").
  await insertInvoice(db, businessId, {
    folio: SETTLED,
    net: 800_000,
    counterpartRut: '76354771-K',
    counterpartName: 'Ferretería Ñuñoa SpA',
    issueDate: addDays(TODAY, -40),
  });
  await insertInvoice(db, businessId, {
    folio: SETTLED + 1,
    docType: 61,
    net: 800_000,
    counterpartRut: '76354771-K',
    counterpartName: 'Ferretería Ñuñoa SpA',
    issueDate: addDays(TODAY, -30),
    references: [{ doc_type: '33', folio: String(SETTLED) }],
  });
  await linkCreditNotes(db, businessId);
  // A purchase received 20 days ago: the SII's 8 days to claim it have passed.
  await insertInvoice(db, businessId, {
    direction: 'COMPRA',
    folio: LATE_PURCHASE,
    net: 300_000,
    counterpartRut: '96670340-7',
    counterpartName: 'Distribuidora Austral S.A.',
    issueDate: addDays(TODAY, -21),
    receptionDate: addDays(TODAY, -20),
  });
  const { rows: acc } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, name) VALUES ($1, '001', '778001001', 'Cuenta corriente')
     RETURNING id::int AS id`,
    [businessId],
  );
  for (const [n, p] of PAYMENTS.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, lower($6)) RETURNING id::int AS id`,
      [businessId, acc[0]!.id, `OWED-${n}`, p.date, p.amount, p.description],
    );
    movements.push(rows[0]!.id);
  }
  await db.close();
  mail = await startMailCatcher();
  server = await startServer(prepared, { SMTP_URL: mail.url });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
  await mail?.close();
});

const row = (page: Page) => page.getByTestId('invoice-row').filter({ hasText: String(FOLIO) });

describe('a sale paid in part', () => {
  it('shows its saldo in the list, the detail and the collection modal, and the notice claims it', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);
      // The reconciliations, as the bank screen makes them.
      const headers = { ...(await sessionHeaders(page)), 'content-type': 'application/json' };
      const list = await (
        await fetch(`${server.url}/api/v1/client/sii_invoice/invoices?operationType=VENTA&search=${FOLIO}`, {
          headers,
        })
      ).json();
      const id = list.invoices[0].id as number;
      for (const mov of movements) {
        const res = await fetch(`${server.url}/api/v1/client/bm_movements/${mov}/conciliate`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ conciliation_ids: [id], conciliation_type: 'Invoice' }),
        });
        expect(res.status, await res.text()).toBe(200);
      }

      // The list: the total, "Pagada parcialmente" and what is still owed.
      await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${FOLIO}`);
      await poll(() => row(page).count()).toBe(1);
      await poll(() => row(page).textContent()).toContain('Pagada parcialmente');
      expect(await row(page).textContent()).toContain(formatCLP(TOTAL));
      expect(await row(page).getByTestId('open-amount').textContent()).toBe(`Saldo ${formatCLP(OWED)}`);

      // The detail: the saldo and the two payments behind it.
      await row(page).click();
      const payments = page.getByTestId('detail-payment');
      await poll(() => payments.count()).toBe(PAYMENTS.length);
      expect(await page.getByTestId('detail-balance').textContent()).toBe(formatCLP(OWED));
      expect(await page.getByTestId('detail-pay-state').textContent()).toBe('Pagada parcialmente (vencida)');
      const texts = await payments.allTextContents();
      for (const [n, p] of PAYMENTS.entries()) {
        expect(texts[n]).toContain(formatCLP(p.amount));
        expect(texts[n]).toContain(p.description);
        expect(texts[n]).toContain(p.date.split('-').reverse().join('/'));
      }
      await page.keyboard.press('Escape');
      await page.getByTestId('detail-payment').first().waitFor({ state: 'detached' });

      // "Cobrar": the saldo as "Monto adeudado" and in the message; the mail claims it.
      await row(page).getByTestId('row-actions').click();
      await page.getByTestId('row-collect').click();
      const modal = page.getByTestId('collection-modal');
      await modal.waitFor();
      expect(await modal.getByTestId('preview-amount').textContent()).toBe(formatCLP(OWED));
      const message = await modal.getByTestId('collection-message').inputValue();
      expect(message).toContain(formatCLP(OWED));
      expect(message).not.toContain(formatCLP(TOTAL));
      await modal.getByTestId('collection-extra-email').fill(PAYER);
      await modal.getByTestId('collection-send').click();
      await modal.waitFor({ state: 'detached' });
      const notice = await mail.waitFor((m) => m.to.includes(PAYER), 20_000);
      expect(notice.text).toContain(`Monto adeudado: ${formatCLP(OWED)}`);
      for (const part of [notice.text, notice.html ?? '']) expect(part).not.toContain(formatCLP(TOTAL));

      // The list of overdue sales sums what they owe: "Saldo según filtros", the API's figure that
      // the dashboard's "Vencidas" shows.
      const dash = (
        await (
          await fetch(`${server.url}/api/v1/client/sii_invoice/dashboard/expired_payed_document`, { headers })
        ).json()
      ).data.sales.expired;
      await page.goto(`${server.url}/compras-y-ventas/mis-ventas?expired=true`);
      const stat = page.getByTestId('total-filter');
      await poll(() => stat.textContent()).toBe(formatCLP(dash.total));
      expect(await page.getByText('Saldo según filtros', { exact: true }).count()).toBe(1);

      // "Por vencer" on the dashboard opens the sales still owed and not yet due: the list sums the
      // same saldo the dashboard shows (not credit notes, boletas or documents outside collection).
      const dueFigure = (
        await (
          await fetch(`${server.url}/api/v1/client/sii_invoice/dashboard/expired_payed_document`, { headers })
        ).json()
      ).data.sales.to_be_due;
      expect(dueFigure.count).toBeGreaterThan(0);
      await page.goto(`${server.url}/dashboard`);
      const widget = page.getByTestId('expired-payed');
      await widget.waitFor();
      await widget
        .getByRole('link', { name: /^Por vencer: / })
        .first()
        .click();
      await page.waitForURL(/mis-ventas\?owed=true&expired=false/);
      await poll(() => stat.textContent()).toBe(formatCLP(dueFigure.total));
      expect(await page.getByTestId('filter-owed').inputValue()).toBe('true');
    } finally {
      await browser.close();
    }
  }, 180_000);

  it('a sale its credit note covers reads "Sin saldo"; rejecting a purchase past the 8 days warns', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);
      await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${SETTLED}`);
      const sale = page.getByTestId('invoice-row').filter({ hasText: String(SETTLED) });
      await poll(() => sale.count()).toBe(1);
      await poll(() => sale.textContent()).toContain('Sin saldo');
      expect(await sale.textContent()).not.toContain('No pagada');
      await shoot(page, 'ventas-sin-saldo', { ready: () => sale.waitFor() });

      // The deadline: 8 calendar days from the reception (Ley 19.983 art. 3), computed here.
      const deadline = addDays(addDays(TODAY, -20), 8).split('-').reverse().join('/');
      await page.goto(`${server.url}/compras-y-ventas/mis-compras?search=${LATE_PURCHASE}`);
      const purchase = page.getByTestId('invoice-row').filter({ hasText: String(LATE_PURCHASE) });
      await poll(() => purchase.count()).toBe(1);
      await purchase.click();
      await page.getByTestId('invoice-detail').getByTestId('ack-reject').click();
      const late = page.getByTestId('reject-late');
      await poll(() => late.textContent()).toContain(`venció el ${deadline}`);
      await shoot(page, 'rechazo-fuera-de-plazo', { ready: () => late.waitFor() });
    } finally {
      await browser.close();
    }
  }, 180_000);
});
