import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCLP, todayInChile } from '@portal/domain';
import { type BheWriteTicket, writeBheCsv } from '@portal/sii';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// Honorarium tickets on the demo business: import a received informe written by the
// generator, see the summary, pick a year (spec §9 selector), find a ticket, open it and see its
// retention at that year's rate; a second import of the same file changes nothing. With
// UPDATE_SCREENSHOTS=1 the screens replace docs/screenshots/honorarios-*.png.

let portal: Portal;
let browser: Browser;
let page: Page;
const YEAR = Number(todayInChile().slice(0, 4)) - 1;
const NUMBER = 900_000 + (Date.now() % 90_000);
const GROSS = 654_321;
// Ley 21.133's rate of the ticket's year, in hundredths of a percent, and the retention in whole
// pesos with half a peso rounding up.
const RATE: Record<number, number> = { 2024: 1375, 2025: 1450, 2026: 1525, 2027: 1600 };
const RETENTION = Math.floor((GROSS * (RATE[YEAR] ?? 1700)) / 10_000 + 0.5);

function informe(): string {
  const tickets: BheWriteTicket[] = [
    {
      number: NUMBER,
      status: 'VIG',
      issueDate: `${YEAR}-06-14`,
      counterpartRut: '12345678-5',
      counterpartName: 'Valentina Fuentes E2E',
      professionalSociety: false,
      gross: GROSS,
      retention: RETENTION,
      retentionBy: 'receiver',
      cancelledOn: null,
    },
    {
      number: NUMBER + 1,
      status: 'ANUL',
      issueDate: `${YEAR}-07-02`,
      counterpartRut: '12345678-5',
      counterpartName: 'Valentina Fuentes E2E',
      professionalSociety: false,
      gross: 100_000,
      retention: Math.floor((100_000 * (RATE[YEAR] ?? 1700)) / 10_000 + 0.5),
      retentionBy: 'receiver',
      cancelledOn: `${YEAR}-07-05`,
    },
  ];
  const file = join(tmpdir(), `boletas-recibidas-${NUMBER}.csv`);
  writeFileSync(file, writeBheCsv('received', tickets));
  return file;
}

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function importFile(file: string) {
  await page.getByTestId('tickets-import').click();
  await page.locator('[data-testid="import-drop"] input[type="file"]').setInputFiles(file);
  await page.getByTestId('import-submit').click();
  await page.getByTestId('import-result').waitFor({ timeout: 15_000 });
  return page.getByTestId('import-result').textContent();
}

describe('honorarium tickets in the browser', () => {
  const file = informe();

  it('imports the SII informe of received tickets and sums up what it did', async () => {
    await page.goto(`${portal.url}/honorarios`);
    await page.getByTestId('honorarium-tickets').waitFor({ timeout: 15_000 });
    await page.getByTestId('ticket-row').first().waitFor({ timeout: 15_000 });
    await shoot(page, 'honorarios-lista', { ready: () => page.getByTestId('ticket-row').first().waitFor() });
    expect(await importFile(file)).toContain('2 boletas nuevas');
    await shoot(page, 'honorarios-importacion', { ready: () => page.getByTestId('import-result').waitFor() });
    await page.getByTestId('import-done').click();
  });

  it('filters by year and search, and opens the ticket with its retention', async () => {
    await page.getByTestId('tickets-year').click();
    await page.getByRole('option', { name: String(YEAR), exact: true }).click();
    await page.waitForURL(new RegExp(`anio=${YEAR}`));
    await page.getByTestId('tickets-search').fill('Valentina Fuentes');
    await page.waitForURL(/buscar=Valentina/);
    const rows = page.getByTestId('ticket-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const annulled = rows.filter({ hasText: String(NUMBER + 1) });
    expect(await annulled.getByTestId('ticket-status').textContent()).toBe('Anulada');
    const row = rows.filter({ hasText: String(NUMBER) }).filter({ hasText: 'Vigente' });
    expect(await row.getByTestId('ticket-retention').textContent()).toBe(formatCLP(RETENTION));
    // The totals leave the annulled ticket out.
    expect(await page.getByTestId('tickets-totals').textContent()).toContain(formatCLP(GROSS));
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('ticket-detail').waitFor();
    expect(await page.getByTestId('detail-retention').textContent()).toBe(formatCLP(RETENTION));
    expect(await page.getByTestId('detail-net').textContent()).toBe(formatCLP(GROSS - RETENTION));
    await shoot(page, 'honorarios-detalle', { ready: () => page.getByTestId('ticket-detail').waitFor() });
  });

  it('keeps a note and the observed status', async () => {
    await page.getByTestId('detail-status').click();
    await page.getByRole('option', { name: 'Con Observaciones', exact: true }).click();
    await page.getByTestId('detail-notes').fill('Servicio no recibido');
    await page.getByTestId('detail-save').click();
    await expect
      .poll(() => page.getByTestId('ticket-detail').getByTestId('ticket-status').textContent(), {
        timeout: 10_000,
      })
      .toBe('Con Observaciones');
    await page.keyboard.press('Escape');
    const row = page
      .getByTestId('ticket-row')
      .filter({ hasText: String(NUMBER) })
      .first();
    await expect.poll(() => row.getByTestId('ticket-status').textContent()).toBe('Con Observaciones');
  });

  it('changes nothing when the same informe comes again', async () => {
    expect(await importFile(file)).toContain('ya se había importado');
    await page.getByTestId('import-done').click();
  });
});
