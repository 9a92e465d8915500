// The browser's side, in Debian's Chromium through playwright-core (e2e/browser.ts), against the
// real server (the production build it serves): the JavaScript of the sign-in screen as the
// browser fetches it, then the sales list of the measured business (its whole history behind it):
// Largest Contentful Paint and Cumulative Layout Shift of a fresh navigation, and the interaction
// to next paint of a filter, a sort and a page change, all from PerformanceObserver in the page
// ('largest-contentful-paint', 'layout-shift', and 'event' entries with durationThreshold 16).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/browser';
import { ROOT } from './data';
import { WEB_DIST, gzipSize, screenBundle } from './web-bundle';

/** Runs in the page before its scripts: collects the entries from the first paint on. */
const OBSERVE = `
  window.__perf = { lcp: 0, lcpElement: '', cls: 0, events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__perf.lcp = e.startTime;
      window.__perf.lcpElement = e.element ? e.element.tagName + (e.element.dataset.testid ? '[' + e.element.dataset.testid + ']' : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__perf.events.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

type PagePerf = {
  lcp: number;
  lcpElement: string;
  cls: number;
  events: { id: number; name: string; duration: number }[];
};

export type BrowserResult = {
  chromium: string;
  /** JavaScript Chromium fetched for /login-cl, gzip KB, and how many files. */
  loginFetchedKb: number;
  loginFetchedFiles: number;
  /** The same from the manifest (the build's budget, e2e/bundle-size.test.ts). */
  loginManifestKb: number;
  loginHasRecharts: boolean;
  /** Per fresh navigation to the sales list. */
  lcp: number[];
  lcpElement: string;
  cls: number[];
  /** Interaction to next paint (the longest event of the interaction, 0 when under 16 ms), per run. */
  inp: { filter: number[]; sort: number[]; page: number[] };
  /** From the input to the new rows on screen (fetch included), per run. */
  update: { filter: number[]; sort: number[]; page: number[] };
};

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuild(log: (line: string) => void): void {
  const manifest = join(WEB_DIST, '.vite/manifest.json');
  const newest = (dir: string): number => {
    let t = 0;
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else t = Math.max(t, statSync(p).mtimeMs);
      }
    };
    walk(dir);
    return t;
  };
  const sources = Math.max(
    newest(join(ROOT, 'apps/web/src')),
    newest(join(ROOT, 'packages/contracts/src')),
    newest(join(ROOT, 'packages/domain/src')),
    statSync(join(ROOT, 'apps/web/vite.config.ts')).mtimeMs,
  );
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= sources) return;
  log('  building the web app (npm run build -w @portal/web)…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: ROOT, stdio: 'ignore' });
  if (res.status !== 0) throw new Error('npm run build -w @portal/web failed');
}

/** Debian's Chromium, installed by the test runner's helper when missing (scripts/chromium.mjs). */
export async function chromiumPath(): Promise<string> {
  const helper = join(ROOT, 'scripts/chromium.mjs');
  const { ensureChromium } = (await import(helper)) as { ensureChromium(): string | null };
  const path = ensureChromium();
  if (!path) throw new Error('Chromium is missing (see the message above)');
  return path;
}

const perf = (page: Page) => page.evaluate<PagePerf>('window.__perf');

/** The longest event of the interactions since `from`, ms (0: all under the 16 ms threshold). */
const longestSince = (p: PagePerf, from: number) =>
  p.events.slice(from).reduce((max, e) => Math.max(max, e.duration), 0);

type Doc = { document: { querySelector(s: string): { textContent: string } | null } };

async function interact(
  page: Page,
  label: string,
  action: () => Promise<void>,
): Promise<{ inp: number; update: number }> {
  const before = (await perf(page)).events.length;
  const table = await page.getByTestId('invoice-table').textContent();
  const listed = page.waitForResponse((r) => r.url().includes('/sii_invoice/invoices?'));
  const t0 = Date.now();
  await action();
  await listed;
  // The new rows on screen (a function, not a string: the portal's CSP forbids eval in the page).
  await page
    .waitForFunction(
      (old) => {
        const t = (globalThis as unknown as Doc).document.querySelector('[data-testid=invoice-table]');
        return t !== null && t.textContent !== old;
      },
      table,
      { timeout: 15_000 },
    )
    .catch(async (err) => {
      throw new Error(`${label}: the table did not change (${page.url()}): ${String(err).slice(0, 80)}`);
    });
  const update = Date.now() - t0;
  // The event entries of the interaction arrive after its next paint.
  await page.waitForTimeout(300);
  return { inp: longestSince(await perf(page), before), update };
}

export async function measureBrowser(
  base: string,
  user: { email: string; password: string },
  runs: number,
): Promise<BrowserResult> {
  const chromium = await chromiumPath();
  process.env.CHROMIUM_PATH = chromium;
  const browser = await openBrowser();
  try {
    const { context } = browser;
    const login = await context.newPage();
    const fetched = new Set<string>();
    login.on('response', (r) => {
      if (r.request().resourceType() === 'script') fetched.add(new URL(r.url()).pathname);
    });
    await login.goto(`${base}/login-cl`, { waitUntil: 'networkidle' });
    const loginFiles = [...fetched];
    const loginFetchedKb =
      loginFiles.reduce((sum, p) => sum + gzipSize(readFileSync(join(WEB_DIST, p))), 0) / 1024;
    await login.getByTestId('login-email').fill(user.email);
    await login.getByTestId('login-password').fill(user.password);
    await login.getByTestId('login-submit').click();
    await login.waitForURL(/\/dashboard/);
    await login.close();

    const out: BrowserResult = {
      chromium,
      loginFetchedKb,
      loginFetchedFiles: loginFiles.length,
      loginManifestKb: screenBundle().gzipBytes / 1024,
      loginHasRecharts: screenBundle().hasRecharts,
      lcp: [],
      lcpElement: '',
      cls: [],
      inp: { filter: [], sort: [], page: [] },
      update: { filter: [], sort: [], page: [] },
    };
    for (let run = 0; run < runs; run++) {
      // A fresh navigation each time (the session stays in the context's storage).
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await page.goto(`${base}/compras-y-ventas/mis-ventas`);
      await page.getByTestId('invoice-row').first().waitFor();
      await page.waitForTimeout(500);
      const loaded = await perf(page);
      out.lcp.push(loaded.lcp);
      out.lcpElement = loaded.lcpElement;
      out.cls.push(loaded.cls);
      // The filter must change the first page: to the paid documents when it shows unpaid ones.
      const unpaidShown = await page.getByTestId('invoice-row').filter({ hasText: 'No pagada' }).count();
      const payed = unpaidShown > 0 ? 'true' : 'false';
      const filter = await interact(page, `filter payed=${payed}`, async () => {
        await page.getByTestId('filter-payed').selectOption(payed);
      });
      const sort = await interact(page, 'sort by total', () => page.getByTestId('sort-monto_total').click());
      const next = await interact(page, 'page 2', () =>
        page.getByTestId('pagination').getByRole('button', { name: 'Página 2', exact: true }).click(),
      );
      for (const [k, r] of [
        ['filter', filter],
        ['sort', sort],
        ['page', next],
      ] as const) {
        out.inp[k].push(r.inp);
        out.update[k].push(r.update);
      }
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
