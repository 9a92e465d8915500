import { type BheWriteTicket, writeBheCsv } from '@portal/sii';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHonorariumTickets } from '../../seed/honorarium';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { multipart } from '../invoice-imports/test-helpers';

// The import through the HTTP app under files whose rows are repeated, reordered, cut and mutated:
// either the whole file is refused and nothing changes, or the database holds exactly what the
// file says, the journal balances and a second import of the same bytes changes nothing.

let h: Harness;
let c: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  c = await clientFor(h, 'u1', 'b1');
});

const BASE: BheWriteTicket[] = generateHonorariumTickets({
  seed: 31,
  kind: 'received',
  count: 14,
  today: '2026-10-01',
});

function upload(csv: string) {
  const { payload, contentType } = multipart([{ name: 'informe.csv', bytes: Buffer.from(csv, 'utf8') }]);
  return c.inject({
    method: 'POST',
    url: '/api/v1/client/honorarium_tickets/imports?kind=received',
    headers: { 'content-type': contentType },
    payload,
  });
}

const state = async () =>
  (
    await h.db.query<Record<string, unknown>>(
      `SELECT counterpart_rut, number, status, gross_amount, retention_amount, net_amount, retention_by,
              to_char(issue_date, 'YYYY-MM-DD') AS issue_date
         FROM honorarium_tickets WHERE business_id = $1 ORDER BY counterpart_rut, number`,
      [c.businessId],
    )
  ).rows;

const unbalanced = async () =>
  (
    await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT source_id FROM journal_lines WHERE business_id = $1
          AND source_type = 'honorarium' GROUP BY source_id HAVING sum(debit) <> sum(credit)) x`,
      [c.businessId],
    )
  ).rows[0]!.n;

type Op =
  | { kind: 'repeat'; at: number }
  | { kind: 'reorder'; seed: number }
  | { kind: 'truncate'; where: number }
  | { kind: 'mutate'; at: number; col: number; value: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), where: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('mutate' as const),
    at: fc.nat(),
    col: fc.nat(),
    value: fc.constantFrom('', 'x', '0', '-3', '31/02/2026', 'S', 'N', 'SI', '1.000', '99.999.999'),
  }),
);

function apply(csv: string, op: Op): string {
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  if (op.kind === 'repeat') rows.push(rows[op.at % rows.length]!);
  if (op.kind === 'reorder')
    rows.sort((a, b) => ((a.length * 31 + op.seed) % 7) - ((b.length * 31 + op.seed) % 7));
  if (op.kind === 'truncate') return csv.slice(0, Math.floor(csv.length * op.where));
  if (op.kind === 'mutate') {
    const i = op.at % rows.length;
    const cells = rows[i]!.split(';');
    cells[op.col % cells.length] = op.value;
    rows[i] = cells.join(';');
  }
  return [header, ...rows].join('\r\n');
}

describe('the import under repeated, reordered, truncated and mutated rows', () => {
  // 25 imports through the API, 1.2 s on the shared 2-core machine: about six times that, for a loaded one.
  it('is all or nothing, leaves a balanced journal and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(opArb, async (op) => {
        const csv = apply(writeBheCsv('received', BASE), op);
        const before = await state();
        const res = await upload(csv);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().error).toMatch(/[áéíóúñ]|archivo|fila/i);
          expect(await state()).toEqual(before);
        } else {
          const after = await state();
          // The tickets earlier files brought stay, and every ticket keeps net = gross − retention.
          const keys = new Set(after.map((r) => `${r.counterpart_rut}/${r.number}`));
          for (const r of before) expect(keys.has(`${r.counterpart_rut}/${r.number}`)).toBe(true);
          for (const r of after)
            expect(r.net_amount).toBe(Number(r.gross_amount) - Number(r.retention_amount));
          const again = await upload(csv);
          expect(again.json().import.already_imported).toBe(true);
          expect(await state()).toEqual(after);
        }
        expect(await unbalanced()).toBe(0);
      }),
      { numRuns: 25, seed: 15 },
    );
  }, 10_000);
});
