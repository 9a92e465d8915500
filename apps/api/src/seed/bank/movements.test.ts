import { describe, expect, it } from 'vitest';
import { generateOpenDocuments } from './documents';
import { generateLabelledMovements } from './movements';

const period = { start: '2024-01-01', end: '2024-06-30' };
const documents = generateOpenDocuments({ seed: 3, count: 1_000, ...period });
const generated = generateLabelledMovements(documents, { seed: 3, count: 500, ...period });

describe('generateOpenDocuments', () => {
  it('is deterministic and gives valid open documents, with repeated amounts', () => {
    expect(generateOpenDocuments({ seed: 3, count: 1_000, ...period })).toEqual(documents);
    expect(documents).toHaveLength(1_000);
    for (const d of documents) {
      expect(d.open).toBeGreaterThan(0);
      expect(d.rut).toMatch(/^\d{7,9}-[\dK]$/);
      expect(d.issueDate <= period.end).toBe(true);
    }
    expect(documents.filter((d) => d.open === 119_000).length).toBeGreaterThan(10);
  });
});

describe('generateLabelledMovements', () => {
  it('is deterministic for a seed, and another seed gives another statement', () => {
    expect(generateLabelledMovements(documents, { seed: 3, count: 500, ...period })).toEqual(generated);
    expect(generateLabelledMovements(documents, { seed: 4, count: 500, ...period }).movements).not.toEqual(
      generated.movements,
    );
  });

  it('labels every movement; ids follow the statement order by date', () => {
    const { movements, labels } = generated;
    expect(movements).toHaveLength(500);
    movements.forEach((m, i) => {
      expect(m.id).toBe(i + 1);
      expect(labels.has(m.id)).toBe(true);
      expect(m.date >= period.start && m.date <= period.end).toBe(true);
      if (i > 0) expect(movements[i - 1].date <= m.date).toBe(true);
    });
  });

  it('labels pay documents of the movement direction and one counterpart, within their open amount', () => {
    const byId = new Map(documents.map((d) => [d.id, d]));
    for (const m of generated.movements) {
      const label = generated.labels.get(m.id);
      if (!label) continue;
      const docs = label.map((l) => byId.get(l.id)!);
      expect(new Set(docs.map((d) => d.rut)).size).toBe(1);
      for (const [i, d] of docs.entries()) {
        expect(d.direction).toBe(m.amount > 0 ? 'VENTA' : 'COMPRA');
        expect(label[i].amount).toBeGreaterThan(0);
        expect(label[i].amount).toBeLessThanOrEqual(d.open);
      }
    }
  });

  it('carries the noise in the documented shares', () => {
    const { movements, labels } = generated;
    const unrelated = movements.filter((m) => labels.get(m.id) === null).length / movements.length;
    expect(unrelated).toBeGreaterThan(0.2); // 30% by design
    expect(unrelated).toBeLessThan(0.4);
    const several = movements.filter((m) => (labels.get(m.id)?.length ?? 0) > 1).length;
    expect(several).toBeGreaterThan(10); // 12% of payments
    const text = movements.map((m) => m.description).join('\n');
    expect(text).toMatch(/\d{1,3}\.\d{3}\.\d{3}-[\dkK]/); // dotted RUTs
    expect(text).toMatch(/ \d{8,9}[\dkK]? /); // compact ones
    expect(text).toMatch(/COMISION MANTENCION|IMPTO\. TIMBRES|PAGO REMUNERACIONES/);
    expect(movements.every((m) => m.bankRef.length > 0 && typeof m.runningBalance === 'number')).toBe(true);
  });
});
