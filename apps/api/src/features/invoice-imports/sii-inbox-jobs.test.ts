import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Background, startBackground } from '../../background';
import { jobSettings } from '../jobs/jobs.service';
import { generateInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { INBOX_FOLDER } from './sii-inbox';
import { addBusiness, storedSums } from './test-helpers';

// The SII inbox on the job queue: every process enqueues the round of each interval, the queue's
// dedupe keys keep one round per interval and one run per business per interval, whichever
// process (here two backgrounds over one database) gets there first.
const RUT = '76333444-9';
const NAME = 'Transportes Atacama SpA';
const docs = generateInvoices({ seed: 37, business: { rut: RUT, name: NAME }, count: 30, salesShare: 1 });

let h: Harness;
let dataDir: string;
let businessId: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 1, outbox: true });
  businessId = (await addBusiness(h, RUT, NAME)).id;
  dataDir = mkdtempSync(join(tmpdir(), 'sii-inbox-jobs-'));
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SII inbox as scheduled queue jobs', () => {
  it('runs once per business per interval with two processes, and imports a dropped file once', async () => {
    const dir = join(dataDir, INBOX_FOLDER, RUT);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'ventas.csv');
    writeFileSync(file, writeRcvCsv('VENTA', docs, { businessRut: RUT }));
    // Older than the adapter's settle time (a file still being copied waits a round).
    utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

    const jobs = { ...jobSettings({}), pollMs: 50, backoffSeconds: 1 };
    const start = (): Background =>
      startBackground({
        db: h.db,
        config: { dataDir, publicUrl: h.config.publicUrl },
        mailer: h.app.deps.mailer,
        jobs,
        siiInboxSeconds: 1,
      });
    const processes = [start(), start()];
    await new Promise((r) => setTimeout(r, 3500));
    await Promise.all(processes.map((p) => p.stop()));

    const { rows } = await h.db.query<{ kind: string; dedupe_key: string; state: string; locked_by: string }>(
      "SELECT kind, dedupe_key, state, locked_by FROM jobs WHERE kind LIKE 'sii-inbox.%' ORDER BY id",
    );
    const rounds = rows.filter((r) => r.kind === 'sii-inbox.round');
    const runs = rows.filter(
      (r) => r.kind === 'sii-inbox.business' && r.dedupe_key.startsWith(`sii-inbox:${businessId}:`),
    );
    // 3.5 s of 1 s intervals: 3 to 5 slots seen, each once, though both processes ticked each.
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds.length).toBeLessThanOrEqual(5);
    expect(runs.length).toBe(rounds.filter((r) => r.state === 'done').length);
    const slots = runs.map((r) => r.dedupe_key.split(':')[2]);
    expect(new Set(slots).size).toBe(slots.length);
    expect(rows.every((r) => r.state === 'done' || r.state === 'queued')).toBe(true);
    // The file was imported once, then moved aside; later rounds found nothing.
    expect(await storedSums(h.db, businessId)).toMatchObject({ count: docs.length });
    const imports = await h.db.query('SELECT 1 FROM invoice_imports WHERE business_id = $1', [businessId]);
    expect(imports.rows).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual(['processed']);
  }, 30_000);
});
