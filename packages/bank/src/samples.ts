// Statement files the project writes itself in the shapes real banks send and the portal once got
// wrong: several statements in one camt.053, a bank and a card statement in one OFX, accounts in
// currencies other than the peso (with 0, 2 and 3 decimals), a CSV in dollars and a QFX that
// declares windows-1252 but is written in UTF-8. Each file comes with the statements it was written
// from, so a test computes its expected figures from those, not from a reader.
import { generateStatement, generateStatementSeries } from './generate';
import type { CsvMapping, StatementAccount } from './types';
import { writeCamt053 } from './write/camt053';
import { writeCsv } from './write/csv';
import { writeOfx } from './write/ofx';

export type SampleStatementFile = {
  name: string;
  bytes: Buffer;
  /** What was written, in file order. */
  statements: StatementAccount[];
  /** The CSV layout the file was written with (CSV samples only). */
  mapping?: CsvMapping;
};

/** The USD CSV's layout: US dates and numbers, one signed amount column, a running balance. */
export const USD_CSV_MAPPING: CsvMapping = {
  dateColumn: 'Date',
  dateFormat: 'MM/DD/YYYY',
  descriptionColumn: 'Description',
  amountColumn: 'Amount',
  balanceColumn: 'Balance',
  numberStyle: 'us',
  // The header on the first row: no 'Moneda' line, so the amounts are read in the account's currency.
  headerRow: 1,
};

export const sampleStatementFiles = (seed = 11): SampleStatementFile[] => {
  const camtSeries = generateStatementSeries({
    statements: 2,
    entries: 4,
    seed,
    currency: 'EUR',
    accountNumber: 'DE89370400440532013000',
    startDate: '2026-03-02',
  });
  const bank = generateStatement({ entries: 5, seed: seed + 1, accountNumber: '0012345678', bankId: '012' });
  const card = generateStatement({
    entries: 3,
    seed: seed + 2,
    accountNumber: '4111222233334444',
    card: true,
    bankId: null,
  });
  const foreign = (currency: string, k: number, accountNumber: string) =>
    generateStatement({ entries: 3, seed: seed + k, currency, accountNumber, startDate: '2026-04-01' });
  const aud = foreign('AUD', 3, '063000123456');
  const cad = foreign('CAD', 4, '00211234567');
  const chf = foreign('CHF', 5, 'CH9300762011623852957');
  const bhd = foreign('BHD', 6, 'BH67BMAG00001299123456');
  const jpy = foreign('JPY', 7, '1234567');
  const usd = generateStatement({
    entries: 4,
    seed: seed + 8,
    currency: 'USD',
    accountNumber: '',
    runningBalances: true,
    bankId: null,
    // Days past the 12th, so the dates cannot be read month first.
    startDate: '2026-01-20',
  });
  const qfx = generateStatement({ entries: 2, seed: seed + 9, currency: 'USD', accountNumber: '7766554433' });
  qfx.entries[0] = { ...qfx.entries[0]!, description: 'PAGO ¦ CAFÉ Ñuñoa' };
  const qfxText = writeOfx([qfx], { version: 1 })
    .replace('ENCODING:UTF-8', 'ENCODING:USASCII')
    .replace('CHARSET:NONE', 'CHARSET:1252');
  const file = (name: string, text: string, statements: StatementAccount[], mapping?: CsvMapping) => ({
    name,
    bytes: Buffer.from(text, 'utf8'),
    statements,
    ...(mapping ? { mapping } : {}),
  });
  return [
    file('dos-estados.camt053.xml', writeCamt053(camtSeries, { version: '001.02' }), camtSeries),
    file('cuenta-y-tarjeta.ofx', writeOfx([bank, card], { version: 2 }), [bank, card]),
    file('aud.ofx', writeOfx([aud], { version: 1 }), [aud]),
    file('cad.ofx', writeOfx([cad], { version: 2 }), [cad]),
    file('chf.camt053.xml', writeCamt053([chf], { version: '001.08' }), [chf]),
    file('bhd.camt053.xml', writeCamt053([bhd], { version: '001.04' }), [bhd]),
    file('jpy.ofx', writeOfx([jpy], { version: 2 }), [jpy]),
    file('usd.csv', writeCsv(usd, USD_CSV_MAPPING), [usd], USD_CSV_MAPPING),
    file('utf8-declarado-1252.qfx', qfxText, [qfx]),
  ];
};
