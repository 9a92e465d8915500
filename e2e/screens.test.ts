// The screens a user could not finish. The side menu by keyboard, the sales table
// beside the open menu at 1280 and 1366 px, no sideways scroll on a 375 px phone, the purchases
// waiting for acknowledgment (from the to-do) rejected with the SII reason, classification from the
// list and from the detail, rows per page kept in the URL, a period picker without future months,
// fields of one height side by side.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { shoot, signIn } from './flows';
import { type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;

const rows = () => page.getByTestId('invoice-row');

beforeAll(async () => {
  portal = await startPortal();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, portal.url);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

type Focus = { id: string; expanded: string | null; inMenu: boolean };
const focused = () =>
  page.evaluate((): Focus => {
    const el = document.activeElement;
    return {
      id: el?.getAttribute('data-testid') ?? el?.tagName ?? '',
      expanded: el?.getAttribute('aria-expanded') ?? null,
      inMenu: !!el?.closest('[data-testid="side-menu"]'),
    };
  });

describe('side menu by keyboard', () => {
  it('reaches every group with Tab, opens it with Enter or Space, reaches each link and follows one', async () => {
    await page.goto(`${portal.url}/dashboard`);
    await page.getByTestId('dashboard').waitFor();
    const menu = page.getByTestId('side-menu');
    const groups = await menu
      .locator('[data-testid^="menu-group-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const visited: string[] = [];
    let useSpace = false;
    let followed = false;
    // Start from the top of the page: the first Tab stops come before the menu.
    await page.locator('body').focus();
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const f = await focused();
      if (!f.inMenu) {
        if (visited.length > 0) break;
        continue;
      }
      visited.push(f.id);
      if (f.id.startsWith('menu-group-')) {
        if (f.expanded === 'false') {
          await page.keyboard.press(useSpace ? 'Space' : 'Enter');
          useSpace = !useSpace;
          await expect.poll(async () => (await focused()).expanded).toBe('true');
          // The links show once the group has slid open.
          await page
            .getByTestId(f.id)
            .locator('xpath=..')
            .locator('[data-testid^="menu-item-"]')
            .first()
            .waitFor({ state: 'visible' });
        } else {
          expect(f.expanded).toBe('true');
        }
      }
      if (f.id === 'menu-item-/compras-y-ventas/mis-compras' && !followed) {
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/compras-y-ventas\/mis-compras/);
        followed = true;
        // The shell moves focus to the new content after a navigation (screen readers, keyboard
        // users); the walk then goes on from the link it followed.
        await expect.poll(async () => (await focused()).id).toBe('MAIN');
        await page.getByTestId(f.id).focus();
      }
    }
    expect(followed, visited.join(' ')).toBe(true);
    for (const g of groups) expect(visited).toContain(g);
    // With every group open, every link of the menu was a Tab stop.
    const links = await menu
      .locator('[data-testid^="menu-item-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    for (const link of links) expect(visited, visited.join(' ')).toContain(link);
  });

  it('keeps the dashboard chart out of the tab order, with a label', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/resumen`);
    const chart = page.getByTestId('invoices-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/Gráfico de compras y ventas/);
    const focusable = await chart
      .locator('[tabindex]:not([tabindex="-1"]), a[href], button')
      .evaluateAll((els) => els.length);
    expect(focusable).toBe(0);
  });
});

describe('sales table beside the open side menu', () => {
  for (const width of [1280, 1366]) {
    it(`fits at ${width} px: no sideways scroll, the actions column on screen`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
      await expect.poll(() => rows().count()).toBe(10);
      await page.getByTestId('side-menu').waitFor();
      const fit = await page.getByTestId('invoice-table-scroll').evaluate((el) => {
        const headers = Array.from(el.querySelectorAll('thead th'));
        const last = headers[headers.length - 1].getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          scroll: el.scrollWidth - el.clientWidth,
          actionsRight: last.right,
          boxRight: box.right,
          viewport: window.innerWidth,
        };
      });
      expect(fit.scroll).toBeLessThanOrEqual(0);
      expect(fit.actionsRight).toBeLessThanOrEqual(fit.boxRight);
      expect(fit.actionsRight).toBeLessThanOrEqual(fit.viewport);
      // Focus on a row's actions never scrolls the checkboxes away.
      await rows().first().getByRole('button').last().focus();
      expect(await page.getByTestId('invoice-table-scroll').evaluate((el) => el.scrollLeft)).toBe(0);
    });
  }
});

describe('fields side by side', () => {
  // Every field of a row is one height: a comuna Select or a date beside a text input was 36 px
  // against 42, and the expenses' filters mixed both.
  const heights = () =>
    page
      .locator('main .mantine-Input-input')
      .evaluateAll((inputs) => [...new Set(inputs.map((i) => Math.round(i.getBoundingClientRect().height)))]);

  it('are one height in the expenses filters and the business form', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${portal.url}/mis-gastos`);
    await page.getByTestId('expense-row').first().waitFor();
    expect(await heights()).toHaveLength(1);
    await page.goto(`${portal.url}/mis-datos/mi-empresa`);
    await page.getByTestId('business-edit-button').click();
    await page.getByTestId('business-form').waitFor();
    expect(await heights()).toHaveLength(1);
  });
});

describe('rows per page and the period picker', () => {
  it('shows 10 rows, then 25 kept in the URL across a reload', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await expect.poll(() => rows().count()).toBe(10);
    await page.getByTestId('page-size').selectOption('25');
    await page.waitForURL(/page_size=25/);
    await expect.poll(() => rows().count()).toBe(25);
    await page.reload();
    await expect.poll(() => rows().count()).toBe(25);
    expect(await page.getByTestId('page-size').inputValue()).toBe('25');
  });

  it('offers years back to the oldest imported period and never a future month', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await rows().first().waitFor();
    const now = new Date();
    const current = now.getFullYear() * 100 + now.getMonth() + 1;
    const years = await page
      .getByTestId('period-year')
      .locator('option')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
    expect(years[0]).toBe(now.getFullYear());
    const periods = await page
      .getByTestId('period-picker')
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter((v) => /^\d{6}$/.test(v)));
    for (const p of periods) expect(Number(p)).toBeLessThanOrEqual(current);
    // The oldest year takes the list to its December (or the latest month it has).
    const oldest = years[years.length - 1];
    await page.getByTestId('period-year').selectOption(String(oldest));
    await page.waitForURL(new RegExp(`period=${oldest}`));
    // The whole year is one choice, at the head of its months.
    await page.getByTestId('period-picker').selectOption(`year:${oldest}`);
    await page.waitForURL(new RegExp(`year=${oldest}`));
    expect(new URL(page.url()).searchParams.has('period')).toBe(false);
    await rows().first().waitFor();
  });
});

describe('purchases waiting for acknowledgment', () => {
  it('opens from the to-do filtered, and a rejection asks for the SII reason and says what happens', async () => {
    await page.goto(`${portal.url}/tareas-por-hacer`);
    const task = page.getByTestId('todo-task').filter({ hasText: 'Acepta o rechaza tus compras' });
    await task.getByTestId('todo-task-link').click();
    await page.waitForURL(/mis-compras\?awaiting_acknowledgment=true/);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('filter-awaiting-ack').inputValue()).toBe('true');
    for (const text of await rows().allTextContents()) expect(text).not.toMatch(/Aceptada|Rechazada/);

    const folio = (await rows().first().getAttribute('data-invoice-id')) ?? '';
    await rows().first().click();
    await page.getByTestId('invoice-detail').getByTestId('ack-reject').click();
    const form = page.getByTestId('reject-form');
    await form.waitFor();
    expect(await form.getByTestId('ack-where').textContent()).toBe(
      'Se registrará en el portal; se enviará al SII cuando la conexión con el SII esté configurada.',
    );
    await form.getByTestId('ack-confirm').click();
    await expect.poll(() => form.getByText('Elige el motivo del rechazo.').count()).toBe(1);
    await form.getByTestId('reject-reason-RFP').check();
    await form.getByTestId('ack-confirm').click();
    await expect
      .poll(() =>
        page.getByText('Registramos en el portal que rechazaste esta factura.', { exact: false }).count(),
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // Rejected, it no longer waits.
    await expect.poll(() => page.locator(`[data-invoice-id="${folio}"]`).count()).toBe(0);
  });
});

async function pickAccount(scope: ReturnType<Page['getByTestId']>, name: RegExp) {
  await scope.click();
  await page.getByRole('option', { name, exact: true }).first().click();
}

describe('classification', () => {
  it('classifies from the list bar and from the detail, and the classified filter shows them', async () => {
    await page.goto(`${portal.url}/compras-y-ventas/mis-compras?last_periods=12&classified=false`);
    await expect.poll(() => rows().count()).toBeGreaterThan(2);
    const ids = [
      await rows().nth(0).getAttribute('data-invoice-id'),
      await rows().nth(1).getAttribute('data-invoice-id'),
    ];
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    await page.getByTestId('bulk-classify').click();
    await pickAccount(page.getByTestId('classify-account'), /Mercaderías/);
    await page.getByTestId('classify-save').click();
    await expect.poll(() => page.getByText('Las facturas quedaron clasificadas').count()).toBeGreaterThan(0);
    for (const id of ids) await expect.poll(() => page.locator(`[data-invoice-id="${id}"]`).count()).toBe(0);

    // One more from its detail.
    const third = await rows().first().getAttribute('data-invoice-id');
    await rows().first().click();
    await pickAccount(page.getByTestId('invoice-detail').getByTestId('detail-account'), /Arriendos/);
    await expect.poll(() => page.getByText('La factura quedó clasificada').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.getByTestId('filter-classified').selectOption('true');
    await page.waitForURL(/classified=true/);
    for (const id of [...ids, third]) {
      await expect.poll(() => page.locator(`[data-invoice-id="${id}"]`).count()).toBe(1);
    }
  });
});

describe('a 375 px phone', () => {
  const screens = [
    '/dashboard',
    '/compras-y-ventas/mis-ventas',
    '/compras-y-ventas/mis-compras?awaiting_acknowledgment=false',
    '/mi-cuenta',
    '/mis-datos/mi-empresa',
    '/configuracion',
    '/tareas-por-hacer',
  ];
  it('scrolls no screen sideways; the business selector and the sort box ellipsize', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of screens) {
      await page.goto(`${portal.url}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    // A purchase's own page, with its account select and acknowledgment buttons.
    await page.goto(`${portal.url}/compras-y-ventas/mis-compras?last_periods=12`);
    const id = await rows().first().getAttribute('data-invoice-id');
    await page.goto(`${portal.url}/compras-y-ventas/detalle-de-factura-de-compra/${id}`);
    await page.getByTestId('detail-account').waitFor();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);

    await page.goto(`${portal.url}/compras-y-ventas/mis-ventas`);
    await page.getByTestId('sort-select').waitFor();
    const overflow = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => {
        const input =
          el.tagName === 'INPUT' || el.tagName === 'SELECT' ? el : el.querySelector('input,select');
        return input ? getComputedStyle(input).textOverflow : null;
      });
    expect(await overflow('sort-select')).toBe('ellipsis');
    expect(await overflow('business-selector')).toBe('ellipsis');
  });

  it('shows settings in words with their own controls, never a raw key or a free text box', async () => {
    await page.goto(`${portal.url}/configuracion`);
    await page.getByTestId('settings-list').waitFor();
    expect(await page.getByTestId('settings-list').locator('textarea, code').count()).toBe(0);
    const text = (await page.getByTestId('settings-list').textContent()) ?? '';
    expect(text).not.toMatch(/popup_rent|invoice_reminders|daily_summary_email/);
    // A 24-hour clock in any browser locale: hours and minutes, no AM/PM.
    const time = page.getByTestId('setting-value-input-daily_summary_email');
    expect(await time.getByLabel('Hora (0 a 23)', { exact: true }).inputValue()).toBe('08');
    expect(await time.getByLabel('Minutos', { exact: true }).inputValue()).toBe('00');
    expect(await time.locator('select').count()).toBe(0);
    expect(await time.textContent()).not.toMatch(/AM|PM/);
    await shoot(page, 'configuracion-hora-envio', { ready: () => time.waitFor() });
    await page.getByTestId('setting-value-input-invoice_reminders').fill('5');
    await page.getByTestId('setting-value-save-invoice_reminders').click();
    await expect.poll(() => page.getByText('Configuración actualizada con éxito').count()).toBeGreaterThan(0);
  });
});
