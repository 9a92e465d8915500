import type { Db } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBankHistory } from './history';

// What an accountant books for each movement the bench's statements carry without a document: the
// account opposite the bank, by the text the bank prints.
const BOOKED: readonly [RegExp, string][] = [
  [/^COMISION MANTENCION$/, '4230'],
  [/^IMPTO\. TIMBRES$/, '4230'],
  [/^PAGO REMUNERACIONES$/, '4220'],
  [/^CARGO INTERESES LINEA CREDITO$/, '4235'],
  [/^GIRO CAJERO AUTOMATICO$/, '1101'],
  [/^INTERESES GANADOS$/, '4104'],
  [/^DEPOSITO EN EFECTIVO$/, '1101'],
];

describe('writeBankHistory: the movements no document explains', () => {
  let db: Db;
  let businessId: number;
  let written: Awaited<ReturnType<typeof writeBankHistory>>;

  beforeAll(async () => {
    db = await createTestDb();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO businesses (rut, name) VALUES ('76086428-5', 'Historia Bancaria SpA') RETURNING id::int AS id`,
    );
    businessId = rows[0]!.id;
    await db.query('SELECT ensure_chart($1)', [businessId]);
    const { rows: accounts } = await db.query<{ id: number }>(
      `INSERT INTO bm_accounts (business_id, bank_code, number, name, account_type)
       VALUES ($1, '001', '8001234567', 'Cuenta corriente', 'checking_account') RETURNING id::int AS id`,
      [businessId],
    );
    written = await db.transaction((tx) =>
      writeBankHistory(tx, businessId, {
        seed: 11,
        count: 600,
        accounts: [{ id: accounts[0]!.id, share: 1 }],
        start: '2026-01-01',
        end: '2026-06-30',
      }),
    );
  });
  afterAll(() => db?.close());

  it('books most of them as records of banco against their account, reconciled with the movement', async () => {
    const { rows } = await db.query<{
      description: string;
      amount: string;
      post_date: string;
      conciliated: boolean;
      conciliated_amount: string;
      entry_date: string | null;
      lines: { number: string; debit: number; credit: number }[] | null;
      conciliations: { type: string; amount: number; settled: boolean }[] | null;
    }>(
      `SELECT m.description, m.amount, m.post_date::text, m.conciliated, m.conciliated_amount, e.entry_date::text,
              (SELECT json_agg(json_build_object('number', a.account_number, 'debit', l.debit, 'credit', l.credit)
                                ORDER BY l.line_no)
                 FROM journal_lines l JOIN accounts a ON a.id = l.account_id
                WHERE l.source_type = 'entry' AND l.source_id = e.id AND l.business_id = $1) AS lines,
              (SELECT json_agg(json_build_object('type', c.conciliation_type, 'amount', c.amount, 'settled', c.settled))
                 FROM bm_conciliations c WHERE c.bm_movement_id = m.id AND c.business_id = $1) AS conciliations
         FROM bm_movements m LEFT JOIN journal_entries e ON e.bm_movement_id = m.id AND e.business_id = $1
        WHERE m.business_id = $1`,
      [businessId],
    );
    expect(rows).toHaveLength(600);
    let bookable = 0;
    let booked = 0;
    for (const m of rows) {
      const account = BOOKED.find(([text]) => text.test(m.description))?.[1];
      const amount = Number(m.amount);
      if (account) bookable++;
      if (m.lines === null) {
        // Not booked: a kind nobody books without a document, or one the user has yet to book.
        expect(m.conciliated, m.description).toBe(false);
        continue;
      }
      booked++;
      expect(account, m.description).toBeDefined();
      expect(m.entry_date).toBe(m.post_date);
      // Money in: banco debit, the account credit; money out the other way round.
      const bank = amount > 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: -amount };
      const other = { debit: bank.credit, credit: bank.debit };
      expect(m.lines).toEqual([
        { number: account, ...other },
        { number: '1102', ...bank },
      ]);
      expect(m.conciliations).toEqual([{ type: 'Entry', amount: Math.abs(amount), settled: true }]);
      expect(m.conciliated).toBe(true);
      expect(Number(m.conciliated_amount)).toBe(Math.abs(amount));
    }
    expect(booked).toBe(written.recorded);
    // Nine in ten of the bookable kinds (600 draws: well inside 0.8–0.97).
    expect(booked / bookable).toBeGreaterThan(0.8);
    expect(booked / bookable).toBeLessThan(0.97);
  });
});
