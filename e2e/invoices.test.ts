import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRcvCsv } from '@portal/sii';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '@portal/api/seed';
import { type Browser, openBrowser } from './browser';
import { sessionHeaders, signIn } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;
let rcvFile: string;
let importedFolio: number;

const rows = () => page.getByTestId('invoice-row');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  return (await res.json()) as T;
}

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
  const businessId = await page.evaluate(() => window.localStorage.getItem('portal.business-id'));
  const { business } = await api<{ business: { rut: string; name: string } }>(
    `/api/v1/users/businesses/${businessId}`,
  );
  // Sales of the selected business, with folios far from the seeded ones, in SII's RCV layout.
  const docs = generateInvoices({ seed: 4242, business, count: 12, salesShare: 1 })
    .filter((d) => d.direction === 'VENTA' && d.docType === 33)
    .map((d, i) => ({ ...d, folio: 880_000 + i, issueDate: new Date().toISOString().slice(0, 10) }));
  importedFolio = docs[0].folio;
  rcvFile = join(tmpdir(), `RCV_VENTA_${Date.now()}.csv`);
  writeFileSync(rcvFile, writeRcvCsv('VENTA', docs, { businessRut: business.rut }));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('sales list', () => {
  it('imports an RCV file and shows its invoices', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    await page.getByTestId('import-sii').click();
    await page.locator('[data-testid="import-dropzone"] input[type="file"]').setInputFiles(rcvFile);
    await page.getByTestId('import-submit').click();
    await expect
      .poll(() => page.getByTestId('import-result').textContent(), { timeout: 20_000 })
      .toMatch(/nuevas/i);
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-search').fill(String(importedFolio));
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => rows().first().textContent()).toContain(String(importedFolio));
    await page.getByTestId('filter-search').fill('');
    await expect.poll(() => rows().count()).toBe(10);
  });

  it('filters, sorts and pages with the totals', async () => {
    const pageTotal = await page.getByTestId('total-page').textContent();
    await page.getByTestId('filter-payed').selectOption('true');
    await page.waitForURL(/payed=true/);
    await expect.poll(() => page.getByTestId('total-page').textContent()).not.toBe(pageTotal);
    await page.getByTestId('filter-payed').selectOption('all');
    await page.getByTestId('sort-monto_total').click();
    await page.waitForURL(/sort_field=/);
    const amounts = async () =>
      (await page.locator('[data-testid="invoice-row"] td').allTextContents()).filter((t) =>
        t.startsWith('$'),
      );
    await expect.poll(async () => (await amounts()).length).toBeGreaterThan(1);
    const first = await page.getByTestId('page-info').textContent();
    await page.getByTestId('pagination').getByRole('button', { name: 'Página 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByTestId('page-info').textContent()).not.toBe(first);
  });

  it('exports every matching row to a file named for what it holds (ventas and the periods)', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas?payed=false`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    const info = (await page.getByTestId('page-info').textContent()) ?? '';
    const total = Number(info.match(/de ([\d.]+)/)?.[1].replace(/\./g, ''));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    // The default sales view: the last 12 periods.
    expect(download.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain(';');
    expect(lines.length - 1).toBe(total);
  });

  it('opens the detail modal and uses every tab, changing and reverting the due date', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas?search=${importedFolio}`);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().click();
    const detail = page.getByTestId('invoice-detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    await expect.poll(() => detail.textContent()).toContain(String(importedFolio));

    await page.getByTestId('tab-comentarios').click();
    await page.getByTestId('comment-input').fill('Cliente pide pagar en dos cuotas');
    await page.getByTestId('comment-add').click();
    await expect.poll(() => page.getByTestId('comment-item').count()).toBe(1);

    await page.getByTestId('tab-historial').click();
    await page.getByTestId('due-days-input').fill('45');
    await page.getByTestId('due-date-save').click();
    await expect.poll(() => page.getByTestId('due-date-change').count()).toBeGreaterThanOrEqual(1);
    const changes = await page.getByTestId('due-date-change').count();
    await page.getByTestId('due-days-input').fill('60');
    await page.getByTestId('due-date-save').click();
    await expect.poll(() => page.getByTestId('due-date-change').count()).toBe(changes + 1);
    await page.getByTestId('due-date-revert').first().click();
    await expect.poll(() => page.getByTestId('due-date-change').count()).toBe(changes + 2);

    await page.getByTestId('tab-documento').click();
    const pdf = join(tmpdir(), 'factura-e2e.pdf');
    writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.locator('[data-testid="document-dropzone"] input[type="file"]').setInputFiles(pdf);
    await expect.poll(() => page.getByTestId('document-view').count(), { timeout: 15_000 }).toBe(1);

    await page.getByTestId('tab-detalle').click();
    await expect.poll(() => page.getByTestId('detail-amount').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('marks invoices paid in bulk', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas?payed=false`);
    await expect.poll(() => rows().count()).toBeGreaterThan(1);
    const before = (await page.getByTestId('page-info').textContent()) ?? '';
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    await page.getByTestId('bulk-mark-paid').click();
    await expect.poll(() => page.getByTestId('page-info').textContent()).not.toBe(before);
  });
});

describe('purchases list', () => {
  it('accepts and rejects purchases', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-compras?last_periods=12`);
    await expect.poll(() => rows().count()).toBeGreaterThan(1);
    for (const [action, text] of [
      ['ack-accept', 'Aceptaste esta factura'],
      ['ack-reject', 'Rechazaste esta factura'],
    ] as const) {
      const row = rows()
        .filter({ hasNotText: /Aceptada|Rechazada/ })
        .first();
      await row.click();
      await expect.poll(() => page.getByTestId('invoice-detail').isVisible()).toBe(true);
      await page.getByTestId('invoice-detail').getByTestId(action).click();
      // A rejection names the SII's reason first.
      if (action === 'ack-reject') await page.getByTestId('reject-reason-RCD').check();
      await page.getByTestId('ack-confirm').click();
      await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    }
  });
});
