import { computeRutDv } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBhe } from './bhe-parse';
import { type BheWriteTicket, writeBheCsv } from './bhe-write';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// The Ley 21.133 schedule as the SII publishes it (percent by year of issue), and its retention in
// whole pesos with a half peso rounding up, in BigInt so no float decides a peso.
const RATE_BP: Record<number, bigint> = {
  2019: 1000n,
  2020: 1075n,
  2021: 1150n,
  2022: 1225n,
  2023: 1300n,
  2024: 1375n,
  2025: 1450n,
  2026: 1525n,
  2027: 1600n,
  2028: 1700n,
};
const expectedRetention = (gross: number, year: number) =>
  Number((BigInt(gross) * RATE_BP[year] * 2n + 10_000n) / 20_000n);

const pad = (n: number) => String(n).padStart(2, '0');
const ticketArb = fc
  .record({
    number: fc.integer({ min: 1, max: 9_999_999 }),
    year: fc.integer({ min: 2019, max: 2028 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    rutBody: fc.integer({ min: 1_000_000, max: 99_999_999 }),
    name: fc.constantFrom('Ana Pérez', 'Estudio Ñuñoa Ltda', 'José Muñoz', 'Consultora Sur SpA'),
    gross: fc.integer({ min: 1, max: 50_000_000 }),
    mode: fc.constantFrom('receiver', 'issuer', 'society'),
    status: fc.constantFrom('VIG', 'VCA', 'ANUL', 'ObR'),
  })
  .map(
    (r): BheWriteTicket => ({
      number: r.number,
      status: r.status as BheWriteTicket['status'],
      issueDate: `${r.year}-${pad(r.month)}-${pad(r.day)}`,
      counterpartRut: `${r.rutBody}-${computeRutDv(r.rutBody)}`,
      counterpartName: r.name,
      professionalSociety: r.mode === 'society',
      gross: r.gross,
      retention: r.mode === 'receiver' ? expectedRetention(r.gross, r.year) : 0,
      retentionBy: r.mode === 'receiver' ? 'receiver' : 'issuer',
      cancelledOn: null,
    }),
  );
const ticketsArb = fc.uniqueArray(ticketArb, {
  minLength: 1,
  maxLength: 25,
  selector: (t) => `${t.counterpartRut}/${t.number}`,
});

const enc = (s: string) => new TextEncoder().encode(s);
const key = (t: { counterpartRut: string; number: number }) => `${t.counterpartRut}/${t.number}`;

/** What any ticket the parser answers must be, whatever the file. */
function wellFormed(t: ReturnType<typeof parseBhe>['tickets'][number]) {
  expect(t.number).toBeGreaterThan(0);
  expect(t.net).toBe(t.gross - t.retention);
  if (t.retention > 0) expect(t.retention).toBe(expectedRetention(t.gross, Number(t.issueDate.slice(0, 4))));
  expect(t.counterpartRut).toMatch(/^[0-9]{1,8}-[0-9K]$/);
}

describe('parseBhe under repeated, reordered, truncated and mutated rows', () => {
  it('reads back exactly what was written, in any row order', () => {
    fc.assert(
      fc.property(
        ticketsArb,
        fc.constantFrom('received', 'issued'),
        fc.infiniteStream(fc.nat()),
        (tickets, kind, rnd) => {
          const [header, ...rows] = writeBheCsv(kind as 'received', tickets)
            .trimEnd()
            .split('\r\n');
          const shuffled = rows.map((r) => [rnd.next().value, r] as const).sort((a, b) => a[0] - b[0]);
          const r = parseBhe(enc([header, ...shuffled.map((x) => x[1])].join('\n')), kind as 'received');
          expect(r.problems).toEqual([]);
          expect(new Set(r.tickets.map(key))).toEqual(new Set(tickets.map(key)));
          for (const t of r.tickets) {
            wellFormed(t);
            const original = tickets.find((o) => key(o) === key(t))!;
            expect(t.gross).toBe(original.gross);
            expect(t.status).toBe(original.status);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 10_000);

  it('flags every repeated row, naming the first one', () => {
    fc.assert(
      fc.property(ticketsArb, fc.nat(), (tickets, pick) => {
        const [header, ...rows] = writeBheCsv('received', tickets).trimEnd().split('\r\n');
        const at = pick % rows.length;
        const r = parseBhe(enc([header, ...rows, rows[at]].join('\n')), 'received');
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0].line).toBe(rows.length + 2);
        expect(r.problems[0].message).toContain(`ya está en la fila ${at + 2}`);
      }),
      { numRuns: 100 },
    );
  }, 10_000);

  it('a file cut anywhere answers whole tickets of the original and a problem for a cut row', () => {
    fc.assert(
      fc.property(ticketsArb, fc.double({ min: 0, max: 1, noNaN: true }), (tickets, where) => {
        const text = writeBheCsv('issued', tickets);
        const cut = text.slice(0, Math.floor(text.length * where));
        const r = parseBhe(enc(cut), 'issued');
        const originals = new Map(tickets.map((t) => [key(t), t]));
        for (const t of r.tickets) {
          wellFormed(t);
          const o = originals.get(key(t));
          // A row cut inside its name or number may still be a ticket; if it names an original,
          // its amounts are that original's or it was cut in a later column, which fails the sums.
          if (o && t.gross === o.gross) expect(t.retention).toBe(o.retention);
        }
        expect(r.tickets.length + r.problems.length + r.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  }, 10_000);

  it('a mutated cell is refused in Spanish or still makes a well-formed ticket; it never throws', () => {
    const junk = fc.constantFrom(
      '',
      'x',
      '-1',
      '0',
      '1.2.3',
      '31/02/2026',
      'ñ;',
      '"',
      '99999999999999',
      ' ',
      'S',
      'SI',
    );
    fc.assert(
      fc.property(ticketsArb, fc.nat(), fc.nat(), junk, (tickets, rowPick, colPick, value) => {
        const [header, ...rows] = writeBheCsv('received', tickets).trimEnd().split('\r\n');
        const at = rowPick % rows.length;
        const cells = rows[at].split(';');
        cells[colPick % cells.length] = value;
        rows[at] = cells.join(';');
        const r = parseBhe(enc([header, ...rows].join('\r\n')), 'received');
        expect(r.errors).toEqual([]);
        for (const t of r.tickets) wellFormed(t);
        for (const p of r.problems) expect(p.message).toMatch(/^Fila \d+: /);
        expect(r.tickets.length + r.problems.length).toBeGreaterThanOrEqual(rows.length - 1);
      }),
      { numRuns: 300 },
    );
  }, 10_000);
});
