import type { Db } from '@portal/db';
import { todayInChile } from '@portal/domain';
import { seedDemoBank } from './demo-bank';
import { generateEmployees, writeEmployees } from './employees';
import { seedDemoEntries } from './demo-entries';
import { seedDemoPayroll } from './demo-payroll';
import { generateDataset } from './generator';
import { generateInvoices, writeInvoices } from './invoices';
import { writeDataset } from './writer';
// Honorarium tickets.
import { generateHonorariumTickets, writeHonorariumTickets } from './honorarium';
import { generateExpenses, writeExpenses } from './expenses';
import { importFinishedMessage, postBusinessMessage } from '../features/messages/messages.service';
import { seedDemoDocuments } from '../features/documents/documents.service';
import type { FileStore } from '../lib/file-store';

export const DEMO_EMAIL = 'demo@portalcliente.cl';
export const DEMO_PASSWORD = 'Demo2026!';

/**
 * First start: the demo user with several businesses, built by the same generator as tests. With a
 * file store, the main business's document library gets a few files too.
 */
export async function seedDemoIfEmpty(db: Db, opts: { files?: FileStore } = {}): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  const data = generateDataset({
    seed: 1,
    businesses: 6,
    demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    // The demo lives in the present: due dates, overdue sales and the chart follow today.
    today: todayInChile(),
  });
  const ids = await writeDataset(db, data);
  // Sales and purchases: ~1,500 for the demo's main business, a few hundred for the others.
  for (const [i, b] of data.businesses.entries()) {
    const docs = generateInvoices({
      seed: 100 + i,
      business: b,
      count: i === 0 ? 1500 : 300,
      today: data.today,
    });
    await writeInvoices(db, ids.businesses.get(b.key)!, docs, { today: data.today });
    // The dashboard's Mensajes: the demo's documents arrived as an import would bring them.
    await postBusinessMessage(
      db,
      ids.businesses.get(b.key)!,
      importFinishedMessage({ new: docs.length, updated: 0, unchanged: 0 }),
    );
  }
  // Its bank: one account with a statement already imported and matched.
  const main = ids.businesses.get(data.businesses[0]!.key)!;
  await seedDemoBank(db, main, data.today);
  // Its workers: ten in the main business, three in each other one.
  for (const [i, b] of data.businesses.entries())
    await writeEmployees(
      db,
      ids.businesses.get(b.key)!,
      generateEmployees({ seed: 400 + i, count: i === 0 ? 10 : 3, today: data.today }),
    );
  // Its remuneraciones: a month published and the next one computed, waiting for review.
  await seedDemoPayroll(db, main);
  // Its other accounting records: a capital contribution, a loan and its instalments, bank fees.
  const demoUser = ids.users.get('demo')!;
  await seedDemoEntries(db, main, demoUser, data.today);
  // Its honorarium tickets, received and issued, imported as the SII's informes would be.
  for (const [kind, count, seed] of [
    ['received', 40, 151],
    ['issued', 15, 152],
  ] as const) {
    const tickets = generateHonorariumTickets({ seed, kind, count, today: data.today });
    await writeHonorariumTickets(db, main, kind, tickets);
  }
  // The certificate's route is inactive by the spec (flag `certificates` off for
  // everyone); the demo's own user gets it on, so a production database, which has no demo user,
  // keeps it off.
  await db.query(
    `INSERT INTO feature_flag_users (flag_key, user_id, active) VALUES ('certificates', $1, true)
     ON CONFLICT (flag_key, user_id) DO UPDATE SET active = true`,
    [demoUser],
  );
  // Its document library: a few files made in code.
  if (opts.files) await seedDemoDocuments(db, opts.files, main);
  // The main business's expenses, each with a generated PDF receipt when files are kept.
  await writeExpenses(
    db,
    main,
    generateExpenses({ seed: 15, today: data.today, count: 36 }),
    { userId: demoUser, reviewerId: demoUser },
    opts.files,
  );
  return true;
}
