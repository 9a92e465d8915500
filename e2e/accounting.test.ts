import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateInvoices } from '@portal/api/seed';
import { formatCLP, periodOf, todayInChile } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { notices, poll, sessionHeaders, shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// The accounting screens on the demo business: an RCV of sales imported from Mis ventas
// moves the balance by exactly what docs/contabilidad.md says a sale posts (Clientes debit = total,
// Ventas credit = total − exempt − IVA − other taxes, IVA débito credit = IVA), computed here from the
// documents written into the file; the ledger of 1110 Clientes shows the document's line and links to
// it; the income statement and the result evolution show; an account is added to the chart and
// deleted, and an automatic one cannot be. Screens at 1280 and 375 px along the way; with
// UPDATE_SCREENSHOTS=1 they replace docs/screenshots/{balance-general,libro-mayor,estado-de-resultado,
// evolucion-de-resultados,plan-de-cuentas,plan-de-cuentas-agregar,plan-de-cuentas-cierre,cuenta}-*.png.
// Last, the books are closed until today from the chart (a record of today is refused) and reopened.

type Row = { account_number: string; debits: number; credits: number };
type Balance = { header: { business_name: string }; rows: Row[] };

let portal: Portal;
let browser: Browser;
let page: Page;
let rcvFile: string;
let docs: ReturnType<typeof generateInvoices>;
const TODAY = todayInChile();
const PERIOD = periodOf(TODAY)!;
const RANGE = `from=${Math.floor(PERIOD / 100)}01&to=${PERIOD}`;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const balance = () => api<Balance>(`/api/v1/client/accounting/balance?${RANGE}`);
const row = (b: Balance, code: string): Row =>
  b.rows.find((r) => r.account_number === code) ?? { account_number: code, debits: 0, credits: 0 };
const cell = (code: string, column: string) =>
  page
    .locator(`[data-testid="balance-row"][data-account="${code}"] [data-column="${column}"]`)
    .textContent({ timeout: 1_000 })
    .catch(() => null);

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
  const businessId = await page.evaluate(() => window.localStorage.getItem('portal.business-id'));
  const { business } = await api<{ business: { rut: string; name: string } }>(
    `/api/v1/users/businesses/${businessId}`,
  );
  docs = generateInvoices({ seed: 1414, business, count: 12, salesShare: 1 })
    .filter((d) => d.direction === 'VENTA' && d.docType === 33)
    .slice(0, 3)
    .map((d, i) => ({ ...d, folio: 990_100 + i, issueDate: TODAY }));
  expect(docs.length).toBeGreaterThan(0);
  rcvFile = join(tmpdir(), `RCV_VENTA_CONTABILIDAD_${Date.now()}.csv`);
  writeFileSync(rcvFile, writeRcvCsv('VENTA', docs, { businessRut: business.rut }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('accounting in the browser', () => {
  it('an imported RCV moves the balance by what each sale posts', async () => {
    const before = await balance();
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await page.getByTestId('import-sii').click();
    await page.locator('[data-testid="import-dropzone"] input[type="file"]').setInputFiles(rcvFile);
    await page.getByTestId('import-submit').click();
    await poll(() => page.getByTestId('import-result').textContent(), 30_000).toMatch(/nuevas/i);
    await page.keyboard.press('Escape');

    const sum = (f: (d: (typeof docs)[number]) => number) => docs.reduce((s, d) => s + f(d), 0);
    const clientes = row(before, '1110').debits + sum((d) => d.totalAmount);
    const ventas =
      row(before, '4101').credits + sum((d) => d.totalAmount - d.exemptAmount - d.ivaAmount - d.otherTaxes);
    const iva = row(before, '2105').credits + sum((d) => d.ivaAmount);

    await page.goto(`${portal.url}/contabilidad/balance-general`);
    await poll(() => cell('1110', 'debits')).toBe(formatCLP(clientes));
    expect(await cell('4101', 'credits')).toBe(formatCLP(ventas));
    expect(await cell('2105', 'credits')).toBe(formatCLP(iva));
    expect(await page.getByTestId('report-business').textContent()).toContain(before.header.business_name);
    // Each pair of the totals row is equal: the balance squares.
    const totals = await page.getByTestId('balance-totals').locator('td').allTextContents();
    expect(totals[0]).toBe(totals[1]);
    expect(totals[4]).toBe(totals[5]);
    expect(await page.getByTestId('balance-result').textContent()).toMatch(
      /(Utilidad|Pérdida) del ejercicio/,
    );
    await shoot(page, 'balance-general', { ready: () => page.getByTestId('balance-table').waitFor() });

    // The range picker: a month without movements shows the empty state.
    await page.goto(`${portal.url}/contabilidad/balance-general?desde=200001&hasta=200001`);
    await poll(() => page.locator('main').textContent()).toContain('Aún no hay movimientos en este período');
  });

  it('the ledger of 1110 Clientes shows the document and links to it', async () => {
    const { account } = await api<{ account: { id: number } }>('/api/v1/client/accounts/show_by_code/1110');
    const ledger = await api<{ meta: { total_elements: number } }>(
      `/api/v1/client/accounting/ledger?account_id=${account.id}&${RANGE}`,
    );
    const last = Math.max(1, Math.ceil(ledger.meta.total_elements / 50));
    const doc = docs[docs.length - 1];
    await page.goto(`${portal.url}/contabilidad/libro-mayor?cuenta=${account.id}&pagina=${last}`);
    const line = page.getByTestId('ledger-line').filter({ hasText: `N° ${doc.folio}` });
    await poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain(formatCLP(doc.totalAmount));
    expect(await page.getByTestId('ledger-account-name').textContent()).toContain('1110 · Clientes');
    await shoot(page, 'libro-mayor', { ready: () => line.waitFor() });
    await line.getByTestId('ledger-invoice-link').click();
    await page.waitForURL(/\/compras-y-ventas\/detalle-de-factura\?id=\d+/);
    await poll(() => page.locator('main').textContent()).toContain(String(doc.folio));

    // Without an account: the prompt to choose one, and the searchable select.
    await page.goto(`${portal.url}/contabilidad/libro-mayor`);
    await poll(() => page.locator('main').textContent()).toContain(
      'Elige una cuenta para ver su libro mayor.',
    );
    await page.getByTestId('ledger-account').fill('Clientes');
    await page.getByRole('option', { name: '1110 · Clientes', exact: true }).click();
    await page.waitForURL(new RegExp(`cuenta=${account.id}`));
  });

  it('shows the income statement and the result evolution', async () => {
    await page.goto(`${portal.url}/estado-de-resultado`);
    const revenue = page.getByTestId('statement-revenue');
    await poll(() => revenue.textContent()).toContain('4101 · Ventas');
    expect(await page.getByTestId('statement-result').textContent()).toMatch(
      /(Utilidad|Pérdida) del ejercicio/,
    );
    await shoot(page, 'estado-de-resultado', { ready: () => revenue.waitFor() });

    await page.goto(`${portal.url}/contabilidad/evolucion-de-resultados`);
    await page.getByTestId('evolution-chart').waitFor({ timeout: 15_000 });
    await poll(() => page.getByTestId('evolution-row').count()).toBe(PERIOD % 100);
    await shoot(page, 'evolucion-de-resultados', {
      ready: () => page.locator('[data-testid="evolution-chart"] svg').first().waitFor(),
    });
  });

  it('adds an account to the chart and deletes it; an automatic one stays', async () => {
    await page.goto(`${portal.url}/contabilidad/cuentas-contables/listado`);
    const rowOf = (code: string) => page.locator(`[data-testid="chart-row"][data-code="${code}"]`);
    await rowOf('1110').waitFor({ timeout: 15_000 });
    expect(await rowOf('1110').textContent()).toContain('Automática');
    await shoot(page, 'plan-de-cuentas', { ready: () => rowOf('1110').waitFor() });

    await page.getByTestId('chart-add').click();
    const form = page.getByTestId('chart-account-form');
    await form.getByTestId('chart-account-submit').click();
    await poll(() => form.textContent()).toContain('El código de la cuenta tiene de 1 a 10 dígitos.');
    await form.getByTestId('account-field-account_number').fill('4190');
    await form.getByTestId('account-field-name').fill('Otros ingresos de prueba');
    await form.getByTestId('account-field-account_type').click();
    await page.getByRole('option', { name: 'Ingresos', exact: true }).click();
    await shoot(page, 'plan-de-cuentas-agregar', { ready: () => form.waitFor() });
    await form.getByTestId('chart-account-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => rowOf('4190').count()).toBe(1);
    expect(await page.locator('[data-testid="chart-group"][data-type="REVENUE"]').textContent()).toContain(
      'Otros ingresos de prueba',
    );

    // Its page by code.
    await page.goto(`${portal.url}/contabilidad/cuentas-contables/codigo/4190`);
    await poll(() => page.getByTestId('account-page').textContent()).toContain(
      '4190 · Otros ingresos de prueba',
    );
    await shoot(page, 'cuenta', { ready: () => page.getByTestId('account-page').waitFor() });
    await page.goto(`${portal.url}/contabilidad/cuentas-contables/listado`);

    await rowOf('4190').getByTestId('chart-delete').click();
    await page.getByTestId('chart-delete-confirm').click();
    await poll(() => rowOf('4190').count()).toBe(0);

    // An account of the automatic entries: the server refuses, and says why.
    await rowOf('1110').getByTestId('chart-delete').click();
    await page.getByTestId('chart-delete-confirm').click();
    await poll(() => notices(page).then((n) => n.join(' '))).toMatch(/no se puede eliminar/);
    expect(await rowOf('1110').count()).toBe(1);
  });

  it('closes the books until today: a record of today is refused in Spanish; reopening accepts it', async () => {
    await page.goto(`${portal.url}/contabilidad/cuentas-contables/listado`);
    const state = page.getByTestId('closing-state');
    await poll(() => state.textContent()).toContain('abierta');
    await page.getByTestId('closing-save').click();
    await poll(() => page.getByTestId('closing-card').textContent()).toContain('Elige la fecha');
    const [y, m, d] = TODAY.split('-');
    await page.getByTestId('closing-date').fill(`${d}/${m}/${y}`);
    await page.getByTestId('closing-save').click();
    await page.getByTestId('closing-confirm').click();
    await poll(() => state.textContent()).toContain(`cerrada hasta el ${d}/${m}/${y}`);
    await shoot(page, 'plan-de-cuentas-cierre', { ready: () => state.waitFor() });

    const headers = { ...(await sessionHeaders(page)), 'content-type': 'application/json' };
    const code = async (c: string) =>
      (await api<{ account: { id: number } }>(`/api/v1/client/accounts/show_by_code/${c}`)).account.id;
    const record = JSON.stringify({
      date: TODAY,
      name: 'Aporte en período cerrado',
      type_entry: 'income',
      incomes: [
        { account_id: await code('1102'), debit: 1000, credit: 0 },
        { account_id: await code('3101'), debit: 0, credit: 1000 },
      ],
    });
    const refused = await fetch(`${portal.url}/api/v1/client/entries`, {
      method: 'POST',
      headers,
      body: record,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('La contabilidad está cerrada hasta el');

    await page.getByTestId('closing-reopen').click();
    await page.getByTestId('closing-confirm').click();
    await poll(() => state.textContent()).toContain('abierta');
    const accepted = await fetch(`${portal.url}/api/v1/client/entries`, {
      method: 'POST',
      headers,
      body: record,
    });
    expect(accepted.status).toBe(201);
    const { entry } = (await accepted.json()) as { entry: { id: number } };
    const removed = await fetch(`${portal.url}/api/v1/client/entries/${entry.id}`, {
      method: 'DELETE',
      headers: await sessionHeaders(page),
    });
    expect(removed.status).toBeLessThan(300);
  });
});
