import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBackend } from '@portal/db/testing';
import { writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { lastUpdated, listImports, lockBusinessImports } from './invoice-imports.repository';
import { createFileDropAdapter, siiInboxIntervalSeconds } from './sii-inbox';
import { type SiiSyncAdapter, runSiiSync, startSiiSync } from './sii-sync';
import { addBusiness, storedSums } from './test-helpers';

const RUT = '76222333-3';
const NAME = 'Constructora Cordillera SpA';
const docs = generateInvoices({ seed: 31, business: { rut: RUT, name: NAME }, count: 50, salesShare: 1 });
const ventas = writeRcvCsv('VENTA', docs, { businessRut: RUT });

let h: Harness;
let inbox: string;
let businessId: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  businessId = (await addBusiness(h, RUT, NAME)).id;
  inbox = mkdtempSync(join(tmpdir(), 'sii-inbox-'));
});
afterAll(async () => {
  await h?.close();
  rmSync(inbox, { recursive: true, force: true });
});

describe('SII inbox (file-drop adapter)', () => {
  it('imports each file of <inbox>/<rut>/ on its own; good ones to processed/, bad ones to rejected/ with the reason', async () => {
    // The folder may be named in any RUT form.
    const dir = join(inbox, '76.222.333-3');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'ventas.csv'), ventas);
    writeFileSync(join(dir, 'roto.xml'), '<DTE><Documento>');
    writeFileSync(join(dir, '.oculto.csv'), ventas);
    mkdirSync(join(inbox, 'no-es-un-rut'));
    writeFileSync(join(inbox, 'no-es-un-rut', 'x.csv'), ventas);

    const report = await runSiiSync(h.db, createFileDropAdapter(inbox, { settleMs: 0 }));
    expect(report.map((r) => [r.file, r.outcome.ok])).toEqual([
      ['roto.xml', false],
      ['ventas.csv', true],
    ]);
    expect(await storedSums(h.db, businessId)).toMatchObject({ count: docs.length });

    expect(readdirSync(dir).sort()).toEqual(['.oculto.csv', 'processed', 'rejected']);
    expect(readdirSync(join(dir, 'processed'))).toEqual([expect.stringMatching(/-ventas\.csv$/)]);
    const rejected = readdirSync(join(dir, 'rejected')).sort();
    expect(rejected).toEqual([
      expect.stringMatching(/-roto\.xml$/),
      expect.stringMatching(/-roto\.xml\.error\.txt$/),
    ]);
    expect(readFileSync(join(dir, 'rejected', rejected[1]), 'utf8')).toMatch(
      /^El archivo roto\.xml fue rechazado y no se importó nada\. XML mal formado/,
    );
    expect(existsSync(join(inbox, 'no-es-un-rut', 'x.csv'))).toBe(true);

    // History: the imported file, and the rejected one with its reason; last_updated ignores the latter.
    const history = await listImports(h.db, businessId, 20);
    expect(history.map((i) => [i.source, i.new, i.rejected, i.error === null])).toEqual([
      ['sync', docs.length, 0, true],
      ['sync', 0, 1, false],
    ]);
    expect(await lastUpdated(h.db, businessId)).toBe(history[0].created_at);
  });

  it('the same file dropped again is unchanged; a file still being copied waits for the next round', async () => {
    const dir = join(inbox, '76.222.333-3');
    writeFileSync(join(dir, 'ventas-otra-vez.csv'), ventas);
    writeFileSync(join(dir, 'copiando.csv'), ventas);
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'ventas-otra-vez.csv'), old, old);
    const report = await runSiiSync(h.db, createFileDropAdapter(inbox, { settleMs: 30_000 }));
    expect(report).toEqual([
      {
        business: RUT,
        file: 'ventas-otra-vez.csv',
        outcome: { ok: true, importId: expect.any(Number), documents: docs.length },
      },
    ]);
    expect((await listImports(h.db, businessId, 1))[0]).toMatchObject({ new: 0, unchanged: docs.length });
    expect(existsSync(join(dir, 'copiando.csv'))).toBe(true);
  });

  it.runIf(testBackend() === 'pg')('skips a business whose import lock another process holds', async () => {
    const dir = join(inbox, RUT);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'bloqueado.csv'), ventas);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = h.db.transaction(async (tx) => {
      await lockBusinessImports(tx, businessId);
      locked();
      await held;
    });
    await isLocked;
    const report = await runSiiSync(h.db, createFileDropAdapter(inbox, { settleMs: 0 }));
    release();
    await holder;
    expect(report).toEqual([]);
    expect(existsSync(join(dir, 'bloqueado.csv'))).toBe(true);
  });

  it('the runner: 0 seconds is off; a round each interval; stop waits for the round and ends them', async () => {
    // Only the runner's interval is faked: the round itself still queries the real database.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let rounds = 0;
      const adapter: SiiSyncAdapter = {
        businessRuts: async () => {
          rounds++;
          return [];
        },
        pull: async () => [],
      };
      const off = startSiiSync({ db: h.db, adapter, intervalSeconds: 0 });
      await vi.advanceTimersByTimeAsync(10 * 3_600_000);
      await off.stop();
      expect(rounds).toBe(0);
      const on = startSiiSync({ db: h.db, adapter, intervalSeconds: 3600 });
      await vi.advanceTimersByTimeAsync(3_599_000);
      expect(rounds).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      await on.stop();
      expect(rounds).toBe(1);
      await vi.advanceTimersByTimeAsync(2 * 3_600_000);
      expect(rounds).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('SII_INBOX_INTERVAL_SECONDS: default 60, 0 off, garbage refused by name', () => {
    expect(siiInboxIntervalSeconds({})).toBe(60);
    expect(siiInboxIntervalSeconds({ SII_INBOX_INTERVAL_SECONDS: '0' })).toBe(0);
    expect(siiInboxIntervalSeconds({ SII_INBOX_INTERVAL_SECONDS: '15' })).toBe(15);
    expect(() => siiInboxIntervalSeconds({ SII_INBOX_INTERVAL_SECONDS: 'uno' })).toThrow(
      /SII_INBOX_INTERVAL_SECONDS/,
    );
  });
});
