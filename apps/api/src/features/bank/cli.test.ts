import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StatementAccount, writeCamt053, writeCsv, writeOfx } from '@portal/bank';
import { generateStatementSeries } from '@portal/bank/testing';
import { openPglite } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedRun, migratedPgliteImage } from '@portal/db/testing';
import { main } from '../../../../../scripts/commands/import';
import { runInProcess } from '../../../../../scripts/run-cli';

// `npm run import` with bank statements: scripts/commands/import.ts in this process (its own process is
// invoice-imports/cli.test.ts's) against a temporary
// embedded database (the PGlite run proves it). The account is found (or created) by the number the
// file names.
const RUT = '76086428-5';

const account = (number: string): StatementAccount => ({
  accountNumber: number,
  bankId: '012',
  currency: 'CLP',
  openingBalance: null,
  closingBalance: null,
  periodStart: null,
  periodEnd: null,
  entries: [
    {
      bankRef: 'C1',
      bookingDate: '2026-11-02',
      valueDate: null,
      amount: 250_000,
      description: 'DEPOSITO',
      counterpartyName: null,
      counterpartyAccount: null,
      reference: null,
      runningBalance: null,
      type: null,
    },
    {
      bankRef: 'C2',
      bookingDate: '2026-11-03',
      valueDate: null,
      amount: -12_000,
      description: 'COMISION',
      counterpartyName: null,
      counterpartyAccount: null,
      reference: null,
      runningBalance: null,
      type: null,
    },
  ],
});

// Two consecutive EUR statements of one account in one camt.053.
const series = generateStatementSeries({
  statements: 2,
  entries: 3,
  seed: 3,
  currency: 'EUR',
  accountNumber: 'DE89370400440532013000',
});

let dataDir: string;
let files: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-bank-'));
  files = mkdtempSync(join(tmpdir(), 'portal-cli-bank-files-'));
  writeFileSync(join(files, 'cartola.ofx'), writeOfx([account('00123456789')], { version: 1 }));
  writeFileSync(
    join(files, 'cuenta-y-tarjeta.ofx'),
    writeOfx([account('00777888999'), { ...account('4111222233334444'), card: true, bankId: null }], {
      version: 2,
    }),
  );
  writeFileSync(join(files, 'dos-estados.xml'), writeCamt053(series, { version: '001.02' }));
  writeFileSync(join(files, 'cartola.csv'), writeCsv({ ...account(''), bankId: null }, 'banco-de-chile'));
  const db = await openPglite(dataDir, await migratedPgliteImage());
  await db.query('INSERT INTO businesses (rut, name) VALUES ($1, $2)', [RUT, 'Agrícola Santa Elena SpA']);
  await db.close();
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

/** The command inside this process (scripts/run-cli.ts): a new process per run cost ~10 s. */
const run = (...args: string[]) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OPERATOR_EMAILS: '',
  };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  return runInProcess(main, args, env);
};

describe.runIf(embeddedRun())('scripts/import.ts with bank statements', () => {
  it('creates the account the OFX names at its bank, then finds it: the second run is unchanged', async () => {
    const first = await run('--business', RUT, join(files, 'cartola.ofx'));
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Cartola cartola.ofx (OFX) en la cuenta N° 123456789 (nueva):');
    expect(first.out).toContain('Nuevos: 2 · Sin cambios: 0');
    const again = await run('--business', RUT, join(files, 'cartola.ofx'));
    expect(again.out).toContain('Cartola cartola.ofx (OFX) en la cuenta N° 123456789:');
    expect(again.out).toContain('Nuevos: 0 · Sin cambios: 2');
  }, 150_000);

  it('a CSV cartola goes to the account given with --account, and says so when none is given', async () => {
    // One account: the CSV goes to it.
    const only = await run('--business', RUT, join(files, 'cartola.csv'));
    expect(only.code).toBe(0);
    expect(only.out).toContain('Nuevos: 2 · Sin cambios: 0');
    const other = await run('--business', RUT, '--account', '555666777', join(files, 'cartola.csv'));
    expect(other.code).toBe(1);
    expect(other.err).toContain('indica su banco con --bank');
    const created = await run(
      '--business',
      RUT,
      '--account',
      '555666777',
      '--bank',
      '037',
      join(files, 'cartola.csv'),
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain('en la cuenta N° 555666777 (nueva)');
    // Two accounts now: a CSV without --account is refused, naming the way out.
    const ambiguous = await run('--business', RUT, join(files, 'cartola.csv'));
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.err).toContain('--account <número>');
  }, 300_000);

  it('imports every statement of a file: a bank and a card statement, two statements of one EUR account', async () => {
    const both = await run('--business', RUT, '--bank', '012', join(files, 'cuenta-y-tarjeta.ofx'));
    expect(both.err).toBe('');
    expect(both.code).toBe(0);
    expect(both.out).toContain('Cartola cuenta-y-tarjeta.ofx (OFX) en la cuenta N° 777888999 (nueva):');
    expect(both.out).toContain(
      'Cartola cuenta-y-tarjeta.ofx (OFX) en la cuenta N° 4111222233334444 (nueva):',
    );
    const camt = await run('--business', RUT, '--bank', '001', join(files, 'dos-estados.xml'));
    expect(camt.err).toBe('');
    expect(camt.out).toContain(
      'Cartola dos-estados.xml (camt.053) en la cuenta N° 89370400440532013000 (nueva):',
    );
    expect(camt.out).toContain('Nuevos: 6 · Sin cambios: 0');
    // The balance the second statement closes with, in euros: opening + Σ amounts of both.
    const closing =
      series[0]!.openingBalance! +
      [...series[0]!.entries, ...series[1]!.entries].reduce((t, e) => t + e.amount, 0);
    const euros = `${String(Math.floor(Math.abs(closing) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(Math.abs(closing) % 100).padStart(2, '0')} EUR`;
    const dmy = series[1]!.periodEnd!.split('-').reverse().join('/');
    expect(camt.out).toContain(`Saldo al ${dmy}: ${closing < 0 ? '\u2212' : ''}${euros}`);
  }, 300_000);
});
