import { readFileSync } from 'node:fs';
import { addPeriods, formatCLP, formatDate, periodLabel, periodOf, todayInChile } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { notices, poll, sessionHeaders, shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// A name that may carry more text around it (a label that grows with the data), matched as such.
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Other accounting records on the demo business: "Aporte de capital" of
// 5.000.000 into 1102 Banco through the wizard (nuevo registro › entrada de dinero › plantilla ›
// completar datos › confirmación), then the record in the history, its line in the Libro mayor of
// 3101 Capital (haber) and Capital's acreedor in the Balance general; both reports download as
// Excel and PDF; the manual lines editor checks Debe = Haber; the record is deleted. With
// UPDATE_SCREENSHOTS=1 the screens replace docs/screenshots/otros-registros-*.png.

type BalanceRow = { account_number: string; credits: number; creditor: number };

let portal: Portal;
let browser: Browser;
let page: Page;
const TODAY = todayInChile();
const PERIOD = periodOf(TODAY)!;
const BASE = '/contabilidad/otros-registros-contables';
const NAME = `Aporte de capital e2e ${Date.now() % 100_000}`;
const AMOUNT = 5_000_000;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
/** 3101 Capital this month: its balance row and its ledger's haber of the month. */
async function capital(): Promise<BalanceRow & { monthCredit: number }> {
  const row = (
    await api<{ rows: BalanceRow[] }>(`/api/v1/client/accounting/balance?from=${PERIOD}&to=${PERIOD}`)
  ).rows.find((r) => r.account_number === '3101') ?? { account_number: '3101', credits: 0, creditor: 0 };
  const { account } = await api<{ account: { id: number } }>('/api/v1/client/accounts/show_by_code/3101');
  const { total_credit } = await api<{ total_credit: number }>(
    `/api/v1/client/accounting/ledger?account_id=${account.id}&from=${PERIOD}&to=${PERIOD}`,
  );
  return { ...row, monthCredit: total_credit };
}

/** Clicks a download button and checks the file is a non-empty xlsx (a zip) or pdf. */
async function expectDownload(testId: string, kind: 'xlsx' | 'pdf') {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${kind}$`));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.length).toBeGreaterThan(200);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe(kind === 'xlsx' ? 'PK\u0003\u0004' : '%PDF');
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

describe('other accounting records in the browser', () => {
  let before: BalanceRow & { monthCredit: number };
  let entryId = 0;

  it('records a capital contribution into Banco through the wizard', async () => {
    before = await capital();
    await page.goto(`${portal.url}${BASE}`);
    await page.getByTestId('entries-history').waitFor({ timeout: 15_000 });
    await page.getByTestId('entries-new').click();
    await page.waitForURL(/\/nuevo-registro$/);
    await shoot(page, 'otros-registros-nuevo', { ready: () => page.getByTestId('choice-income').waitFor() });

    // The cards are links: the keyboard opens them.
    await page.getByTestId('choice-income').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/entrada-dinero$/);
    const aporte = page.getByTestId('template-choice').filter({ hasText: 'Aporte de capital' });
    await aporte.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('template-list').textContent()).not.toContain('Pago de IVA');
    await shoot(page, 'otros-registros-plantillas', { ready: () => aporte.waitFor() });
    await aporte.click();
    await page.waitForURL(/\/entrada-dinero\/completar-datos\?plantilla=\d+/);

    // Defaults: today, the template's name, 1102 Banco.
    const account = page.getByTestId('wizard-account');
    await poll(() => account.inputValue()).toBe('1102 · Banco');
    expect(await page.getByTestId('wizard-date').inputValue()).toBe(formatDate(TODAY));
    expect(await page.getByTestId('wizard-name').inputValue()).toBe('Aporte de capital');
    await page.getByTestId('wizard-name').fill(NAME);
    await page.getByTestId('wizard-input-1').fill(String(AMOUNT));
    const preview = page.getByTestId('wizard-preview');
    const capitalLine = preview.locator('[data-testid="entry-line"][data-account="3101"]');
    await poll(() => capitalLine.locator('[data-column="credit"]').textContent()).toBe(formatCLP(AMOUNT));
    expect(
      await preview
        .locator('[data-testid="entry-line"][data-account="1102"] [data-column="debit"]')
        .textContent(),
    ).toBe(formatCLP(AMOUNT));

    // A reload keeps the template and the amounts (they live in the URL).
    await page.reload();
    await poll(() => capitalLine.locator('[data-column="credit"]').textContent()).toBe(formatCLP(AMOUNT));
    expect(await page.getByTestId('wizard-name').inputValue()).toBe(NAME);
    await shoot(page, 'otros-registros-completar-datos', { ready: () => capitalLine.waitFor() });

    await page.getByTestId('wizard-continue').click();
    await page.waitForURL(/\/confirmacion\?tipo=entrada/);
    await poll(() => page.getByTestId('confirm-name').textContent()).toBe(NAME);
    await shoot(page, 'otros-registros-confirmacion', {
      ready: () => page.getByTestId('confirm-lines').waitFor(),
    });
    await page.getByTestId('confirm-save').click();
    await page.waitForURL(/\/historico-registros\?registro=\d+/);
    entryId = Number(new URL(page.url()).searchParams.get('registro'));
    await poll(() => notices(page).then((n) => n.join(' '))).toContain('quedó guardado');
    // Its detail opens over the history, with a ledger link per account.
    const detail = page.getByTestId('entry-detail');
    await poll(() => detail.getByTestId('entry-name').textContent()).toBe(NAME);
    expect(await detail.getByTestId('entry-ledger-link').count()).toBe(2);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  });

  it('shows the record in the history, the ledger of 3101 Capital and the balance', async () => {
    const row = page.locator(`[data-testid="entry-row"][data-entry-id="${entryId}"]`);
    await page.getByTestId('entries-search').fill(NAME);
    await poll(() => page.getByTestId('entry-row').count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain(NAME);
    expect(text).toContain('Aporte de capital');
    expect(text).toContain('Entrada');
    expect(text).toContain(formatCLP(AMOUNT));
    await page.goto(`${portal.url}${BASE}/historico-registros`);
    await row.waitFor({ timeout: 15_000 });
    await shoot(page, 'otros-registros-historico', { ready: () => row.waitFor() });

    // A filter the record does not meet leaves it out.
    await page.goto(
      `${portal.url}${BASE}/historico-registros?tipo=expense&buscar=${encodeURIComponent(NAME)}`,
    );
    await poll(() => page.locator('main').textContent()).toContain(
      'Ningún registro coincide con los filtros.',
    );

    // Libro mayor of 3101 Capital: the record's line in the haber.
    const { account } = await api<{ account: { id: number } }>('/api/v1/client/accounts/show_by_code/3101');
    const ledger = await api<{ meta: { total_elements: number } }>(
      `/api/v1/client/accounting/ledger?account_id=${account.id}&from=${PERIOD}&to=${PERIOD}`,
    );
    const last = Math.max(1, Math.ceil(ledger.meta.total_elements / 50));
    await page.goto(
      `${portal.url}/contabilidad/libro-mayor?cuenta=${account.id}&desde=${PERIOD}&hasta=${PERIOD}&pagina=${last}`,
    );
    const line = page.getByTestId('ledger-line').filter({ hasText: NAME });
    await poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain(formatCLP(AMOUNT));
    // The month's haber: what the month had before the record, and the record (the balance's sums
    // also carry what Capital brought into the month, the ledger's opening balance).
    const monthCredit = (
      await api<{ total_credit: number }>(
        `/api/v1/client/accounting/ledger?account_id=${account.id}&from=${PERIOD}&to=${PERIOD}`,
      )
    ).total_credit;
    expect(await page.getByTestId('ledger-total-credit').textContent()).toBe(formatCLP(monthCredit));
    expect(monthCredit).toBe(before.monthCredit + AMOUNT);
    await expectDownload('download-xlsx', 'xlsx');
    await expectDownload('download-pdf', 'pdf');

    // Balance general of this month: Capital's acreedor.
    await page.goto(`${portal.url}/contabilidad/balance-general?desde=${PERIOD}&hasta=${PERIOD}`);
    const creditor = page.locator(
      '[data-testid="balance-row"][data-account="3101"] [data-column="creditor"]',
    );
    await poll(() => creditor.textContent()).toBe(formatCLP(before.creditor + AMOUNT));
    await expectDownload('download-xlsx', 'xlsx');
    await expectDownload('download-pdf', 'pdf');
  });

  it('checks Debe = Haber in the manual lines editor', async () => {
    await page.goto(`${portal.url}${BASE}/nuevo-registro`);
    await page.getByTestId('choice-manual').click();
    await page.waitForURL(/\/nuevo-registro\/manual$/);
    const lines = page.getByTestId('editor-line');
    await poll(() => lines.count()).toBe(2);
    const pick = async (i: number, text: string, option: string) => {
      await lines.nth(i).getByTestId('line-account').fill(text);
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) }).click();
    };
    await pick(0, '4230', '4230 · Gastos bancarios');
    await lines.nth(0).getByTestId('line-debit').fill('12000');
    await pick(1, '1101', '1101 · Caja');
    await lines.nth(1).getByTestId('line-credit').fill('10000');
    const check = page.getByTestId('balance-check');
    await poll(() => check.textContent()).toContain(`faltan ${formatCLP(2000)} en el haber`);
    await page.getByTestId('line-add').click();
    await poll(() => lines.count()).toBe(3);
    await pick(2, '2110', '2110');
    await lines.nth(2).getByTestId('line-credit').fill('2000');
    await poll(() => check.getAttribute('data-balanced')).toBe('true');
    expect(await check.textContent()).toContain('Debe = Haber');
    await shoot(page, 'otros-registros-manual', { ready: () => check.waitFor() });
  });

  it('fills the F29 payment from the proposal of the month before, with nothing to type', async () => {
    const month = addPeriods(PERIOD, -1);
    const proposal = await api<{ lines: { code: string; amount: number }[] }>(
      `/api/v1/client/f29_proposals/${Math.floor(month / 100)}/${month % 100}`,
    );
    const amount = (code: string) => proposal.lines.find((l) => l.code === code)?.amount ?? 0;
    await page.goto(`${portal.url}${BASE}/salida-dinero`);
    const choice = page.getByTestId('template-choice').filter({ hasText: 'Pago de IVA (F29)' });
    await choice.waitFor({ timeout: 15_000 });
    await choice.click();
    await page.waitForURL(/\/salida-dinero\/completar-datos\?plantilla=\d+/);
    await poll(() => page.getByTestId('wizard-f29-source').textContent()).toContain(
      `propuesta del F29 de ${periodLabel(month).toLowerCase()}`,
    );
    expect(await page.getByTestId('wizard-input-1').count()).toBe(0);
    const preview = page.getByTestId('wizard-preview');
    const debito = preview.locator('[data-testid="entry-line"][data-account="2105"] [data-column="debit"]');
    if (amount('538') > 0) await poll(() => debito.textContent()).toBe(formatCLP(amount('538')));
    const pay = preview.locator('[data-testid="entry-line"][data-account="1102"] [data-column="credit"]');
    if (amount('091') > 0) await poll(() => pay.textContent()).toBe(formatCLP(amount('091')));
    await shoot(page, 'otros-registros-pago-f29', {
      ready: () => preview.locator('[data-testid="entry-line"]').first().waitFor(),
    });
  });

  it('deletes the record after a confirmation', async () => {
    await page.goto(`${portal.url}${BASE}/historico-registros?registro=${entryId}`);
    const detail = page.getByTestId('entry-detail');
    await poll(() => detail.getByTestId('entry-name').textContent()).toBe(NAME);
    await detail.getByTestId('entry-delete').click();
    await page.getByTestId('entry-delete-confirm').click();
    await poll(() => notices(page).then((n) => n.join(' '))).toContain('El registro fue eliminado.');
    await poll(() => page.locator(`[data-testid="entry-row"][data-entry-id="${entryId}"]`).count()).toBe(0);
    expect((await capital()).creditor).toBe(before.creditor);
  });
});
