import { writeRcvCsv } from '@portal/sii';
import { generateInvoices } from '../../seed/invoices';

// The importing tenant of `npm run test:load`: one more business that uploads RCV files over and
// over while the others are under load, so a large import shares the server with them. Its
// documents belong to none of the measured tenants: any of them in their answers counts as a
// cross-tenant answer.

export type ImporterStats = { imports: number; documents: number; failures: string[]; slowestMs: number };

type Business = { rut: string; name: string };

/** Two different RCV ventas + compras pairs, imported in turn (so every import writes). */
function filePairs(business: Business, rows: number): Buffer[][] {
  return [1, 2].map((seed) => {
    const docs = generateInvoices({ seed: 900 + seed, business, count: rows });
    return (['VENTA', 'COMPRA'] as const).map((d) =>
      writeRcvCsv(
        d,
        docs.filter((x) => x.direction === d),
        { businessRut: business.rut },
      ),
    );
  });
}

/** Imports until `stop` resolves; every answer must be 200. */
export async function runImporter(
  url: string,
  headers: Record<string, string>,
  business: Business,
  rows: number,
  stop: Promise<void>,
): Promise<ImporterStats> {
  const pairs = filePairs(business, rows);
  const stats: ImporterStats = { imports: 0, documents: 0, failures: [], slowestMs: 0 };
  let stopped = false;
  stop.then(() => {
    stopped = true;
  });
  while (!stopped) {
    const form = new FormData();
    const [ventas, compras] = pairs[stats.imports % pairs.length];
    form.append('files', new Blob([ventas]), 'ventas.csv');
    form.append('files', new Blob([compras]), 'compras.csv');
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1/client/sii_invoice/imports`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = await res.text();
    stats.slowestMs = Math.max(stats.slowestMs, performance.now() - t0);
    if (res.status !== 200) {
      if (stats.failures.length < 5)
        stats.failures.push(`import answered ${res.status}: ${body.slice(0, 200)}`);
    } else {
      const r = JSON.parse(body).import as { new: number; updated: number };
      stats.documents += r.new + r.updated;
    }
    stats.imports++;
  }
  return stats;
}
