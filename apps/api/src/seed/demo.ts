import type { Db } from '@portal/db';
import { todayInChile } from '@portal/domain';
import { seedDemoBank } from './demo-bank';
import { generateDataset } from './generator';
import { generateInvoices, writeInvoices } from './invoices';
import { writeDataset } from './writer';
import { importFinishedMessage, postBusinessMessage } from '../features/messages/messages.service';

export const DEMO_EMAIL = 'demo@portalcliente.cl';
export const DEMO_PASSWORD = 'Demo2026!';

/** First start: the demo user with several businesses, built by the same generator as tests. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
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
  await seedDemoBank(db, ids.businesses.get(data.businesses[0]!.key)!, data.today);
  return true;
}
