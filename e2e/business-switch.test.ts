import type { Queryable } from '@portal/db';
import { addDays, addPeriods, formatCLP, periodOf } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD, writeExpenses } from '@portal/api/seed';
import { type InvoiceSeed, TODAY, insertInvoice } from '@portal/api/testing';
import { type PreparedDb, type ServerProcess, prepareDb, startServer } from '@portal/api/testing';
import { type Browser, openBrowser } from './browser';
import { signIn } from './flows';

// Switching business with the navbar selector must show the other business's figures on every
// business-scoped screen, without a reload. One user owns two businesses whose invoices differ;
// every expected figure is computed here from the invoices this test writes.

type Seeded = InvoiceSeed & { id?: number };
type BankPlan = {
  account: { bank_code: string; number: string; name: string };
  movements: { description: string; amount: number; suggests?: boolean }[];
};
type Business = { id: number; label: string; invoices: Seeded[]; client: string; bank: BankPlan };

const CURRENT_PERIOD = periodOf(TODAY)!;
/** The professional of each business's honorarium ticket. */
const PROFESSIONAL = { a: 'Profesional Alfa Honorarios', b: 'Profesional Beta Honorarios' };
const sale = (seed: InvoiceSeed): Seeded => ({ direction: 'VENTA', ...seed });
const purchase = (seed: InvoiceSeed): Seeded => ({ direction: 'COMPRA', ...seed });
/** Unpaid and due before today: overdue. Issued 40 days ago, so in an earlier tax period. */
const overdue = (net: number, client: string, rut = '76354771-K'): Seeded =>
  sale({
    net,
    issueDate: addDays(TODAY, -40),
    internalDueDate: addDays(TODAY, -5),
    counterpartRut: rut,
    counterpartName: client,
  });

// Two businesses whose every figure differs: counts, amounts and clients; bank accounts and
// movements too (the first movement of each suggests the business's first sale).
const PLANS = {
  a: {
    client: 'Comercial Alfa SpA',
    bank: {
      account: { bank_code: '001', number: '1100223344', name: 'Cuenta Alfa' },
      movements: [
        { description: 'TRANSF DE CLIENTE ALFA', amount: 119_000, suggests: true },
        { description: 'PAGO PROVEEDOR UNO ALFA', amount: -59_500 },
      ],
    },
    invoices: (client: string) => [
      sale({ net: 100_000, counterpartName: client }),
      sale({ net: 100_000, counterpartName: client }),
      sale({ net: 100_000, counterpartName: client, payed: true }),
      overdue(40_000, client),
      purchase({ net: 50_000, counterpartRut: '77111222-6', counterpartName: 'Proveedora Uno Ltda' }),
      purchase({ net: 50_000, counterpartRut: '77111222-6', counterpartName: 'Proveedora Uno Ltda' }),
    ],
  },
  b: {
    client: 'Distribuidora Beta Limitada',
    bank: {
      account: { bank_code: '037', number: '7700889911', name: 'Cuenta Beta' },
      movements: [
        { description: 'DEPOSITO BETA SUCURSAL', amount: 249_900, suggests: true },
        { description: 'COMISION BETA MANTENCION', amount: -6_500 },
        { description: 'PAGO INSUMOS DOS BETA', amount: -95_200 },
      ],
    },
    invoices: (client: string) => [
      sale({ net: 210_000, counterpartRut: '96555444-0', counterpartName: client }),
      sale({ net: 210_000, counterpartRut: '96555444-0', counterpartName: client, payed: true }),
      overdue(70_000, client, '96555444-0'),
      overdue(90_000, client, '96555444-0'),
      purchase({ net: 80_000, counterpartRut: '78222333-K', counterpartName: 'Insumos Dos SpA' }),
    ],
  },
};

const signed = (i: InvoiceSeed) => {
  const net = i.net ?? 100_000;
  return net + (i.iva ?? Math.round(net * 0.19));
};
const sum = (list: Seeded[]) => list.reduce((acc, i) => acc + signed(i), 0);
const periodOfSeed = (i: InvoiceSeed) => periodOf(i.issueDate ?? TODAY)!;
const dueOf = (i: InvoiceSeed) => i.internalDueDate ?? addDays(i.issueDate ?? TODAY, 30);
const docs = (n: number) => `${n.toLocaleString('es-CL')} ${n === 1 ? 'documento' : 'documentos'}`;

/** What each screen shows for a business, from its invoices. */
function figures(b: Business) {
  const sales = b.invoices.filter((i) => i.direction === 'VENTA');
  const purchases = b.invoices.filter((i) => i.direction === 'COMPRA');
  const monthSales = sales.filter((i) => periodOfSeed(i) === CURRENT_PERIOD);
  const unpaid = (list: Seeded[]) => list.filter((i) => !i.payed);
  const overdueSales = unpaid(sales).filter((i) => dueOf(i) < TODAY);
  return {
    monthSales: `${formatCLP(sum(monthSales))}${docs(monthSales.length)}`,
    salesList: { count: `de ${docs(sales.length)}`, total: formatCLP(sum(sales)) },
    purchasesList: { count: `de ${docs(purchases.length)}`, total: formatCLP(sum(purchases)) },
    toCollect: formatCLP(sum(unpaid(sales))),
    toPay: formatCLP(sum(unpaid(purchases))),
    overdueTotal: formatCLP(sum(overdueSales)),
    overdueTask: `${overdueSales.length} ${overdueSales.length === 1 ? 'factura de venta vencida' : 'facturas de venta vencidas'} por ${formatCLP(sum(overdueSales))}`,
    firstSaleId: sales[0].id!,
  };
}

let prepared: PreparedDb;
let server: ServerProcess;
let browser: Browser;
let page: Page;
let a: Business;
let b: Business;
let selected: Business;
/** A user of each business who is not a user of the other (the associated users' list). */
const onlyMember = new Map<number, string>();

async function seedBusiness(db: Queryable, id: number, plan: (typeof PLANS)['a']): Promise<Business> {
  const { rows } = await db.query<{ name: string; fantasy_name: string | null }>(
    'SELECT name, fantasy_name FROM businesses WHERE id = $1',
    [id],
  );
  const invoices: Seeded[] = [];
  for (const seed of plan.invoices(plan.client)) {
    invoices.push({ ...seed, id: await insertInvoice(db, id, seed) });
  }
  await seedBank(db, id, plan.bank, invoices[0]);
  return {
    id,
    label: rows[0].fantasy_name?.trim() || rows[0].name,
    invoices,
    client: plan.client,
    bank: plan.bank,
  };
}

/** The business's bank account and its movements; `suggests` ones carry a suggestion of `sale`. */
async function seedBank(db: Queryable, businessId: number, bank: BankPlan, sale: Seeded): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, name, account_type)
     VALUES ($1, $2, $3, $4, 'checking_account') RETURNING id`,
    [businessId, bank.account.bank_code, bank.account.number, bank.account.name],
  );
  for (const [i, m] of bank.movements.entries()) {
    const suggestions = m.suggests
      ? [
          {
            confidence: 0.5,
            reasons: ['exact_amount'],
            partial: false,
            documents: [{ id: sale.id, amount: m.amount }],
          },
        ]
      : [];
    await db.query(
      `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description,
         suggestions, suggestions_count, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, lower($6))`,
      [
        businessId,
        rows[0].id,
        `e2e-${i}`,
        addDays(TODAY, -i - 1),
        m.amount,
        m.description,
        JSON.stringify(suggestions),
        suggestions.length,
      ],
    );
  }
}

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 2 });
  const db = await prepared.open();
  const [idA, idB] = [prepared.ids.businesses.get('b1')!, prepared.ids.businesses.get('b2')!];
  // b2 is generated closed; make it an active business like b1 (same plan and functionalities),
  // and give b1's owner access to it.
  await db.query(
    `UPDATE businesses t SET status = s.status, status_onboarding = s.status_onboarding, debtor = s.debtor,
       debtor_date = s.debtor_date, closed_at = s.closed_at, payed = s.payed, prospect = s.prospect,
       valid_contract_plan = s.valid_contract_plan, plan = s.plan
     FROM businesses s WHERE s.id = $1 AND t.id = $2`,
    [idA, idB],
  );
  await db.query('DELETE FROM business_functionalities WHERE business_id = $1', [idB]);
  await db.query(
    `INSERT INTO business_functionalities (business_id, reference, beta)
     SELECT $2, reference, beta FROM business_functionalities WHERE business_id = $1`,
    [idA, idB],
  );
  await db.query(`INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    idB,
    prepared.ids.users.get('u1')!,
  ]);
  a = await seedBusiness(db, idA, PLANS.a);
  b = await seedBusiness(db, idB, PLANS.b);
  // One received honorarium ticket each, from a different professional.
  for (const [id, name, gross] of [
    [idA, PROFESSIONAL.a, 200_000],
    [idB, PROFESSIONAL.b, 300_000],
  ] as const) {
    await db.query(
      `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut,
         counterpart_name, gross_amount, retention_amount, net_amount, retention_by)
       VALUES ($1, 'received', 10, $2, 'VIG', '12345678-5', $3, $4, 0, $4, 'issuer')`,
      [id, TODAY, name, gross],
    );
  }
  // One expense per business, named for it.
  for (const biz of [a, b]) {
    await writeExpenses(
      db,
      biz.id,
      [
        {
          categoryId: 101,
          amount: 23_450,
          date: TODAY,
          description: `Gasto de ${biz.label}`,
          issuer: 'Copec',
          status: 'waiting',
          folio: 1,
        },
      ],
      { userId: null, reviewerId: null },
    );
  }
  for (const [mine, theirs] of [
    [idA, idB],
    [idB, idA],
  ]) {
    const { rows } = await db.query<{ email: string }>(
      `SELECT u.email FROM businesses_users bu JOIN users u ON u.id = bu.user_id
        WHERE bu.business_id = $1
          AND bu.user_id NOT IN (SELECT user_id FROM businesses_users WHERE business_id = $2)
        ORDER BY u.email LIMIT 1`,
      [mine, theirs],
    );
    onlyMember.set(mine, rows[0].email);
  }
  await db.close();

  server = await startServer(prepared);
  browser = await openBrowser();
  page = await browser.context.newPage();
  const user = prepared.data.users.find((u) => u.key === 'u1')!;
  await signIn(page, server.url, { email: user.email, password: GENERATED_PASSWORD });
  const stored = Number(await page.evaluate(() => window.localStorage.getItem('portal.business-id')));
  selected = stored === b.id ? b : a;
  // Gone after any full page load: proves every step below happened in the same page.
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await prepared?.drop();
});

/** A client-side navigation (what a link does), never a page load. */
async function navigate(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Screens open without a plan (the catalog's withoutPlan): switching business stays on them. */
const WITHOUT_PLAN = ['/dashboard', '/movimientos'];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function switchTo(target: Business): Promise<void> {
  const leaves = !WITHOUT_PLAN.includes(new URL(page.url()).pathname);
  await page.getByTestId('business-selector').click();
  // The option reads the business's name and then its RUT: the name starts it.
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(target.label)}`) }).click();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('portal.business-id')))
    .toBe(String(target.id));
  // Every other screen needs a plan: the app leaves it for the dashboard (spec §2.4).
  if (leaves) await page.waitForURL((url) => url.pathname === '/dashboard');
  await poll(() => page.getByTestId('business-selector').isDisabled()).toBe(false);
  selected = target;
}

/** Long enough for a page's first requests on a busy machine. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const other = () => (selected === a ? b : a);
const otherOf = (biz: Business) => (biz === a ? b : a);
/** The element's text, or null while it is not on the page (so a poll keeps polling). */
const text = (testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
const bodyText = () => page.locator('main').textContent();

/**
 * Opens the screen for the selected business and checks its figures, switches to the other one
 * with the navbar selector, comes back to the screen and checks the other business's figures.
 */
async function checkSwitch(
  path: string,
  shows: (f: ReturnType<typeof figures>, b: Business) => Promise<void>,
) {
  await navigate(path);
  await shows(figures(selected), selected);
  await switchTo(other());
  // A screen without a plan stays and must show the other business's figures by itself.
  if (new URL(page.url()).pathname === new URL(path, page.url()).pathname) {
    await shows(figures(selected), selected);
  }
  // Back to the screen as a link would take there.
  await navigate(path);
  await shows(figures(selected), selected);
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
}

describe('switching business', () => {
  it('the two businesses differ on every figure checked', () => {
    const [fa, fb] = [figures(a), figures(b)];
    for (const key of ['monthSales', 'toCollect', 'toPay', 'overdueTotal', 'overdueTask'] as const) {
      expect(fa[key]).not.toBe(fb[key]);
    }
    expect(fa.salesList).not.toEqual(fb.salesList);
    expect(fa.purchasesList).not.toEqual(fb.purchasesList);
  });

  it('dashboard widgets', async () => {
    await checkSwitch('/dashboard', async (f, biz) => {
      await poll(() => text('monthly-summary')).toContain(f.monthSales);
      await poll(() => text('ranking-list')).toContain(biz.client);
    });
  });

  it('sales list', async () => {
    await checkSwitch('/compras-y-ventas/mis-ventas', async (f) => {
      await poll(() => text('page-info')).toContain(f.salesList.count);
      await poll(() => text('total-filter')).toBe(f.salesList.total);
    });
  });

  it('purchases list', async () => {
    await checkSwitch('/compras-y-ventas/mis-compras', async (f) => {
      await poll(() => text('page-info')).toContain(f.purchasesList.count);
      await poll(() => text('total-filter')).toBe(f.purchasesList.total);
    });
  });

  it('purchases and sales summary', async () => {
    await checkSwitch('/compras-y-ventas/resumen', async (f) => {
      await poll(() => text('monthly-summary')).toContain(f.monthSales);
    });
  });

  it('balance general', async () => {
    // The sales' IVA is credited to 2105 IVA débito fiscal (docs/contabilidad.md), paid or not; the
    // range reaches back to the overdue sales of 40 days ago.
    const iva = (biz: Business) =>
      formatCLP(
        biz.invoices
          .filter((i) => i.direction === 'VENTA')
          .reduce((acc, i) => acc + (i.iva ?? Math.round((i.net ?? 100_000) * 0.19)), 0),
      );
    expect(iva(a)).not.toBe(iva(b));
    const path = `/contabilidad/balance-general?desde=${addPeriods(CURRENT_PERIOD, -2)}&hasta=${CURRENT_PERIOD}`;
    const cell = () =>
      page
        .locator('[data-testid="balance-row"][data-account="2105"] [data-column="credits"]')
        .textContent({ timeout: 1000 })
        .catch(() => null);
    await checkSwitch(path, async (_f, biz) => {
      await poll(cell).toBe(iva(biz));
    });
  });

  it('cash flow', async () => {
    await checkSwitch('/flujo-de-caja', async (f) => {
      await poll(bodyText).toContain(`Por cobrar${f.toCollect}`);
      await poll(bodyText).toContain(`Por pagar${f.toPay}`);
    });
  });

  it("cash flow's documents", async () => {
    const path = `/flujo-de-caja/documentos?operationType=VENTA&bucket_end=${addDays(TODAY, -1)}&overdue=true`;
    await checkSwitch(path, async (f) => {
      await poll(() => text('cash-flow-documents-total')).toBe(f.overdueTotal);
    });
  });

  it('to-do tasks', async () => {
    await checkSwitch('/tareas-por-hacer', async (f) => {
      await poll(() => text('todo-tasks')).toContain(f.overdueTask);
    });
  });

  it('bank accounts', async () => {
    await checkSwitch('/mis-datos/cuentas-bancarias', async (_f, biz) => {
      await poll(() => text('accounts-list')).toContain(biz.bank.account.number);
      expect(await text('accounts-list')).toContain(`${biz.bank.movements.length} movimientos`);
      expect(await text('accounts-list')).not.toContain(otherOf(biz).bank.account.number);
    });
  });

  it('associated users', async () => {
    await checkSwitch('/mis-datos/mis-usuarios-asociados', async (_f, biz) => {
      await poll(() => text('users-list')).toContain(onlyMember.get(biz.id)!);
      expect(await text('users-list')).not.toContain(onlyMember.get(otherOf(biz).id)!);
    });
  });

  it('bank movements and the reconciliation progress', async () => {
    await checkSwitch('/movimientos', async (_f, biz) => {
      const n = biz.bank.movements.length;
      await poll(() => text('movements-list')).toContain(biz.bank.movements[0].description);
      await poll(() => page.getByTestId('movement-row').count()).toBe(n);
      for (const m of otherOf(biz).bank.movements) {
        expect(await text('movements-list')).not.toContain(m.description);
      }
      await poll(bodyText).toContain(`0 de ${n} movimientos conciliados`);
    });
  });

  it('the reconciliation table', async () => {
    await checkSwitch('/movimientos/tabla-conciliacion', async (_f, biz) => {
      const suggested = biz.bank.movements.find((m) => m.suggests)!;
      await poll(() => text('conciliation-table')).toContain(suggested.description);
      await poll(() => text('conciliation-table')).toContain(biz.client);
      expect(await text('conciliation-table')).not.toContain(otherOf(biz).client);
    });
  });

  // The Honorarios list shows the selected business's tickets.
  it('honorarium tickets', async () => {
    await checkSwitch('/honorarios', async (_f, biz) => {
      await poll(() => text('tickets-list')).toContain(biz === a ? PROFESSIONAL.a : PROFESSIONAL.b);
      expect(await text('tickets-list')).not.toContain(biz === a ? PROFESSIONAL.b : PROFESSIONAL.a);
    });
  });

  // Expenses.
  it('the expenses list', async () => {
    await checkSwitch('/mis-gastos', async (_f, biz) => {
      await poll(() => text('expenses-list')).toContain(`Gasto de ${biz.label}`);
      expect(await text('expenses-list')).not.toContain(`Gasto de ${otherOf(biz).label}`);
    });
  });

  it("an invoice's detail page is not shown under the other business", async () => {
    const owner = selected;
    const id = figures(owner).firstSaleId;
    const path = `/compras-y-ventas/detalle-de-factura?id=${id}`;
    await navigate(path);
    await poll(() => text('invoice-detail')).toContain(owner.client);
    await switchTo(other());
    await navigate(path);
    // The other business answers 404 for this id: the page says so and shows nothing of it.
    await poll(() => text('invoice-detail')).toContain('Hubo un problema obteniendo el detalle');
    expect(await text('invoice-detail')).not.toContain(owner.client);
  });

  it("cash flow's documents opened without a figure show the current week", async () => {
    // Last: it loads the page afresh, which the switch checks above must not see.
    // The week runs Monday to Sunday: the days left to Sunday, from JavaScript's weekday.
    const sunday = addDays(TODAY, (7 - new Date(`${TODAY}T00:00:00Z`).getUTCDay()) % 7);
    const dm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
    await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/flujo-de-caja/documentos`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Entradas: Semana del ${dm(TODAY)} al ${dm(sunday)}`,
    );
  });
});
