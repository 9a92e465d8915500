import { describe, expect, it } from 'vitest';
import { checkBalances } from './balances';
import { detectCsvPreset } from './csv-detect';
import { parseStatement } from './parse';
import { sampleStatementFiles } from './samples';
import type { StatementAccount } from './types';

// The project's own multi-statement, multi-account, foreign-currency and mis-declared files (they
// need no ../shared): every statement read, amounts in each currency's minor units, balances agree.
const samples = sampleStatementFiles();
const sample = (name: string) => samples.find((s) => s.name === name)!;
const figures = (a: StatementAccount) => ({
  accountNumber: a.accountNumber,
  currency: a.currency,
  card: a.card ?? false,
  amounts: a.entries.map((e) => e.amount),
  closingBalance: a.closingBalance,
});

describe('sample statement files (the project generator)', () => {
  it.each(samples.map((s) => [s.name, s] as const))('%s: every statement, in its currency', (_, s) => {
    const parsed = parseStatement(s.bytes, s.mapping ? { csv: s.mapping, currency: 'USD' } : {});
    expect(parsed.accounts.map(figures)).toEqual(
      s.statements.map((a) => ({
        ...figures(a),
        // A CSV cartola names no account and carries no statement balance.
        ...(parsed.format === 'csv' ? { accountNumber: '', closingBalance: null } : {}),
      })),
    );
    for (const a of parsed.accounts) expect(checkBalances(a)).toEqual({ ok: true });
  });

  it('the second statement of the camt.053 opens where the first closed', () => {
    const s = sample('dos-estados.camt053.xml');
    const [first, second] = parseStatement(s.bytes).accounts;
    const written = s.statements[0]!;
    expect(first!.openingBalance).toBe(written.openingBalance);
    // opening + Σ amounts of the first statement, computed here from what was written.
    const closing = written.openingBalance! + written.entries.reduce((t, e) => t + e.amount, 0);
    expect(first!.closingBalance).toBe(closing);
    expect(second!.openingBalance).toBe(closing);
  });

  it('BHD keeps thousandths and JPY whole yen', () => {
    const bhd = parseStatement(sample('bhd.camt053.xml').bytes).accounts[0]!;
    expect(bhd.entries.map((e) => e.amount)).toEqual(
      sample('bhd.camt053.xml').statements[0]!.entries.map((e) => e.amount),
    );
    expect(sample('bhd.camt053.xml').bytes.toString()).toMatch(/<Amt Ccy="BHD">\d+\.\d{3}<\/Amt>/);
    expect(sample('jpy.ofx').bytes.toString()).toMatch(/<TRNAMT>-?\d+<\/TRNAMT>/);
  });

  it('a QFX that declares windows-1252 but is UTF-8 reads ¦ and accents as written, and says so', () => {
    const parsed = parseStatement(sample('utf8-declarado-1252.qfx').bytes);
    expect(parsed.accounts[0]!.entries[0]!.description).toContain('PAGO ¦ CAFÉ Ñuñoa');
    expect(parsed.encoding).toBe('utf-8');
    expect(parsed.notes).toEqual([
      'El archivo declara Windows-1252 (Latin-1) pero está escrito en UTF-8; se leyó como UTF-8.',
    ]);
  });

  it('the same QFX really in windows-1252 is read as declared, without a note', () => {
    const text = sample('utf8-declarado-1252.qfx').bytes.toString('utf8');
    const latin = Buffer.from(text, 'latin1');
    const parsed = parseStatement(latin);
    expect(parsed.accounts[0]!.entries[0]!.description).toContain('PAGO ¦ CAFÉ Ñuñoa');
    expect(parsed.encoding).toBe('windows-1252');
    expect(parsed.notes).toEqual([]);
  });

  it('a CSV in dollars is read in the account currency given (cents), and detected without doubt', () => {
    const s = sample('usd.csv');
    const detected = detectCsvPreset(s.bytes);
    expect(detected?.uncertain).toEqual([]);
    const parsed = parseStatement(s.bytes, { currency: 'USD' });
    expect(parsed.accounts[0]!.currency).toBe('USD');
    expect(parsed.accounts[0]!.entries.map((e) => e.amount)).toEqual(
      s.statements[0]!.entries.map((e) => e.amount),
    );
  });
});

describe('CSV indicator column', () => {
  const csv =
    'Fecha;Glosa;Monto;Tipo\n02/03/2026;PAGO PROVEEDOR;15.000;Cargo\n03/03/2026;TRANSFERENCIA;250.000;Abono\n';
  it('detects the sign-less amounts, proposes the indicator and says it is not certain', () => {
    const d = detectCsvPreset(csv)!;
    expect(d.mapping).toMatchObject({ amountColumn: 'Monto', indicatorColumn: 'Tipo' });
    // 02/03 and 03/03 read either way, and so do 15.000 and 250.000: three doubts, each named.
    expect(d.uncertain).toEqual([
      'Las fechas de «Fecha» se leen de dos maneras (día/mes o mes/día): confirma su formato.',
      'Los montos se leen de dos maneras (1.234 puede ser mil doscientos o 1,234): confirma el separador.',
      'Ningún monto de «Monto» trae signo y «Tipo» parece decir si es cargo o abono: confirma que es así.',
    ]);
  });
  it('reads the sign from the indicator, and names a value that is neither', () => {
    const m = detectCsvPreset(csv)!.mapping;
    expect(parseStatement(csv, { csv: m }).accounts[0]!.entries.map((e) => e.amount)).toEqual([
      -15_000, 250_000,
    ]);
    expect(() => parseStatement(csv.replace('Abono', 'Otro'), { csv: m })).toThrow(
      'Movimiento 2 (fila 3): la columna «Tipo» dice «Otro», que no es cargo ni abono.',
    );
  });
});
