// `npx tsx e2e/screenshots.ts`: the screens as a person sees them, at 1280 and 375 px, into
// docs/screenshots/ (after `npm run build -w @portal/web`). The real server on a fresh demo database.
// `SHOTS=mi-empresa,mi-empresa-editar npx tsx e2e/screenshots.ts` retakes only the named ones.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser';
import { signIn } from './flows';
import { startPortal } from './portal';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

type Shot = { name: string; path: string; before?: (page: Page) => Promise<void>; signedIn?: boolean };

const SHOTS: Shot[] = [
  { name: 'login', path: '/login-cl', signedIn: false },
  {
    name: 'login-errores',
    path: '/login-cl',
    signedIn: false,
    // The form's own validation (the schema loads on first focus).
    before: async (page) => {
      await page.getByTestId('login-email').fill('no-es-un-correo');
      await page.getByTestId('login-submit').click();
      await page.getByText('Ingresa tu contraseña.').waitFor();
    },
  },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'mis-ventas', path: '/compras-y-ventas/mis-ventas' },
  { name: 'mis-compras', path: '/compras-y-ventas/mis-compras?last_periods=12' },
  { name: 'resumen', path: '/compras-y-ventas/resumen' },
  { name: 'flujo-de-caja', path: '/flujo-de-caja' },
  { name: 'tareas-por-hacer', path: '/tareas-por-hacer' },
  { name: 'mi-cuenta', path: '/mi-cuenta' },
  {
    name: 'mi-cuenta-contrasena',
    path: '/mi-cuenta',
    before: async (page) => {
      await page.getByTestId('change-password-form').scrollIntoViewIfNeeded();
    },
  },
  { name: 'mi-empresa', path: '/mis-datos/mi-empresa' },
  {
    name: 'mi-empresa-editar',
    path: '/mis-datos/mi-empresa',
    before: async (page) => {
      await page.getByTestId('business-edit-button').click();
      await page.getByTestId('business-form').waitFor();
    },
  },
];

// SHOTS=name,name retakes only those (a change to one screen does not rewrite every picture).
const only = process.env.SHOTS?.split(',').filter(Boolean);
const wanted = SHOTS.filter((s) => !only || only.includes(s.name));

async function capture(base: string, width: number): Promise<void> {
  const browser = await openBrowser({ width, height: width < 600 ? 812 : 800 });
  try {
    const page = await browser.context.newPage();
    await signIn(page, base);
    for (const shot of wanted.filter((s) => s.signedIn !== false)) await take(page, base, shot, width);
    await page.evaluate(() => window.localStorage.clear());
    for (const shot of wanted.filter((s) => s.signedIn === false)) await take(page, base, shot, width);
  } finally {
    await browser.close();
  }
}

async function take(page: Page, base: string, shot: Shot, width: number): Promise<void> {
  await page.goto(`${base}${shot.path}`);
  await page.waitForLoadState('networkidle');
  await shot.before?.(page);
  // Let skeletons give way to figures and transitions end.
  await page.waitForTimeout(400);
  const file = join(OUT, `${shot.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
}

const portal = await startPortal();
try {
  for (const width of [1280, 375]) await capture(portal.url, width);
} finally {
  await portal.stop();
}
