import { describe, expect, it } from 'vitest';
import { computePayslip } from './payslip';
import { month, worker } from './test-fixtures';
import {
  previredFields,
  previredFile,
  previredFileName,
  validatePrevired,
  type PreviredRow,
} from './previred';

// Positions from the layout table (research Part B §2.2), 1-based; expected amounts from the rules.
const UF_MAR = 39_841.72;
const half = (x: number) => Math.floor(x + 0.5);
const at = (fields: string[], n: number) => fields[n - 1];

function row(): PreviredRow {
  const r = computePayslip(
    worker({ afp: 'Modelo', familyDependents: 1, familyAllowanceIncome: 600_000 }),
    month(),
  );
  if (!r.ok) throw new Error('payslip');
  return {
    identity: {
      rut: '12.345.678-5',
      paternalSurname: 'Muñoz',
      maternalSurname: 'Pérez',
      names: 'José Ignacio',
      gender: 'male',
      nationality: 'chilean',
    },
    worker: worker({ afp: 'Modelo', familyDependents: 1, familyAllowanceIncome: 600_000 }),
    payslip: r.payslip,
  };
}
const limits = { period: '2026-03', afpCap: half(90 * UF_MAR), unemploymentCap: half(135.2 * UF_MAR) };

describe('Previred line', () => {
  const f = previredFields(row(), '01');
  it('has 105 fields with the worker and period in place', () => {
    expect(f).toHaveLength(105);
    expect([at(f, 1), at(f, 2), at(f, 3), at(f, 4), at(f, 5)]).toEqual([
      '12345678',
      '5',
      'MUNOZ',
      'PEREZ',
      'JOSE IGNACIO',
    ]);
    expect([at(f, 6), at(f, 7), at(f, 8), at(f, 9), at(f, 10), at(f, 11), at(f, 13), at(f, 14)]).toEqual([
      'M',
      '0',
      '01',
      '032026',
      '032026',
      'AFP',
      '30',
      '00',
    ]);
  });
  it('carries the amounts in their fields', () => {
    expect(at(f, 18)).toBe('A');
    expect(at(f, 22)).toBe('22007');
    expect(at(f, 26)).toBe('34'); // Modelo
    expect(at(f, 27)).toBe('1000000');
    expect(at(f, 28)).toBe(String(105_800 + 1_000)); // worker 10,58 % + employer 0,1 %
    expect(at(f, 29)).toBe('15400');
    expect([at(f, 64), at(f, 70), at(f, 75)]).toEqual(['1000000', '70000', '07']);
    expect(at(f, 94)).toBe('9000');
    expect([at(f, 96), at(f, 97), at(f, 98)]).toEqual(['01', '1000000', '9300']);
    expect([at(f, 100), at(f, 101), at(f, 102)]).toEqual(['1000000', '6000', '24000']);
  });
  it('validates a good file and names the file', () => {
    expect(validatePrevired(previredFile([row()], '01'), limits)).toEqual([]);
    expect(previredFileName('2026-03')).toBe('Previred_032026.txt');
  });
  it('catches a bad field, naming worker and field', () => {
    const bad = [...f];
    bad[25] = '99';
    bad[26] = '9999999';
    const problems = validatePrevired(bad.join(';'), limits);
    expect(problems.map((p) => p.field)).toEqual([26, 27]);
    expect(problems[0].message).toContain('12345678-5 JOSE IGNACIO MUNOZ');
    expect(problems[0].message).toContain('campo 26 (Código de la AFP)');
    expect(validatePrevired(f.slice(0, 104).join(';'), limits)[0].message).toContain('tiene 104 campos');
    expect(validatePrevired(f.join(';'), { ...limits, period: '2026-04' }).map((p) => p.field)).toEqual([
      9, 10,
    ]);
  });
});
