// The demo's "otros registros": a few records an SME's owner would enter by hand, made from the seeded
// templates exactly as the screens make them (evaluate, then create), so the history, the ledger and
// the balance of the demo are not only invoices.
import type { Db } from '@portal/db';
import { addDays } from '@portal/domain';
import { createEntry } from '../features/entries/entries.service';
import { evaluateTemplate } from '../features/entries/templates.service';

type Sample = { template: number; daysAgo: number; name: string; inputs: [number, number?, number?] };

const SAMPLES: readonly Sample[] = [
  { template: 1, daysAgo: 300, name: 'Aporte de capital de los socios', inputs: [8_000_000] },
  { template: 2, daysAgo: 240, name: 'Crédito de capital de trabajo', inputs: [5_000_000] },
  { template: 4, daysAgo: 60, name: 'Cuota 6 del crédito', inputs: [410_000, 38_500] },
  { template: 4, daysAgo: 30, name: 'Cuota 7 del crédito', inputs: [413_800, 34_700] },
  { template: 9, daysAgo: 20, name: 'Mantención cuenta corriente', inputs: [12_990] },
  { template: 5, daysAgo: 10, name: 'Retiro del socio', inputs: [600_000] },
];

export async function seedDemoEntries(
  db: Db,
  businessId: number,
  userId: number,
  today: string,
): Promise<void> {
  await db.query('SELECT ensure_chart($1)', [businessId]);
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int FROM accounts WHERE business_id = $1 AND account_number = '1102'`,
    [businessId],
  );
  const bank = rows[0]?.id;
  if (!bank) throw new Error('demo: the chart has no 1102 Banco');
  for (const s of SAMPLES) {
    const date = addDays(today, -s.daysAgo);
    const [input_1, input_2 = 0, input_3 = 0] = s.inputs;
    const { incomes } = await evaluateTemplate(db, businessId, s.template, {
      date,
      input_acc: bank,
      input_1,
      input_2,
      input_3,
    });
    await createEntry(
      db,
      { businessId, userId },
      {
        date,
        name: s.name,
        type_entry: s.template <= 3 ? 'income' : 'expense',
        template_id: s.template,
        incomes: incomes.map((l) => ({ account_id: l.account_id, debit: l.debit, credit: l.credit })),
      },
    );
  }
}
