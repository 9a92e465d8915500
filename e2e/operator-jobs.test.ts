import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD } from '@portal/api/seed';
import { type PreparedDb, type ServerProcess, prepareDb, startServer } from '@portal/api/testing';
import { type Browser, openBrowser } from './browser';
import { signIn } from './flows';

// The operator's job-queue page: a dead job written before the server starts (the embedded
// database serves one process) is retried from the page and shows as queued. Its kind has no
// handler, so no worker takes it afterwards and the state stays put for the check. The operator is
// u1, named in OPERATOR_EMAILS. The page renders at 1280 and 375 px; with UPDATE_SCREENSHOTS=1 those
// shots replace docs/screenshots/operador-trabajos-*.png (a test run leaves the tree as it was).

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'portal-shots-'))}/`;
const KIND = 'mail.send.e2e';

let prepared: PreparedDb;
let server: ServerProcess;
let operator: { email: string; password: string };
let deadId: number;

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 2 });
  operator = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  const db = await prepared.open();
  const insert = async (state: string, attempts: number, error: string | null) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, last_error, finished_at)
       VALUES ($1, '{}', $2, $3, 5, $4, CASE WHEN $2 = 'dead' THEN now() END) RETURNING id`,
      [KIND, state, attempts, error],
    );
    return Number(rows[0].id);
  };
  await insert('queued', 0, null);
  await insert('failed', 2, 'connect ECONNREFUSED 127.0.0.1:2525 (el servidor SMTP no responde)');
  deadId = await insert(
    'dead',
    5,
    'Error: 550 5.1.1 buzón inexistente: el destinatario no existe en el servidor',
  );
  await db.close();
  server = await startServer(prepared, { OPERATOR_EMAILS: operator.email });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
});

describe('the operator page /operador/trabajos', () => {
  it('lists the dead job and retries it: its state becomes En cola', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, operator);
      await page.goto(`${server.url}/operador/trabajos?estado=dead`);
      const row = page.locator(`[data-testid="job-row"][data-job-id="${deadId}"]`);
      await expect.poll(() => row.getByTestId('job-state').textContent(), { timeout: 15_000 }).toBe('Muerto');
      await row.getByRole('button', { name: 'Reintentar', exact: true }).click();
      await page.getByText('El trabajo volverá a correr ahora.').waitFor();
      // The dead filter no longer holds it; all states show it queued.
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
      await page.goto(`${server.url}/operador/trabajos`);
      await expect
        .poll(() => row.getByTestId('job-state').textContent(), { timeout: 10_000 })
        .toBe('En cola');
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('asks before discarding', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, operator);
      await page.goto(`${server.url}/operador/trabajos?estado=failed`);
      const row = page.getByTestId('job-row').first();
      await row.getByRole('button', { name: 'Descartar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Descartar trabajo', exact: true });
      await dialog.getByRole('button', { name: 'Sí, descartar', exact: true }).click();
      await page.getByText('El trabajo fue descartado: no volverá a correr.').waitFor();
      await page.getByText('No hay trabajos en este estado.').waitFor();
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('shows a business owner who is not an operator no jobs, only that the section is not theirs', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      const owner = prepared.data.users.find((u) => u.key === 'u2')!;
      await signIn(page, server.url, { email: owner.email, password: GENERATED_PASSWORD });
      await page.goto(`${server.url}/operador/trabajos`);
      await page.getByText('Sección no disponible').waitFor();
      await page.getByText('Esta sección es solo para quienes operan el portal.').waitFor();
      expect(await page.getByTestId('jobs-table').count()).toBe(0);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('shows the table at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const browser = await openBrowser({ width, height: width < 600 ? 812 : 800 });
      try {
        const page = await browser.context.newPage();
        await signIn(page, server.url, operator);
        await page.goto(`${server.url}/operador/trabajos`);
        await page.getByTestId('jobs-table').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}operador-trabajos-${width}.png`, fullPage: false });
      } finally {
        await browser.close();
      }
    }
  }, 120_000);
});
