import { readFileSync } from 'node:fs';
import type { CurrentPeriodResponse, QuotationDetailResponse } from '@portal/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD, GENERATED_PASSWORD, generateDataset } from '@portal/api/seed';
import { formatCLP, previredFileName, todayInChile } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { notices, poll, sessionHeaders, shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

// The month's payroll process on the demo's main business (issue #29 "Done when"): the demo seeds
// an older month published and a newer one computed and waiting for review. Liquidaciones shows
// both and 'Continuar'; proceso-avanzado shows each payslip line with its rule; the month is
// reopened, its novedades entered again in nueva-liquidacion (horas extra, a licencia, a bono, after
// a refused value), sent, reviewed and published; a payslip PDF and the Previred file download; the
// month's entry is in the ledger and its impuesto único in line 048 of the F29 proposal; the month in
// course is begun with 'Comenzar' and its send names every worker the portal cannot compute yet; the
// business's guest reads the months and payslips without an action.
// With UPDATE_SCREENSHOTS=1 the screens replace docs/screenshots/remuneraciones-*.png.

let portal: Portal;
let browser: Browser;
let page: Page;
let current: CurrentPeriodResponse;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: await sessionHeaders(page) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const Q = '/api/v1/client/quotations';
const detail = (y: number, m: number) => api<QuotationDetailResponse>(`${Q}/show/by/${y}/${m}`);

async function confirm() {
  await page.getByTestId('payroll-confirm').click();
}

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
  current = await api<CurrentPeriodResponse>(`${Q}/current_period`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the payroll process in the browser', () => {
  it('lists the months with their status and offers Continuar for the month under review', async () => {
    expect(current.quotation?.status).toBe('received');
    await page.goto(`${portal.url}/remuneraciones`);
    await page.waitForURL(/\/remuneraciones\/liquidaciones$/);
    const rows = page.getByTestId('payroll-month');
    await rows.first().waitFor({ timeout: 15_000 });
    await poll(() => rows.count()).toBe(2);
    const statuses = await page.getByTestId('payroll-months').getByTestId('payroll-status').allTextContents();
    expect(statuses).toEqual(['En Progreso', 'Enviado']);
    const card = page.getByTestId('payroll-current');
    expect(await card.getByTestId('payroll-status-text').textContent()).toBe(
      'Estamos trabajando en tu solicitud: revisa el cálculo de cada trabajador.',
    );
    expect(await page.getByTestId('payroll-entry-button').textContent()).toBe('Continuar');
    await shoot(page, 'remuneraciones-liquidaciones', { ready: () => rows.first().waitFor() });
  });

  it('shows each payslip line with its rule in proceso-avanzado, and reopens the month', async () => {
    await page.getByTestId('payroll-entry-button').click();
    await page.waitForURL(/\/remuneraciones\/proceso-avanzado$/);
    const first = page.getByTestId('payslip').first();
    await first.getByTestId('payslip-line').first().waitFor({ timeout: 15_000 });
    const d = await detail(current.year, current.month);
    const p = d.payslips[0]!;
    expect(await first.getByTestId('payslip-liquido').textContent()).toBe(formatCLP(p.liquido));
    expect(await first.getByTestId('payslip-line').count()).toBe(p.lines.length);
    // A line opens with the keyboard on its rule and its dated parameters.
    const line = first.locator(`[data-testid="payslip-line"][data-code="${p.lines[0]!.code}"]`);
    await line.getByTestId('payslip-rule-toggle').focus();
    await page.keyboard.press('Enter');
    const rule = line.getByTestId('payslip-rule');
    await poll(() => rule.textContent()).toContain(p.lines[0]!.explanation.rule);
    for (const param of p.lines[0]!.explanation.parameters)
      expect(await rule.textContent()).toContain(`${param.name}: ${param.value} (${param.source})`);
    await shoot(page, 'remuneraciones-proceso-avanzado', { ready: () => rule.waitFor() });

    await page.getByTestId('payroll-reopen').click();
    await confirm();
    await page.waitForURL(/\/remuneraciones\/nueva-liquidacion\/primer-paso$/);
    await poll(() => notices(page)).toContainEqual(expect.stringContaining('Volvimos a abrir el proceso'));
  });

  it('enters the novedades in three steps, refusing a wrong value first, and sends them', async () => {
    const [a, b] = current.workers;
    await page.getByTestId('payroll-workers').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('payroll-include').count()).toBe(current.workers.length);
    await shoot(page, 'remuneraciones-primer-paso', {
      fullPage: true,
      ready: () => page.getByTestId('payroll-workers').waitFor(),
    });
    await page.getByTestId('payroll-next').click();
    await page.waitForURL(/segundo-paso$/);

    const novelty = (rut: string) => page.locator(`[data-testid="payroll-novelty"][data-rut="${rut}"]`);
    await novelty(a!.rut).waitFor();
    await novelty(a!.rut).getByTestId('payroll-absence_days').fill('40');
    await page.getByTestId('payroll-next').click();
    await poll(() => novelty(a!.rut).textContent()).toContain(
      'Días de ausencia: un número entero de 0 a 30.',
    );
    expect(page.url()).toMatch(/segundo-paso$/);
    await novelty(a!.rut).getByTestId('payroll-absence_days').fill('0');
    await novelty(a!.rut).getByTestId('payroll-overtime_hours').fill('10');
    await novelty(b!.rut).getByTestId('payroll-sick_leave_days').fill('5');
    await shoot(page, 'remuneraciones-segundo-paso', {
      fullPage: true,
      ready: () => novelty(a!.rut).waitFor(),
    });
    await page.getByTestId('payroll-next').click();
    await page.waitForURL(/tercer-paso$/);

    await page.getByTestId('payroll-add-bonds').click();
    const bond = page.getByTestId('payroll-bonds-row').last();
    await bond.getByTestId('payroll-item-worker').click();
    await page.getByRole('option', { name: a!.full_name, exact: true }).click();
    await bond.getByTestId('payroll-item-label').fill('Bono de asistencia');
    await bond.getByTestId('payroll-item-amount').fill('50000');
    await shoot(page, 'remuneraciones-tercer-paso', {
      fullPage: true,
      ready: () => page.getByTestId('payroll-summary').waitFor(),
    });
    await page.getByTestId('payroll-send').click();
    await page.waitForURL(/\/remuneraciones\/proceso-avanzado$/, { timeout: 30_000 });

    const d = await detail(current.year, current.month);
    expect(d.quotation.status).toBe('received');
    expect(d.novelties.find((n) => n.employee_rut === a!.rut)!.overtime_hours).toBe(10);
    expect(d.novelties.find((n) => n.employee_rut === b!.rut)!.sick_leave_days).toBe(5);
    expect(d.bonds).toContainEqual(
      expect.objectContaining({ employee_rut: a!.rut, label: 'Bono de asistencia', amount: 50_000 }),
    );
    const slipA = page.locator(`[data-testid="payslip"][data-rut="${a!.rut}"]`);
    await poll(() => slipA.textContent()).toContain('Bono de asistencia');
    const payA = d.payslips.find((s) => s.employee_rut === a!.rut)!;
    expect(await slipA.getByTestId('payslip-liquido').textContent()).toBe(formatCLP(payA.liquido));
  });

  it('reviews and publishes the month, then downloads a payslip and the Previred file', async () => {
    await page.getByTestId('payroll-review').click();
    await confirm();
    await page.getByTestId('payroll-publish').waitFor({ timeout: 15_000 });
    await page.getByTestId('payroll-publish').click();
    await poll(() => page.getByRole('dialog').textContent()).toContain(
      'contabilizaremos el mes en tus libros',
    );
    await confirm();
    await page.waitForURL(
      new RegExp(`/remuneraciones/proceso-avanzado\\?anio=${current.year}&mes=${current.month}$`),
    );
    await poll(() => page.getByTestId('payroll-status-text').textContent()).toBe(
      'Proceso terminado: puedes descargar las liquidaciones de tus trabajadores.',
    );
    expect(await page.getByTestId('payroll-actions').count()).toBe(0);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('payslip').first().getByTestId('payslip-pdf').click(),
    ]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    const [previred] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('payroll-file-previred').click(),
    ]);
    const period = `${current.year}-${String(current.month).padStart(2, '0')}`;
    expect(previred.suggestedFilename()).toBe(previredFileName(period));
    const lines = readFileSync((await previred.path())!, 'latin1')
      .split(/\r?\n/)
      .filter(Boolean);
    const d = await detail(current.year, current.month);
    expect(lines.length).toBe(d.payslips.length);
    for (const l of lines) expect(l.split(';')).toHaveLength(105);
    const body = (rut: string) => rut.replace(/\./g, '').split('-')[0];
    expect(lines.map((l) => l.split(';')[0]).sort()).toEqual(
      d.payslips.map((s) => body(s.employee_rut)).sort(),
    );
  });

  it('posts the month: its entry in the ledger and its impuesto único in line 048', async () => {
    const d = await detail(current.year, current.month);
    const period = current.year * 100 + current.month;
    const { account } = await api<{ account: { id: number } }>('/api/v1/client/accounts/show_by_code/2115');
    await page.goto(
      `${portal.url}/contabilidad/libro-mayor?cuenta=${account.id}&desde=${period}&hasta=${period}`,
    );
    const line = page.getByTestId('ledger-line').filter({ hasText: formatCLP(d.quotation.totals.liquido) });
    await poll(() => line.count()).toBeGreaterThan(0);

    await page.goto(`${portal.url}/iva/propuesta-f29?periodo=${period}`);
    await poll(() => page.getByTestId('f29-amount-048').textContent()).toBe(
      formatCLP(d.quotation.totals.impuesto_unico),
    );
  });

  it('begins the month in course with Comenzar and names each worker it cannot compute yet', async () => {
    const next = await api<CurrentPeriodResponse>(`${Q}/current_period`);
    expect(next.quotation).toBeNull();
    expect(next.button).toBe('Comenzar');
    const additional = await api<{ missing: string[] }>(`${Q}/additional`);
    await page.goto(`${portal.url}/remuneraciones/liquidaciones`);
    const button = page.getByTestId('payroll-entry-button');
    await poll(() => button.textContent()).toBe('Comenzar');
    await poll(() => button.isEnabled()).toBe(true);
    for (const m of additional.missing)
      await poll(() => page.getByTestId('payroll-missing').textContent()).toContain(m);
    await shoot(page, 'remuneraciones-comenzar', { ready: () => button.waitFor() });
    await button.click();
    await page.waitForURL(/\/remuneraciones\/nueva-liquidacion\/primer-paso$/);
    await page.getByTestId('payroll-workers').waitFor({ timeout: 15_000 });
    await page.getByTestId('payroll-next').click();
    await page.waitForURL(/segundo-paso$/);
    await page.getByTestId('payroll-next').click();
    await page.waitForURL(/tercer-paso$/);
    await page.getByTestId('payroll-send').click();
    if (additional.missing.length === 0) {
      await page.waitForURL(/\/remuneraciones\/proceso-avanzado$/, { timeout: 30_000 });
      return;
    }
    // A month whose indicators are not published yet: every worker is named with what is missing.
    const problems = page.getByTestId('payroll-problems');
    await poll(() => problems.textContent(), 30_000).toContain(next.workers[0]!.full_name);
    for (const w of next.workers) expect(await problems.textContent()).toContain(w.full_name);
    expect(page.url()).toMatch(/tercer-paso$/);
  });

  it('shows the guest the months and the payslips without an action', async () => {
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
      await g.goto(`${portal.url}/remuneraciones/liquidaciones`);
      await g.getByTestId('payroll-month').first().waitFor({ timeout: 15_000 });
      await poll(() => g.getByTestId('payroll-read-only').textContent()).toMatch(/Tu rol es Invitado/);
      // The month in course was begun above (created): its novedades are a writer's.
      expect(await g.getByTestId('payroll-entry-button').count()).toBe(0);
      await g.goto(`${portal.url}/remuneraciones/proceso-avanzado?anio=${current.year}&mes=${current.month}`);
      await g.getByTestId('payslip-pdf').first().waitFor({ timeout: 15_000 });
      await g.getByTestId('payroll-advanced-read-only').waitFor();
      expect(await g.getByTestId('payroll-actions').count()).toBe(0);
      await g.goto(`${portal.url}/remuneraciones/nueva-liquidacion/primer-paso`);
      await g.getByTestId('payroll-wizard-read-only').waitFor({ timeout: 15_000 });
      expect(await g.getByTestId('payroll-next').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
