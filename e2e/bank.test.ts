import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_PASSWORD } from '@portal/api/seed';
import {
  type PreparedDb,
  type ServerProcess,
  TODAY,
  insertInvoice,
  prepareDb,
  startServer,
} from '@portal/api/testing';
import { type StatementAccount, type StatementEntry, writeCsv, writeOfx } from '@portal/bank';
import { type SampleStatementFile, sampleStatementFiles } from '@portal/bank/testing';
import { addDays, formatCLP } from '@portal/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { poll, shoot, signIn } from './flows';

// Bank reconciliation in the browser: the owner adds a Banco de Chile
// account from the accounts screen, drops an OFX cartola on it, and reads "Nuevos: 3 · Sin cambios: 0"
// with one automatic reconciliation; in Movimientos the credit that carries a client's RUT and the
// exact amount of its invoice is "Conciliado automáticamente", the credit with no RUT (an amount
// equal to another open invoice) is only suggested and is reconciled by hand through the picker
// ("Buscar ventas"), which pays its invoice; the automatic one is undone from the drawer after its
// confirmation, and its invoice is unpaid again. A CSV whose columns the server cannot tell opens
// the mapping step. Data is written before the server starts (the embedded database serves one
// process). Screens at 1280 and 375 px along the way; with UPDATE_SCREENSHOTS=1 they replace
// docs/screenshots/{cuentas-bancarias,movimientos,tabla-conciliacion,conciliar-ventas,conciliar-compras}-*.png.

const ACCOUNT_NUMBER = '1234567809';
/** Paid by the credit that names it by RUT: reconciled by itself. */
const AUTO = { folio: 880_101, net: 250_000, rut: '76354771-K', name: 'Ferretería Ñuñoa SpA' };
/** Paid by a credit that says nothing of who paid: a suggestion, reconciled by hand. */
const MANUAL = { folio: 880_201, net: 150_000, rut: '96555444-0', name: 'Distribuidora Beta Limitada' };
/** Another open sale of the same client, another amount: the picker lists it too. */
const OTHER = { folio: 880_202, net: 90_000, rut: MANUAL.rut, name: MANUAL.name };
/** A purchase, so the purchases picker has something to show (no movement pays it). */
const PURCHASE = { folio: 55_301, net: 64_000, rut: '77111222-6', name: 'Proveedora Uno Ltda' };
const total = (net: number) => net + Math.round(net * 0.19);

const DAY = addDays(TODAY, -1);
const entry = (bankRef: string, amount: number, description: string): StatementEntry => ({
  bankRef,
  bookingDate: DAY,
  valueDate: null,
  amount,
  description,
  counterpartyName: null,
  counterpartyAccount: null,
  reference: null,
  runningBalance: null,
  type: amount > 0 ? 'CREDIT' : 'DEBIT',
});
const AUTO_TEXT = 'TRANSF DE 76.354.771-K FERRETERIA NUNOA';
const MANUAL_TEXT = 'TRANSFERENCIA RECIBIDA';
const DEBIT_TEXT = 'COMISION MANTENCION';
const statement = (entries: StatementEntry[]): StatementAccount => ({
  accountNumber: ACCOUNT_NUMBER,
  bankId: '001',
  currency: 'CLP',
  openingBalance: null,
  closingBalance: null,
  periodStart: DAY,
  periodEnd: DAY,
  entries,
});

let prepared: PreparedDb;
let server: ServerProcess;
let owner: { email: string; password: string };
let ofxFile: string;
let csvFile: string;
/** The generator's Swiss-franc camt.053 and its bank-and-card OFX, written to disk for the file input. */
const SAMPLES = sampleStatementFiles();
const sampleFile = (name: string): SampleStatementFile & { path: string } => {
  const s = SAMPLES.find((x) => x.name === name)!;
  return { ...s, path: join(sampleDir, s.name) };
};
let sampleDir: string;

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
  owner = { email: prepared.data.users.find((u) => u.key === 'u1')!.email, password: GENERATED_PASSWORD };
  const businessId = prepared.ids.businesses.get('b1')!;
  const db = await prepared.open();
  const issued = addDays(TODAY, -20);
  for (const s of [AUTO, MANUAL, OTHER]) {
    await insertInvoice(db, businessId, {
      folio: s.folio,
      net: s.net,
      counterpartRut: s.rut,
      counterpartName: s.name,
      issueDate: issued,
      // Due in three weeks: an amount alone this far from its due date is only a suggestion.
      internalDueDate: addDays(TODAY, 20),
    });
  }
  await insertInvoice(db, businessId, {
    direction: 'COMPRA',
    folio: PURCHASE.folio,
    net: PURCHASE.net,
    counterpartRut: PURCHASE.rut,
    counterpartName: PURCHASE.name,
    issueDate: issued,
  });
  await db.close();

  const dir = mkdtempSync(join(tmpdir(), 'portal-cartolas-'));
  ofxFile = join(dir, 'cartola-banco-de-chile.ofx');
  writeFileSync(
    ofxFile,
    writeOfx(
      [
        statement([
          entry('E2E-1', total(AUTO.net), AUTO_TEXT),
          entry('E2E-2', total(MANUAL.net), MANUAL_TEXT),
          entry('E2E-3', -8_900, DEBIT_TEXT),
        ]),
      ],
      { version: 1 },
    ),
  );
  // Headers no preset or usual name tells apart: the server asks for the columns.
  csvFile = join(dir, 'cartola-exportada.csv');
  writeFileSync(
    csvFile,
    writeCsv(statement([entry('x', 12_345, 'DEPOSITO EN EFECTIVO'), entry('y', -4_990, 'IMPTO. TIMBRES')]), {
      headerRow: 1,
      delimiter: ';',
      dateColumn: 'Dia contable',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Glosa del movimiento',
      amountColumn: 'Importe',
      numberStyle: 'cl',
    }),
  );
  sampleDir = mkdtempSync(join(tmpdir(), 'portal-cartolas-muestra-'));
  for (const sample of SAMPLES) writeFileSync(join(sampleDir, sample.name), sample.bytes);
  server = await startServer(prepared);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
});

const movement = (page: Page, text: string): Locator =>
  page.getByTestId('movement-row').filter({ hasText: text });
const stateOf = (row: Locator) => row.getByTestId('movement-state').textContent({ timeout: 2_000 });

/** The sale's row in Mis ventas, as the user finds it by folio. */
async function saleRowText(page: Page, folio: number): Promise<string | null> {
  await page.goto(`${server.url}/compras-y-ventas/mis-ventas?search=${folio}`);
  const row = page.getByTestId('invoice-row').filter({ hasText: String(folio) });
  await poll(() => row.count()).toBe(1);
  return row.textContent();
}

describe('bank reconciliation in the browser', () => {
  it('imports a cartola, reconciles automatically and by hand, and undoes one', async () => {
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);

      // The account, added from the accounts screen.
      await page.goto(`${server.url}/mis-datos/cuentas-bancarias`);
      await poll(() => page.locator('main').textContent()).toContain('Aún no tienes cuentas bancarias');
      await shoot(page, 'cuentas-bancarias-vacia');
      await page.getByTestId('account-add').click();
      const form = page.getByTestId('account-form');
      await form.getByTestId('account-field-bank_code').fill('Banco de Chile');
      await page.getByRole('option', { name: 'Banco de Chile', exact: true }).click();
      await form.getByTestId('account-field-number').fill('12-345678-09');
      await form.getByTestId('account-field-account_type').click();
      await page.getByRole('option', { name: 'Cuenta corriente', exact: true }).click();
      await form.getByTestId('account-field-name').fill('Cuenta principal');
      await shoot(page, 'cuentas-bancarias-agregar');
      await form.getByTestId('account-submit').click();
      await form.waitFor({ state: 'detached' });
      const account = page.getByTestId('account-row');
      await poll(() => account.count()).toBe(1);
      await poll(() => account.textContent()).toContain(ACCOUNT_NUMBER);
      await poll(() => account.textContent()).toContain('Sin movimientos');
      await shoot(page, 'cuentas-bancarias', { ready: () => account.first().waitFor() });
      // At 1280 px with the menu open the whole row is in view, its delete button too (no sideways scroll).
      const table = await page.getByTestId('accounts-list').boundingBox();
      const remove = await account.first().getByTestId('account-delete').boundingBox();
      expect(remove!.x + remove!.width).toBeLessThanOrEqual(table!.x + table!.width);
      expect(table!.x + table!.width).toBeLessThanOrEqual(1280);

      // A CSV of unknown columns: the mapping step, with the file's first rows; cancelled.
      await account.locator('[data-testid="statement-drop"] input[type="file"]').setInputFiles(csvFile);
      const mapping = page.getByTestId('csv-mapping-form');
      await mapping.waitFor({ timeout: 20_000 });
      await poll(() => mapping.textContent()).toContain('No reconocimos las columnas de este CSV');
      await poll(() => mapping.textContent()).toContain('Glosa del movimiento');
      await shoot(page, 'cuentas-bancarias-mapeo', { ready: () => mapping.waitFor() });
      await mapping.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await mapping.waitFor({ state: 'detached' });

      // The cartola, chosen on the account's drop zone.
      await account.locator('[data-testid="statement-drop"] input[type="file"]').setInputFiles(ofxFile);
      const result = page.getByTestId('statement-import-result');
      await result.waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('statement-import-counts').textContent()).toBe(
        'Nuevos: 3 · Sin cambios: 0',
      );
      expect(await result.textContent()).toContain('1 movimiento se concilió automáticamente.');
      expect(await result.textContent()).toContain('1 movimiento tiene sugerencias para revisar.');
      await shoot(page, 'cuentas-bancarias-importada', { ready: () => result.waitFor() });
      await page.getByRole('link', { name: 'Revisar movimientos', exact: true }).click();

      // Movimientos: automatic, suggested and not reconciled.
      await page.waitForURL(/\/movimientos\?cuenta=\d+/);
      await poll(() => page.getByTestId('movement-row').count()).toBe(3);
      const auto = movement(page, AUTO_TEXT);
      const manual = movement(page, MANUAL_TEXT);
      const debit = movement(page, DEBIT_TEXT);
      await poll(() => stateOf(auto)).toBe('Conciliado automáticamente');
      await poll(() => stateOf(manual)).toBe('Sugerencias (1)');
      await poll(() => stateOf(debit)).toBe('Sin conciliar');
      expect(await auto.textContent()).toContain(formatCLP(total(AUTO.net)));
      await poll(() => page.locator('main').textContent()).toContain('1 de 3 movimientos conciliados');
      await shoot(page, 'movimientos', { ready: () => page.getByTestId('movement-row').first().waitFor() });

      // The suggested credit, opened with the keyboard: its suggestion is the open invoice.
      await manual.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('conciliation-panel');
      await drawer.waitFor();
      const suggestion = drawer.getByTestId('suggestion');
      await poll(() => suggestion.count()).toBe(1);
      expect(await suggestion.textContent()).toContain(`N° ${MANUAL.folio}`);
      await shoot(page, 'movimientos-conciliar', { ready: () => drawer.waitFor() });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // The reconciliation table: the same movement with its suggestion beside it.
      await page.getByRole('link', { name: 'Tabla de conciliación', exact: true }).click();
      await page.waitForURL(/\/movimientos\/tabla-conciliacion/);
      const tableRow = page.getByTestId('conciliation-table-row');
      await poll(() => tableRow.count()).toBe(1);
      expect(await tableRow.textContent()).toContain(MANUAL_TEXT);
      expect(await tableRow.textContent()).toContain(`N° ${MANUAL.folio}`);
      await shoot(page, 'tabla-conciliacion', { ready: () => tableRow.waitFor() });

      // The purchases picker of the debit (the purchase is listed; this debit does not pay it).
      const debitId = await (async () => {
        await page.goto(`${server.url}/movimientos`);
        await poll(() => debit.count()).toBe(1);
        return debit.getAttribute('data-movement-id');
      })();
      await page.goto(
        `${server.url}/compras-y-ventas/mis-compras/conciliar-documentos?bm_movement_id=${debitId}`,
      );
      await poll(() => page.getByTestId('picker-row').count()).toBe(1);
      await shoot(page, 'conciliar-compras', {
        ready: () => page.getByTestId('picker-row').first().waitFor(),
      });

      // By hand: the drawer's "Buscar ventas", the invoice chosen in the picker, "Conciliar".
      await page.goto(`${server.url}/movimientos`);
      await manual.click();
      await drawer.getByRole('link', { name: 'Buscar ventas', exact: true }).click();
      await page.waitForURL(/\/mis-ventas\/conciliar-documentos\?bm_movement_id=\d+/);
      await poll(() => page.getByTestId('picker-row').count()).toBe(2);
      await page.getByRole('checkbox', { name: new RegExp(`N° ${MANUAL.folio} `) }).check();
      await poll(() => page.getByTestId('picker-summary').textContent()).toContain(
        'La suma calza exactamente con el movimiento.',
      );
      await shoot(page, 'conciliar-ventas', {
        ready: () => page.getByTestId('picker-row').first().waitFor(),
      });
      await page.getByTestId('picker-conciliate').click();
      await page.waitForURL((url) => url.pathname === '/movimientos');
      await poll(() => page.getByText('El movimiento se concilió con 1 documento.').count()).toBe(1);
      await poll(() => stateOf(manual)).toBe('Conciliado');
      await poll(() => page.locator('main').textContent()).toContain('2 de 3 movimientos conciliados');
      expect(await saleRowText(page, MANUAL.folio)).toContain('Pagada');
      expect(await saleRowText(page, OTHER.folio)).toContain('No pagada');
      expect(await saleRowText(page, AUTO.folio)).toContain('Pagada');

      // Undo the automatic one from its drawer (opened with Enter), after the confirmation.
      await page.goto(`${server.url}/movimientos`);
      await auto.focus();
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      const item = drawer.getByTestId('conciliation-item');
      await poll(() => item.textContent()).toContain('Automática');
      expect(await item.textContent()).toContain(`N° ${AUTO.folio}`);
      await item.getByRole('button', { name: /^Deshacer la conciliación con / }).click();
      const confirm = page.getByRole('dialog', { name: '¿Deshacer esta conciliación?', exact: true });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('volverá a quedar por pagar');
      await confirm.getByRole('button', { name: 'Deshacer', exact: true }).click();
      await poll(() => page.getByText('La conciliación se deshizo.').count()).toBe(1);
      // Left unreconciled, it proposes its invoice again (never reconciled by itself: the user said no).
      await poll(() => drawer.getByTestId('movement-state').textContent()).toBe('Sugerencias (1)');
      await poll(() => drawer.textContent()).toContain('Este movimiento aún no tiene conciliaciones.');
      await poll(() => drawer.textContent()).toContain(`N° ${AUTO.folio}`);
      await page.keyboard.press('Escape');
      await poll(() => stateOf(auto)).toBe('Sugerencias (1)');
      await poll(() => page.locator('main').textContent()).toContain('1 de 3 movimientos conciliados');
      expect(await saleRowText(page, AUTO.folio)).toContain('No pagada');
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('accounts in other currencies and multi-account files: each balance as of its last statement', async () => {
    const chf = sampleFile('chf.camt053.xml');
    const both = sampleFile('cuenta-y-tarjeta.ofx');
    const [bank, card] = both.statements;
    // The figures the screen must show, written here from the statements (es-CL: dot thousands,
    // comma decimals; francs with two decimals and their code, pesos with '$').
    const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    const francs = (minor: number) =>
      `${minor < 0 ? '-' : ''}${group(String(Math.floor(Math.abs(minor) / 100)))},${String(Math.abs(minor) % 100).padStart(2, '0')} CHF`;
    const pesos = (n: number) => `${n < 0 ? '-' : ''}$${group(String(Math.abs(n)))}`;
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    const browser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);
      await page.goto(`${server.url}/mis-datos/cuentas-bancarias`);
      const addAccount = async (number: string, currency: string | null, option = currency) => {
        await page.getByTestId('account-add').click();
        const form = page.getByTestId('account-form');
        await form.getByTestId('account-field-bank_code').fill('Banco de Chile');
        await page.getByRole('option', { name: 'Banco de Chile', exact: true }).click();
        await form.getByTestId('account-field-number').fill(number);
        if (currency) {
          await form.getByTestId('account-field-currency').fill(currency);
          await page.getByRole('option', { name: option!, exact: true }).click();
        }
        await form.getByTestId('account-submit').click();
        await form.waitFor({ state: 'detached' });
      };
      // The number alone, not inside a longer one (the first test's account starts like the bank's).
      const row = (number: string) =>
        page.getByTestId('account-row').filter({ hasText: new RegExp(`(^|\\D)${number}(\\D|$)`) });
      const drop = async (number: string, path: string) =>
        row(number).locator('[data-testid="statement-drop"] input[type="file"]').setInputFiles(path);

      // A Swiss-franc account: its camt.053 in cents, the balance in francs.
      const chfNumber = chf.statements[0]!.accountNumber.replace(/\D/g, '');
      await addAccount(chfNumber, 'CHF');
      await poll(() => row(chfNumber).count()).toBe(1);
      await drop(chfNumber, chf.path);
      const result = page.getByTestId('statement-import-result');
      await result.waitFor({ timeout: 20_000 });
      const chfBalance = `Saldo al ${dmy(chf.statements[0]!.periodEnd!)}: ${francs(chf.statements[0]!.closingBalance!)}`;
      await poll(() => page.getByTestId('statement-import-balance').textContent()).toBe(chfBalance);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await result.waitFor({ state: 'detached' });

      // A bank and a card statement in one OFX, dropped on the bank account: the card is asked for.
      const bankNumber = bank!.accountNumber.replace(/^0+/, '');
      await addAccount(bankNumber, null);
      await poll(() => row(bankNumber).count()).toBe(1);
      await drop(bankNumber, both.path);
      const ask = page.getByTestId('statement-accounts-form');
      await ask.waitFor({ timeout: 20_000 });
      await poll(() => ask.textContent()).toContain(
        `Tarjeta N° ${card!.accountNumber} · CLP · 3 movimientos`,
      );
      await poll(() => ask.getByLabel('Importar en', { exact: true }).inputValue()).toBe(
        `Crear la cuenta N° ${card!.accountNumber}`,
      );
      await shoot(page, 'cuentas-bancarias-varias-cuentas', { ready: () => ask.waitFor() });
      await ask.getByTestId('statement-accounts-submit').click();
      await result.waitFor({ timeout: 20_000 });
      await poll(() => page.getByTestId('statement-import-counts').allTextContents()).toEqual([
        `Nuevos: ${bank!.entries.length} · Sin cambios: 0`,
        `Nuevos: ${card!.entries.length} · Sin cambios: 0`,
      ]);
      await poll(() => result.textContent()).toContain(`Cuenta N° ${card!.accountNumber} (nueva)`);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await result.waitFor({ state: 'detached' });

      // The list: each account's balance as of its last statement, in its own currency.
      const balanceOf = (number: string) => row(number).getByTestId('account-balance').textContent();
      await poll(() => balanceOf(chfNumber)).toBe(chfBalance);
      await poll(() => balanceOf(bankNumber)).toBe(
        `Saldo al ${dmy(bank!.periodEnd!)}: ${pesos(bank!.closingBalance!)}`,
      );
      await poll(() => balanceOf(card!.accountNumber)).toBe(
        `Saldo al ${dmy(card!.periodEnd!)}: ${pesos(card!.closingBalance!)}`,
      );
      // The whole page: at 375 px the accounts are cards, one under another.
      await shoot(page, 'cuentas-bancarias-saldos', {
        fullPage: true,
        ready: () => row(chfNumber).getByTestId('account-balance').waitFor(),
      });

      // A dollar CSV that gives the balance after each movement: the movements list shows it.
      const usd = sampleFile('usd.csv');
      const usdNumber = '55667788';
      await addAccount(usdNumber, 'USD', 'Dólares (USD)');
      await poll(() => row(usdNumber).count()).toBe(1);
      await drop(usdNumber, usd.path);
      await result.waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Revisar movimientos', exact: true }).click();
      await page.waitForURL(/\/movimientos\?cuenta=\d+/);
      const entries = usd.statements[0]!.entries;
      await poll(() => page.getByTestId('movement-row').count()).toBe(entries.length);
      const dollars = (minor: number) =>
        `${minor < 0 ? '-' : ''}${group(String(Math.floor(Math.abs(minor) / 100)))},${String(Math.abs(minor) % 100).padStart(2, '0')} USD`;
      const shown = async () => (await page.getByTestId('movement-balance').allTextContents()).sort();
      await poll(shown).toEqual(entries.map((e) => dollars(e.runningBalance!)).sort());
      await shoot(page, 'movimientos-saldo', {
        ready: () => page.getByTestId('movement-row').first().waitFor(),
      });
    } finally {
      await browser.close();
    }
    // About two minutes on the shared machine; a loaded one needs more room than that.
  }, 240_000);
});
