import { readFileSync } from 'node:fs';
import { DEMO_EMAIL, DEMO_PASSWORD, GENERATED_PASSWORD, generateDataset } from '@portal/api/seed';
import { computeRutDv, formatRut, todayInChile } from '@portal/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { notices, poll, shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// The workers of the demo's main business (/remuneraciones/empleados): add two, edit one, find it,
// download the spreadsheet with both; the business's guest (Invitado) reads the list without a write
// button. With UPDATE_SCREENSHOTS=1 the screens replace docs/screenshots/empleados-*.png.

let portal: Portal;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 1_000_000;
const rutOf = (body: number) => `${body}-${computeRutDv(body)}`;
const FIRST = { rut: rutOf(27_000_000 + stamp), name: 'Valentina', last: 'Rojas E2E' };
const SECOND = { rut: rutOf(28_000_000 + stamp), name: 'Matías', last: 'Fuentes E2E' };

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

async function choose(testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(testId: string, iso: string) {
  const [y, m, d] = iso.split('-');
  await page.getByTestId(testId).fill(`${d}/${m}/${y}`);
  await page.keyboard.press('Tab');
}

async function addWorker(w: typeof FIRST, shot?: string) {
  await page.goto(`${portal.url}/remuneraciones/empleados`);
  await page.getByTestId('employees-new').click();
  await page.waitForURL(/\/remuneraciones\/empleado$/);
  await page.getByTestId('employee-rut').fill(formatRut(w.rut));
  await page.getByTestId('employee-first-name').fill(w.name);
  await page.getByTestId('employee-last-name').fill(w.last);
  await choose('employee-gender', w === FIRST ? 'Mujer' : 'Hombre');
  await typeDate('employee-birth-date', '1992-04-10');
  await page.getByTestId('employee-address').fill('Av. Matta 1200');
  await page.getByTestId('employee-commune').fill('Ñuño');
  await page.getByRole('option', { name: 'Ñuñoa', exact: true }).click();
  await typeDate('employee-start-date', '2025-03-01');
  await page.getByTestId('employee-position').fill('Vendedora');
  await choose('employee-pension-fund', 'Modelo');
  // Too low first: the form says the minimum in Spanish and sends nothing.
  await page.getByTestId('employee-base-salary').fill('100000');
  await page.getByTestId('employee-save').click();
  await poll(() => page.getByTestId('employee-form').textContent()).toContain(
    'Sueldo base: debe ser al menos',
  );
  if (shot)
    await shoot(page, shot, {
      ready: () =>
        page.getByTestId('employee-base-salary').evaluate((el) => el.scrollIntoView({ block: 'center' })),
    });
  await page.getByTestId('employee-base-salary').fill('750000');
  await page.getByTestId('employee-save').click();
  await page.waitForURL(new RegExp(`/remuneraciones/empleado/${w.rut}$`), { timeout: 15_000 });
  await poll(() => notices(page)).toContainEqual(expect.stringContaining('Se ha creado el trabajador'));
}

describe('employees in the browser', () => {
  it('lists the seeded workers, 10 a page', async () => {
    await page.goto(`${portal.url}/remuneraciones/empleados`);
    await page.getByTestId('employee-row').first().waitFor({ timeout: 15_000 });
    await poll(() => page.getByTestId('employee-row').count()).toBe(10);
    await shoot(page, 'empleados-lista', { ready: () => page.getByTestId('employee-row').first().waitFor() });
  });

  it('adds two workers, refusing a salary under the ingreso mínimo first', async () => {
    await addWorker(FIRST, 'empleados-ficha');
    await addWorker(SECOND);
  });

  it('edits one, and finds it by name and by RUT', async () => {
    await page.goto(`${portal.url}/remuneraciones/empleado/${FIRST.rut}`);
    await page.getByTestId('employee-position').fill('Jefa de local');
    await page.getByTestId('employee-save').click();
    await poll(() => notices(page)).toContainEqual(
      expect.stringContaining('Se ha actualizado el trabajador'),
    );
    await page.goto(`${portal.url}/remuneraciones/empleados`);
    await page.getByTestId('employees-search').fill('rojas e2e');
    await page.waitForURL(/buscar=rojas/);
    await poll(() => page.getByTestId('employee-row').count()).toBe(1);
    expect(await page.getByTestId('employee-row').textContent()).toContain('Jefa de local');
    await page.getByTestId('employees-search').fill(formatRut(SECOND.rut));
    await poll(() => page.getByTestId('employee-row').textContent()).toContain('Fuentes E2E');
  });

  it('downloads trabajadores.xlsx with both', async () => {
    await page.getByTestId('employees-search').fill('E2E');
    await poll(() => page.getByTestId('employee-row').count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('employees-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('trabajadores.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell(1, 1).value).toBe('RUT');
    const ruts = [2, 3].map((n) => sheet.getCell(n, 1).value);
    expect(ruts.sort()).toEqual([formatRut(FIRST.rut), formatRut(SECOND.rut)].sort());
    expect(sheet.rowCount).toBe(3);
  });

  it('shows the guest the workers without a write button', async () => {
    const data = generateDataset({
      seed: 1,
      businesses: 6,
      demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      today: todayInChile(),
    });
    const guest = data.users.find((u) => u.key === 'g1')!;
    const other = await openBrowser();
    try {
      const g = await other.context.newPage();
      await signIn(g, portal.url, { email: guest.email, password: GENERATED_PASSWORD });
      await g.goto(`${portal.url}/remuneraciones/empleados`);
      await g.getByTestId('employee-row').first().waitFor({ timeout: 15_000 });
      await poll(() => g.getByTestId('employees-read-only').textContent()).toMatch(/Tu rol es Invitado/);
      expect(await g.getByTestId('employees-new').count()).toBe(0);
      expect(await g.getByTestId('employees-import').count()).toBe(0);
      expect(await g.getByTestId('employees-export').count()).toBe(1);
      await g.goto(`${portal.url}/remuneraciones/empleado/${FIRST.rut}`);
      await g.getByTestId('employee-read-only').waitFor();
      expect(await g.getByTestId('employee-save').count()).toBe(0);
      expect(await g.getByTestId('employee-delete').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
