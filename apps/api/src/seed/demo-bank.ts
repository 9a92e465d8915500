// The demo's bank: an account of its main business with a statement of the last two months, written
// in camt.053 by the project's own writer from the business's open invoices (clients paying, payments
// to providers, fees, unrelated charges) and imported like any upload, so the automatic matching has
// run when the demo opens /movimientos.
import { type StatementEntry, writeCamt053 } from '@portal/bank';
import type { Db } from '@portal/db';
import { addDays } from '@portal/domain';
import { toOpenDocument } from '../features/bank/matching.service';
import { importStatementFile } from '../features/bank/statements.service';
import { openInvoices } from '../features/invoices/invoices.service';
import { generateLabelledMovements } from './bank';

export const DEMO_ACCOUNT_NUMBER = '1234567801';

export async function seedDemoBank(db: Db, businessId: number, today: string): Promise<void> {
  const open = await openInvoices(db, businessId, ['VENTA', 'COMPRA']);
  const start = addDays(today, -60);
  const { movements } = generateLabelledMovements(open.map(toOpenDocument), {
    seed: 11,
    count: 80,
    start,
    end: addDays(today, -1),
  });
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, name, account_type)
     VALUES ($1, '001', $2, 'Cuenta corriente principal', 'checking_account') RETURNING id::int AS id`,
    [businessId, DEMO_ACCOUNT_NUMBER],
  );
  const entries: StatementEntry[] = [...movements]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((m) => ({
      bankRef: m.bankRef,
      bookingDate: m.date,
      valueDate: null,
      amount: m.amount,
      description: m.description,
      counterpartyName: m.counterpartyName,
      counterpartyAccount: null,
      reference: m.reference,
      runningBalance: null,
      type: null,
    }));
  const opening = 25_000_000;
  const closing = entries.reduce((sum, e) => sum + e.amount, opening);
  const file = writeCamt053(
    [
      {
        accountNumber: DEMO_ACCOUNT_NUMBER,
        bankId: null,
        currency: 'CLP',
        openingBalance: opening,
        closingBalance: closing,
        periodStart: start,
        periodEnd: today,
        entries,
      },
    ],
    { version: '001.08' },
  );
  await importStatementFile(db, { businessId, userId: null }, rows[0]!.id, {
    name: 'cartola-demo.xml',
    bytes: Buffer.from(file),
  });
}
