import { parseBhe, writeBheCsv } from '@portal/sii';
import { describe, expect, it } from 'vitest';
import { generateHonorariumTickets } from './honorarium';

describe('generateHonorariumTickets', () => {
  it('draws tickets the SII informe would carry: each reads back whole, unique, deterministic', () => {
    for (const kind of ['received', 'issued'] as const) {
      const tickets = generateHonorariumTickets({ seed: 7, kind, count: 300, today: '2026-11-27' });
      expect(tickets.length).toBeGreaterThan(250);
      expect(generateHonorariumTickets({ seed: 7, kind, count: 300, today: '2026-11-27' })).toEqual(tickets);
      const r = parseBhe(new TextEncoder().encode(writeBheCsv(kind, tickets)), kind);
      expect(r.problems).toEqual([]);
      expect(r.tickets).toHaveLength(tickets.length);
      expect(new Set(tickets.map((t) => t.status))).toEqual(new Set(['VIG', 'VCA', 'ANUL', 'ObR']));
      for (const t of tickets) expect(t.issueDate >= '2024-11-27' && t.issueDate <= '2026-11-27').toBe(true);
    }
  });
});
