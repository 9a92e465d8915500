// `npx tsx e2e/screenshots.ts`: the screens as a person sees them, at 1280 and 375 px, into
// docs/screenshots/ (after `npm run build -w @portal/web`). The real server on a fresh demo database.
// SHOTS=name,name… takes only those.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateInvoices } from '@portal/api/seed';
import { makePkcs12 } from '@portal/api/testing';
import { writeRcvCsv } from '@portal/sii';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser';
import { sessionHeaders, signIn } from './flows';
import { startPortal } from './portal';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

/** A sales RCV with two rows that break the rules (a total off, a folio out of range). */
function rcvWithProblems(): string {
  const business = { rut: '76354771-K', name: 'Emisor SpA' };
  const docs = generateInvoices({ seed: 9091, business, count: 12, salesShare: 1 })
    .filter((d) => d.direction === 'VENTA')
    .slice(0, 6)
    .map((d, i) =>
      i === 1 ? { ...d, totalAmount: d.totalAmount + 7 } : i === 4 ? { ...d, folio: 10_000_000_000 } : d,
    );
  const file = join(tmpdir(), 'RCV_VENTA_202403.csv');
  writeFileSync(file, writeRcvCsv('VENTA', docs, { businessRut: business.rut }));
  return file;
}

type Shot = { name: string; path: string; before?: (page: Page) => Promise<void>; signedIn?: boolean };

const SHOTS: Shot[] = [
  { name: 'mis-clientes', path: '/clientes-y-proveedores/mis-clientes' },
  {
    name: 'detalle-cliente',
    path: '/clientes-y-proveedores/mis-clientes',
    before: async (page) => {
      await page.getByTestId('counterpart-row').first().locator('a').first().click();
      await page.getByTestId('counterpart-data').waitFor();
    },
  },
  {
    name: 'contacto-cliente',
    path: '/clientes-y-proveedores/mis-clientes',
    before: async (page) => {
      await page.getByTestId('counterpart-row').first().locator('a').first().click();
      await page.getByTestId('contact-add').click();
      await page.getByTestId('contact-form').waitFor();
    },
  },
  {
    name: 'registro-ventas-cliente',
    path: '/clientes-y-proveedores/mis-clientes',
    before: async (page) => {
      await page.getByTestId('counterpart-row').first().locator('a').first().click();
      await page.getByTestId('registry-link').click();
      await page.getByTestId('registry-row').first().waitFor();
    },
  },
  { name: 'mis-proveedores', path: '/clientes-y-proveedores/mis-proveedores' },
  {
    name: 'detalle-proveedor',
    path: '/clientes-y-proveedores/mis-proveedores',
    before: async (page) => {
      await page.getByTestId('counterpart-row').first().locator('a').first().click();
      await page.getByTestId('counterpart-data').waitFor();
    },
  },
  {
    name: 'registro-compras-proveedor',
    path: '/clientes-y-proveedores/mis-proveedores',
    before: async (page) => {
      await page.getByTestId('counterpart-row').first().locator('a').first().click();
      await page.getByTestId('registry-link').click();
      await page.getByTestId('registry-row').first().waitFor();
    },
  },
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
  { name: 'mis-compras-por-acusar', path: '/compras-y-ventas/mis-compras?awaiting_acknowledgment=true' },
  {
    name: 'rechazo-motivo',
    path: '/compras-y-ventas/mis-compras?awaiting_acknowledgment=true',
    before: async (page) => {
      await page.getByTestId('invoice-row').first().click();
      await page.getByTestId('invoice-detail').getByTestId('ack-reject').click();
      await page.getByTestId('reject-form').waitFor();
    },
  },
  {
    name: 'clasificar-detalle',
    path: '/compras-y-ventas/mis-compras?last_periods=12',
    before: async (page) => {
      await page.getByTestId('invoice-row').first().click();
      await page.getByTestId('detail-account').click();
    },
  },
  { name: 'configuracion', path: '/configuracion' },
  {
    name: 'configuracion-recordatorios',
    path: '/configuracion',
    before: async (page) => {
      await page.getByTestId('reminder-invoice_issued').waitFor();
      await page.getByTestId('reminders-section').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
    },
  },
  {
    name: 'configuracion-notificaciones',
    path: '/configuracion',
    before: async (page) => {
      await page.getByTestId('notifications-general').waitFor();
      await page.getByTestId('notifications-section').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
    },
  },
  {
    name: 'configuracion-notificaciones-por-cliente',
    path: '/configuracion',
    before: async (page) => {
      await page.getByTestId('notifications-tab-clients').click();
      await page.getByTestId('client-config-rut').fill('76.354.771-K');
      await page.getByTestId('client-config-save').click();
      await page.getByTestId('client-configs-client').waitFor();
      await page.getByTestId('notifications-section').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
    },
  },
  {
    name: 'dashboard-mensajes',
    path: '/dashboard',
    before: async (page) => {
      await page.getByTestId('messages-widget').waitFor();
      await page.getByTestId('messages-widget').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'factura-recordatorios',
    path: '/compras-y-ventas/mis-ventas',
    before: async (page) => {
      await page.getByTestId('invoice-row').first().click();
      await page.getByTestId('tab-recordatorios').click();
      await page.getByTestId('invoice-reminders').waitFor();
    },
  },
  {
    name: 'desuscripcion',
    path: '/configuracion',
    // The unsubscribe link of a real mail: the daily summary at 00:00 (rounds every 2 s in this
    // portal), read from the development mailbox, and its page opened.
    before: async (page) => {
      const base = new URL(page.url()).origin;
      const headers = await sessionHeaders(page);
      await page.request.put(`${base}/api/v1/client/settings/daily_summary_email`, {
        headers,
        data: { setting: { active: true, value: '00:00' } },
      });
      let link: string | undefined;
      for (let i = 0; i < 60 && !link; i++) {
        const box = (await (await page.request.get(`${base}/api/v1/dev/mailbox`)).json()) as {
          emails: { subject: string; text: string }[];
        };
        link = box.emails
          .find((m) => m.subject.startsWith('Resumen diario'))
          ?.text.match(/https?:\/\/\S+\/api\/v1\/public\/unsubscribe\?token=[\w-]+/)?.[0];
        if (!link) await page.waitForTimeout(500);
      }
      if (!link) throw new Error('no daily summary in the mailbox');
      await page.goto(`${base}${new URL(link).pathname}${new URL(link).search}`);
    },
  },
  {
    name: 'importar-problemas',
    path: '/compras-y-ventas/mis-ventas',
    // The import's choice step: the problems by line and field, nothing imported yet.
    before: async (page) => {
      await page.getByTestId('import-sii').click();
      await page
        .locator('[data-testid="import-dropzone"] input[type="file"]')
        .setInputFiles(rcvWithProblems());
      await page.getByTestId('import-submit').click();
      await page.getByTestId('import-problems').waitFor({ timeout: 20_000 });
    },
  },
  {
    // The collection modal from the first unpaid sale of the demo (e2e/collections.test.ts takes
    // cobranza-normal/-judicial/-historial with contacts and notices of its own).
    name: 'cobranza-modal',
    path: '/compras-y-ventas/mis-ventas?payed=false',
    before: async (page) => {
      await page.getByTestId('invoice-row').first().getByTestId('row-actions').click();
      await page.getByTestId('row-collect').click();
      await page.getByTestId('collection-modal').waitFor();
    },
  },
  { name: 'resumen', path: '/compras-y-ventas/resumen' },
  { name: 'flujo-de-caja', path: '/flujo-de-caja' },
  // Opened without a figure: the current week's inflows.
  { name: 'flujo-de-caja-documentos', path: '/flujo-de-caja/documentos' },
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
  }, // Certificate and credentials (the demo user has the certificate's route on).
  {
    name: 'certificado-digital-vacio',
    path: '/configuracion/certificado-digital',
    before: async (page) => {
      await removeCertificate(page);
      await page.getByTestId('certificate-empty').waitFor();
    },
  },
  {
    name: 'certificado-digital',
    path: '/configuracion/certificado-digital',
    before: async (page) => {
      await ensureCertificate(page);
      await page.getByTestId('certificate-card').waitFor();
    },
  },
  {
    name: 'mis-credenciales',
    path: '/mis-datos/mis-credenciales',
    before: async (page) => {
      await ensureSiiCredential(page);
      await page.getByTestId('credential-row').first().waitFor();
    },
  },
  // Honorarium tickets (the demo's received tickets, a ticket's detail, the import).
  {
    name: 'honorarios',
    path: '/honorarios?anio=-1',
    before: async (page) => {
      await page.getByTestId('ticket-row').first().waitFor();
    },
  },
  {
    name: 'honorarios-emitidas-detalle',
    path: '/honorarios?boletas=emitidas&anio=-1',
    before: async (page) => {
      await page.getByTestId('ticket-row').first().click();
      await page.getByTestId('ticket-detail').waitFor();
    },
  },
  {
    name: 'honorarios-importar',
    path: '/honorarios',
    before: async (page) => {
      await page.getByTestId('tickets-import').click();
      await page.getByTestId('import-drop').waitFor();
    },
  },
  // The document library (the demo has three files and no link).
  {
    name: 'documentos',
    path: '/documentos?seccion=listado&tab=subidos',
    before: async (page) => {
      await page.getByTestId('documents-list').waitFor();
    },
  },
  {
    name: 'documentos-vacio',
    path: '/documentos?seccion=listado&tab=enlaces',
    before: async (page) => {
      await page.getByTestId('documents-empty').waitFor();
    },
  },
  {
    name: 'documentos-formulario',
    path: '/documentos?seccion=nuevo',
    before: async (page) => {
      await page.getByTestId('document-form').waitFor();
      await page.getByTestId('document-name-input').fill('Contrato de arriendo bodega');
      await page.getByTestId('document-tags-input').fill('Contratos');
      await page.getByTestId('document-tags-input').press('Enter');
      await page.getByTestId('document-tags-input').press('Escape');
      // Submitting without a file shows the form's own message.
      await page.getByTestId('document-save').click();
    },
  },
  // The F29 proposal, and one line opened on its rule and documents.
  {
    name: 'propuesta-f29',
    path: '/iva/propuesta-f29',
    before: async (page) => {
      await page.getByTestId('f29-panel').waitFor();
      // Without a declared remanente (the next shot enters one, and the shots run once per width).
      if (await page.getByTestId('f29-declared-remove').isVisible()) {
        await page.getByTestId('f29-declared-remove').click();
        await page.getByTestId('f29-declared-save').waitFor();
      }
      for (const close of await page.locator('.mantine-Notification-closeButton').all())
        await close.click().catch(() => undefined);
    },
  },
  {
    // The remanente of the last declared F29 (August 2026) entered: September's line 504 starts from
    // it, reajustado by the UTM of October and September (both known to the portal).
    name: 'propuesta-f29-remanente-declarado',
    path: '/iva/propuesta-f29?periodo=202609',
    before: async (page) => {
      await page.getByTestId('f29-declared').waitFor();
      if (!(await page.getByTestId('f29-declared-edit').isVisible())) {
        await page.getByTestId('f29-declared-month').click();
        await page.getByRole('option', { name: 'Agosto 2026', exact: true }).click();
        await page.getByTestId('f29-declared-pesos').fill('1.500.000');
        await page.getByTestId('f29-declared-save').click();
        await page.getByTestId('f29-declared-edit').waitFor();
      }
      await page.getByTestId('f29-open-504').click();
      await page.getByTestId('f29-detail-504').waitFor();
      for (const close of await page.locator('.mantine-Notification-closeButton').all())
        await close.click().catch(() => undefined);
    },
  },
  {
    // A remanente declared in October 2026 reaches November's line 504, whose reajuste needs the UTM
    // of November and December 2026, which the portal's table does not have yet: the proposal names
    // the months and offers to enter the value the SII published.
    name: 'propuesta-f29-falta-utm',
    path: '/iva/propuesta-f29?periodo=202611',
    before: async (page) => {
      await page.getByTestId('f29-declared').waitFor();
      if (!(await page.getByTestId('f29-utm-202611').isVisible())) {
        if (await page.getByTestId('f29-declared-edit').isVisible())
          await page.getByTestId('f29-declared-edit').click();
        await page.getByTestId('f29-declared-month').click();
        await page.getByRole('option', { name: 'Octubre 2026', exact: true }).click();
        await page.getByTestId('f29-declared-pesos').fill('1.500.000');
        await page.getByTestId('f29-declared-save').click();
        await page.getByTestId('f29-declared-edit').waitFor();
      }
      await page.getByTestId('f29-utm-202611').waitFor();
      await page.getByTestId('f29-declared').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
      for (const close of await page.locator('.mantine-Notification-closeButton').all())
        await close.click().catch(() => undefined);
    },
  },
  {
    // The credits, with the informative lines of purchases without credit (521/564) and exempt (562/584).
    name: 'propuesta-f29-creditos',
    path: '/iva/propuesta-f29',
    before: async (page) => {
      await page.getByTestId('f29-panel').waitFor();
      await page.getByTestId('f29-amount-521').evaluate((el) => {
        el.scrollIntoView({ block: 'center' });
      });
    },
  },
  {
    name: 'propuesta-f29-linea',
    path: '/iva/propuesta-f29',
    before: async (page) => {
      await page.getByTestId('f29-open-502').click();
      await page.getByTestId('f29-documents').waitFor();
      await page.getByTestId('f29-line-row-502').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
    },
  },
  // The sales report (F29).
  {
    name: 'reporte-ventas-periodo',
    path: '/iva/reporte-de-ventas',
    before: async (page) => {
      await page.getByTestId('report-step-1').waitFor();
    },
  },
  { name: 'reporte-ventas-historial', path: '/iva/historial-reportes-de-ventas' },
  { name: 'reporte-ventas-mis-f29', path: '/iva/mis-f29' },
  // Expenses (the demo's main business has 36 with receipts).
  {
    name: 'gastos-lista',
    path: '/mis-gastos',
    before: async (page) => {
      await page.getByTestId('expense-row').first().waitFor();
    },
  },
  {
    name: 'gastos-ingresar',
    path: '/mis-gastos/ingresar-gasto',
    before: async (page) => {
      await page.getByTestId('expense-form').waitFor();
    },
  },
  {
    name: 'gastos-revisar',
    path: '/mis-gastos?estado=waiting',
    before: async (page) => {
      await page.getByTestId('expense-row').first().click();
      await page.getByTestId('receipt-frame').waitFor();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'gastos-mes',
    path: '/mis-gastos/gastos-mes',
    before: async (page) => {
      await page.getByTestId('month-groups').waitFor();
    },
  },
  {
    name: 'gastos-detalle-mensual',
    path: '/mis-gastos/detalle-mensual',
    before: async (page) => {
      await page.getByTestId('expenses-list').waitFor();
    },
  },
];

// A certificate 20 days from expiry (the warning shows), uploaded once through the API.
async function ensureCertificate(page: Page): Promise<void> {
  const url = page.url().replace(/\/configuracion.*$/, '/api/v1/client/business_certificates');
  const headers = await sessionHeaders(page);
  const list = (await (await fetch(url, { headers })).json()) as { business_credentials: unknown[] };
  if (list.business_credentials.length === 0) {
    const day = 86_400_000;
    const pfx = makePkcs12({
      holderName: 'Camila Andrea Muñoz Rojas',
      rut: '15555555-6',
      issuer: 'Entidad Certificadora de Prueba',
      notBefore: new Date(Date.now() - 345 * day),
      notAfter: new Date(Date.now() + 20 * day + 3_600_000),
      password: 'clave',
      algorithm: 'aes256',
    });
    const form = new FormData();
    form.append('password', 'clave');
    form.append('file', new Blob([new Uint8Array(pfx)]), 'firma-camila.pfx');
    await fetch(url, { method: 'POST', headers, body: form });
  }
  await page.reload();
  await page.waitForLoadState('networkidle');
}

// The empty state (each width's run comes after the other's upload).
async function removeCertificate(page: Page): Promise<void> {
  const url = page.url().replace(/\/configuracion.*$/, '/api/v1/client/business_certificates');
  const headers = await sessionHeaders(page);
  const list = (await (await fetch(url, { headers })).json()) as { business_credentials: { id: number }[] };
  for (const c of list.business_credentials) await fetch(`${url}/${c.id}`, { method: 'DELETE', headers });
  await page.reload();
  await page.waitForLoadState('networkidle');
}

// The SII credential, saved once through the API.
async function ensureSiiCredential(page: Page): Promise<void> {
  const url = page.url().replace(/\/mis-datos.*$/, '/api/v1/client/business_credentials');
  const headers = { ...(await sessionHeaders(page)), 'content-type': 'application/json' };
  await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ business_credential: { name: 'SII', username: '76354771-K', password: 'clave' } }),
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
}

const only = process.env.SHOTS?.split(',').map((n) => n.trim());
const wanted = only ? SHOTS.filter((s) => only.includes(s.name)) : SHOTS;

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

// Daily summaries every 2 s: the unsubscribe page's shot reads a real summary's link.
const portal = await startPortal({ DAILY_SUMMARY_INTERVAL_SECONDS: '2' });
try {
  for (const width of [1280, 375]) await capture(portal.url, width);
} finally {
  await portal.stop();
}
