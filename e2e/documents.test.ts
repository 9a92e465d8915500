import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { notices, poll, sessionHeaders, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// The document library on the demo business: upload a PDF with two tags, find it by
// search and by tag, edit its name and tags (back to the list, tab subidos, with the spec's text),
// download it (the same bytes), refuse a disguised file with the spec's text and the reason, and
// delete it after the confirmation.

let portal: Portal;
let browser: Browser;
let page: Page;
const NAME = `Contrato e2e ${Date.now() % 100_000}`;
const RENAMED = `${NAME} firmado`;
let pdfPath = '';
let pdfBytes: Buffer;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
type Doc = { id: number; name: string; tags: string[] };
const findByName = async (name: string) =>
  (
    await api<{ data: Doc[] }>(`/api/v1/client/documents?search_by[search]=${encodeURIComponent(name)}`)
  ).data.find((d) => d.name === name);

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Contrato de prestación de servicios', { x: 50, y: 780, size: 16, font });
  pdfBytes = Buffer.from(await pdf.save());
  pdfPath = join(tmpdir(), 'contrato-e2e.pdf');
  writeFileSync(pdfPath, pdfBytes);
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the document library in the browser', () => {
  it('opens on the list, tab subidos, with the demo’s files', async () => {
    await page.goto(`${portal.url}/documentos`);
    await page.getByTestId('documents-list').waitFor();
    expect(await page.getByTestId('documents-tab-subidos').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('document-row').count()).toBeGreaterThanOrEqual(3);
  });

  it('uploads a PDF with tags and returns to the list with the success text', async () => {
    await page.getByTestId('documents-new').click();
    await page.getByTestId('document-form').waitFor();
    await page.getByTestId('document-file').click();
    await page.locator('input[type="file"]').setInputFiles(pdfPath);
    await page.getByTestId('document-name-input').fill(NAME);
    const tags = page.getByTestId('document-tags-input');
    await tags.fill('Clientes');
    await tags.press('Enter');
    await tags.fill('Servicios');
    await tags.press('Enter');
    // Close the suggestions, which cover the buttons below.
    await tags.press('Escape');
    await page.getByTestId('document-save').click();
    await page.waitForURL(/\/documentos\?seccion=listado&tab=subidos$/);
    await poll(() => notices(page)).toContainEqual(
      expect.stringContaining('Se ha creado el documento con éxito'),
    );
    await page.getByTestId('document-name').filter({ hasText: NAME }).waitFor();
    expect((await findByName(NAME))?.tags).toEqual(['Clientes', 'Servicios']);
  });

  it('finds it by search and by tag', async () => {
    await page.getByTestId('documents-search').fill('e2e');
    await page.waitForURL(/buscar=e2e/);
    await poll(() => page.getByTestId('document-name').allTextContents()).toEqual([NAME]);
    await page.goto(`${portal.url}/documentos?seccion=listado&tab=subidos&etiqueta=Servicios`);
    await poll(() => page.getByTestId('document-name').allTextContents()).toEqual([NAME]);
  });

  it('edits its name and tags, back on the list with the spec’s text', async () => {
    await page.getByTestId('document-edit').first().click();
    await page.getByTestId('document-file-kept').waitFor();
    await page.getByTestId('document-name-input').fill(RENAMED);
    await page.getByTestId('document-tags-input').fill('Firmados');
    await page.getByTestId('document-tags-input').press('Enter');
    await page.getByTestId('document-tags-input').press('Escape');
    await page.getByTestId('document-save').click();
    await page.waitForURL(/\/documentos\?seccion=listado&tab=subidos$/);
    await poll(() => notices(page)).toContainEqual(
      expect.stringContaining('Se ha actualizado el documento con éxito'),
    );
    await page.getByTestId('document-name').filter({ hasText: RENAMED }).waitFor();
    expect((await findByName(RENAMED))?.tags).toEqual(['Clientes', 'Servicios', 'Firmados']);
  });

  it('downloads the same bytes under its name', async () => {
    const row = page.getByTestId('document-row').filter({ hasText: RENAMED });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('document-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${RENAMED}.pdf`);
    expect(readFileSync((await download.path())!).equals(pdfBytes)).toBe(true);
  });

  it('refuses a file whose content is not its extension, with the spec’s text and the reason', async () => {
    const fake = join(tmpdir(), 'falso.pdf');
    writeFileSync(fake, '<html>no soy un PDF</html>');
    await page.goto(`${portal.url}/documentos?seccion=nuevo`);
    await page.getByTestId('document-file').click();
    await page.locator('input[type="file"]').setInputFiles(fake);
    await page.getByTestId('document-save').click();
    await poll(() => notices(page)).toContainEqual(
      expect.stringContaining('Hubo un problema creando el documento'),
    );
    await expect(page.getByTestId('document-form-error').textContent()).resolves.toContain(
      'El archivo debe ser PDF',
    );
    expect(page.url()).toContain('seccion=nuevo');
  });

  it('deletes it after the confirmation', async () => {
    await page.goto(`${portal.url}/documentos?seccion=listado&tab=subidos&buscar=e2e`);
    const row = page.getByTestId('document-row').filter({ hasText: RENAMED });
    await row.getByTestId('document-delete').click();
    // Nothing goes before the confirmation.
    expect(await findByName(RENAMED)).toBeDefined();
    await page.getByTestId('document-delete-confirm').click();
    await page.getByTestId('documents-empty').waitFor();
    expect(await findByName(RENAMED)).toBeUndefined();
  });
});
