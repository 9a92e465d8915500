import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD } from '@portal/api/seed';
import {
  type IndicatorsServer,
  type PreparedDb,
  type ServerProcess,
  prepareDb,
  startIndicatorsServer,
  startServer,
} from '@portal/api/testing';
import { type Browser, openBrowser } from './browser';
import { signIn } from './flows';

// The operator's indicators page: the server refreshes from a mindicador-compatible service started
// here (INDICATORS_URL); the operator asks for a refresh, sees each series with its value in use,
// source and freshness, and enters the UTM of December by hand. The operator is u1, named in
// OPERATOR_EMAILS. With UPDATE_SCREENSHOTS=1 the page's shots replace
// docs/screenshots/operador-indicadores-*.png (a test run leaves the tree as it was).

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;

let prepared: PreparedDb;
let server: ServerProcess;
let service: IndicatorsServer;
let operator: { email: string; password: string };

beforeAll(async () => {
  const year = new Date().getUTCFullYear();
  service = await startIndicatorsServer('mindicador', {
    // The table's October 2026 and a November only this service gives (unconfirmed: one
    // unofficial source and no IPC of September to check it by the SII's rule).
    utm: { '2026-10-01': 72_151, '2026-11-01': 72_223 },
    uf: { [`${year}-09-30`]: 41_057.2, '2026-12-01': 41_300.12 },
    ipc: {},
  });
  prepared = await prepareDb({ businesses: 2 });
  operator = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  server = await startServer(prepared, {
    OPERATOR_EMAILS: operator.email,
    INDICATORS_SOURCE: 'mindicador',
    INDICATORS_URL: service.url,
    // Only the operator's request runs a refresh in this test.
    INDICATORS_REFRESH_SECONDS: '0',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
  await service?.close();
});

describe('the operator page /operador/indicadores', () => {
  it('refreshes from the service, shows each value with its state, and takes a value by hand', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, operator);
      await page.goto(`${server.url}/operador/indicadores`);
      await page
        .getByText('Servicio: mindicador.cl (no oficial), solo cuando lo pides.', { exact: true })
        .waitFor();
      await page.getByRole('button', { name: 'Actualizar ahora', exact: true }).click();
      await page
        .getByText('La actualización quedó en la cola de trabajos: correrá en unos segundos.', {
          exact: true,
        })
        .waitFor();
      const utm = page.locator('[data-testid="indicator-series"][data-code="UTM"]');
      await expect
        .poll(
          async () => {
            await page.reload();
            await utm.waitFor();
            return utm.getByText('Sin confirmar', { exact: true }).count();
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBe(1);
      await expect
        .poll(() => service.requests.includes(`/api/utm/${new Date().getUTCFullYear()}`))
        .toBe(true);

      // December's UTM, by hand: it becomes the value in use.
      await page.getByLabel('Fecha', { exact: true }).fill('2026-12-01');
      await page.getByLabel('Valor', { exact: true }).fill('72500');
      await page.getByLabel('Fuente', { exact: true }).fill('sii.cl/valores_y_fechas/utm/utm2026.htm');
      await page.getByRole('button', { name: 'Guardar valor', exact: true }).click();
      await page.getByText('UTM del 2026-12-01: guardado y confirmado.', { exact: true }).waitFor();
      await expect.poll(() => utm.getByTestId('indicator-latest').textContent()).toBe('$72.500');
      // A value the series cannot hold is refused with the contract's text.
      await page.getByLabel('Fecha', { exact: true }).fill('2026-12-05');
      await page.getByLabel('Valor', { exact: true }).fill('72500');
      await page.getByLabel('Fuente', { exact: true }).fill('sii.cl');
      await page.getByRole('button', { name: 'Guardar valor', exact: true }).click();
      await page.getByText('La UTM es mensual: indica el mes (AAAA-MM).', { exact: true }).waitFor();
    } finally {
      await browser.close();
    }
  }, 180_000);

  it('shows a business owner who is not an operator only that the section is not theirs', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      const owner = prepared.data.users.find((u) => u.key === 'u2')!;
      await signIn(page, server.url, { email: owner.email, password: GENERATED_PASSWORD });
      await page.goto(`${server.url}/operador/indicadores`);
      await page.getByText('Sección no disponible', { exact: true }).waitFor();
      expect(await page.getByTestId('indicator-series').count()).toBe(0);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('shows the page at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const browser = await openBrowser({ width, height: width < 600 ? 812 : 800 });
      try {
        const page = await browser.context.newPage();
        await signIn(page, server.url, operator);
        await page.goto(`${server.url}/operador/indicadores`);
        await page.getByTestId('indicator-parameters').waitFor();
        await page.waitForTimeout(400);
        // The wide page whole; the phone's first screen, then its parameters scrolled into view.
        await page.screenshot({ path: `${SHOTS}operador-indicadores-${width}.png`, fullPage: width > 600 });
        if (width < 600) {
          await page.getByText('Parámetros fechados', { exact: true }).scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollBy(0, -60));
          await page.screenshot({ path: `${SHOTS}operador-indicadores-parametros-${width}.png` });
        }
      } finally {
        await browser.close();
      }
    }
  }, 120_000);
});
