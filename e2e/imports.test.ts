import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateInvoices } from '@portal/api/seed';
import { writeLibroCompraVenta, writeRcvCsv } from '@portal/sii';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { sessionHeaders, shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// The import's choice step in the browser: a sales file with a broken row, sent from the
// purchases page. First nothing is imported; then only the valid rows, and the answer says the
// file held sales and links to the month imported.
let portal: Portal;
let browser: Browser;
let page: Page;
let file: string;
let goodFolio: number;
let badFolio: number;
const MONTH = '2019-03';

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
  // A sales RCV names only the customers: any issuer RUT writes the same file.
  const business = { rut: '76354771-K', name: 'Emisor SpA' };
  const docs = generateInvoices({ seed: 9090, business, count: 10, salesShare: 1 })
    .filter((d) => d.direction === 'VENTA' && d.docType === 33 && (d.otherTaxDetails ?? []).length <= 1)
    .slice(0, 3)
    .map((d, i) => ({ ...d, folio: 7_770_000 + i, issueDate: `${MONTH}-1${i}` }));
  goodFolio = docs[0].folio;
  badFolio = docs[1].folio;
  // The second row's total is 7 pesos off net + exempt + IVA + other taxes.
  const broken = docs.map((d, i) => (i === 1 ? { ...d, totalAmount: d.totalAmount + 7 } : d));
  file = join(tmpdir(), `RCV_VENTA_problemas_${Date.now()}.csv`);
  writeFileSync(file, writeRcvCsv('VENTA', broken, { businessRut: business.rut }));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const upload = async () => {
  await page.getByTestId('import-sii').click();
  await page.locator('[data-testid="import-dropzone"] input[type="file"]').setInputFiles(file);
  await page.getByTestId('import-submit').click();
  await page.getByTestId('import-problems').waitFor({ timeout: 20_000 });
};

/** Sales of the month with this folio, as the API lists them to the signed-in user. */
const salesWith = async (folio: number): Promise<number> => {
  const query = `operationType=VENTA&period=${MONTH.replace('-', '')}&search=${folio}`;
  const res = await fetch(`${portal.url}/api/v1/client/sii_invoice/invoices?${query}`, {
    headers: await sessionHeaders(page),
  });
  const body = (await res.json()) as { meta: { total_elements: number } };
  return body.meta.total_elements;
};

describe('import: rows that break the rules', () => {
  it('lists the problems by line and field; "No importar nada" is the default and imports nothing', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-compras`);
    await upload();
    const table = page.getByRole('table', { name: 'Problemas encontrados en los archivos', exact: true });
    // Line 3: the header is line 1, the broken document the second row.
    await expect.poll(() => table.textContent()).toMatch(/3\s*Monto total\s*el total \(\d+\) no es/);
    await expect
      .poll(() => page.getByTestId('import-problems').textContent())
      .toContain('Una fila tiene problemas y todavía no se importó nada');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('No importar nada');
    await page.keyboard.press('Enter');
    await page.getByTestId('import-dropzone').waitFor();
    await page.keyboard.press('Escape');
    expect(await salesWith(goodFolio)).toBe(0);
  });

  it('"Importar solo las filas válidas" imports the others, says they were sales and links to their month', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-compras`);
    await upload();
    await page.getByTestId('import-valid-rows').click();
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('import-skipped').textContent())
      .toMatch(/Una fila quedó fuera.*línea 3, Monto total/);
    await expect
      .poll(() => page.getByTestId('import-crossed').textContent())
      .toContain('Estos archivos traían ventas');
    await page.getByRole('link', { name: /Marzo 2019 \(2\)/ }).click();
    await expect.poll(() => page.url()).toContain('/compras-y-ventas/mis-ventas?period=201903');
    expect(await salesWith(goodFolio)).toBe(1);
    expect(await salesWith(badFolio)).toBe(0);
  });
});

describe('import: a book another program wrote', () => {
  it('reads a purchase book with EnvioLibro as its root and says what it tolerated', async () => {
    const headers = await sessionHeaders(page);
    const res = await fetch(`${portal.url}/api/v1/users/businesses/${headers['business-id']}`, { headers });
    const { business } = (await res.json()) as { business: { rut: string } };
    const docs = generateInvoices({
      seed: 4242,
      business: { rut: business.rut, name: 'Empresa' },
      count: 12,
      salesShare: 0,
    })
      .filter((d) => d.direction === 'COMPRA' && d.docType === 33)
      .slice(0, 2)
      .map((d, i) => ({ ...d, folio: 8_880_000 + i, issueDate: `2019-05-1${i}` }));
    // The layout the SII's first note showed (and some programs still write): EnvioLibro outside.
    const book = writeLibroCompraVenta('COMPRA', docs, { businessRut: business.rut })
      .toString('latin1')
      .replace(
        /<LibroCompraVenta ([^>]*)><EnvioLibro ID="([^"]+)">/,
        '<EnvioLibro $1><LibroCompraVenta ID="$2">',
      )
      .replace('</EnvioLibro>', '</LibroCompraVenta>')
      .replace(/<\/LibroCompraVenta>\s*$/, '</EnvioLibro>\n');
    const bookFile = join(mkdtempSync(join(tmpdir(), 'portal-libro-')), 'LibroCompras_201905.xml');
    writeFileSync(bookFile, Buffer.from(book, 'latin1'));

    await page.goto(`${portal.url}/compras-y-ventas/mis-compras`);
    await page.getByTestId('import-sii').click();
    await page.locator('[data-testid="import-dropzone"] input[type="file"]').setInputFiles(bookFile);
    await page.getByTestId('import-submit').click();
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => result.textContent())
      .toContain('se toleró: el libro trae <EnvioLibro> como raíz en vez de <LibroCompraVenta>');
    await expect.poll(() => page.getByTestId('import-counts').textContent()).toMatch(/^2Nuevas/);
    await shoot(page, 'importar-libro-tolerado', { ready: () => result.waitFor() });
  });
});
