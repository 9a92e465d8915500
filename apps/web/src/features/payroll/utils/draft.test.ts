import type { CurrentPeriodResponse } from '@portal/contracts';
import { PAYROLL_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, newItem, problemLines, toBody } from './draft';
import { continuePath, periodOfSearch, stepOfPath, stepPath } from './paths';

const worker = (rut: string, full_name: string) => ({
  rut,
  full_name,
  position: 'Vendedora',
  contract_type: 'undefined',
  start_date: '2025-03-01',
  end_date: null,
  status: 'working' as const,
  base_salary: 750_000,
  email: null,
});
const A = worker('12345678-5', 'Valentina Rojas');
const B = worker('9876543-3', 'Matías Fuentes');
const current: CurrentPeriodResponse = {
  year: 2026,
  month: 4,
  quotation: null,
  status_text: '',
  button: 'Comenzar',
  workers: [A, B],
  novelties: [
    {
      employee_rut: A.rut,
      included: true,
      absence_days: 0,
      sick_leave_days: 0,
      overtime_hours: 6,
      advances: 0,
    },
  ],
  bonds: [{ employee_rut: A.rut, label: 'Bono de producción', amount: 45_000, taxable: true }],
  discounts: [],
};

describe('the nueva-liquidacion draft', () => {
  it('reads the current period, every worker in by default', () => {
    const d = draftOf(current);
    expect(d.novelties[A.rut]!.overtime_hours).toBe(6);
    expect(d.novelties[B.rut]).toEqual({
      included: true,
      absence_days: 0,
      sick_leave_days: 0,
      overtime_hours: 0,
      advances: 0,
    });
    expect(d.bonds[0]).toMatchObject({ label: 'Bono de producción', amount: 45_000, taxable: true });
    expect(d.mutual).toBe('00');
  });

  it("checks each step's fields with the contract's texts", () => {
    const d = draftOf(current);
    d.rate = 7;
    d.novelties[A.rut] = { ...d.novelties[A.rut]!, absence_days: 40 };
    d.novelties[B.rut] = { ...d.novelties[B.rut]!, absence_days: 20, sick_leave_days: 15 };
    expect(draftErrors(d, 1)).toEqual({ rate: PAYROLL_MESSAGES.additionalRate });
    const second = draftErrors(d, 2);
    expect(second[`${A.rut}.absence_days`]).toBe(PAYROLL_MESSAGES.absenceDays);
    expect(second[`${B.rut}.sick_leave_days`]).toMatch(/sumar más de 30/);
    const item = { ...newItem(), label: '' };
    d.discounts.push(item);
    const third = draftErrors(d, 3);
    expect(third[`discounts.${item.key}.employee_rut`]).toMatch(/^Trabajador/);
    expect(third[`discounts.${item.key}.label`]).toBe(PAYROLL_MESSAGES.itemLabel);
    expect(third[`discounts.${item.key}.amount`]).toBe(PAYROLL_MESSAGES.itemAmount);
  });

  it('needs someone in the month', () => {
    const d = draftOf(current);
    for (const n of Object.values(d.novelties)) n.included = false;
    expect(draftErrors(d, 1).included).toMatch(/al menos un trabajador/);
  });

  it('writes the one body of PUT novelties, leaving out the items of a worker not in the month', () => {
    const d = draftOf(current);
    d.novelties[B.rut]!.sick_leave_days = '';
    d.bonds.push({ ...newItem(false), employee_rut: B.rut, label: 'Aguinaldo', amount: 20_000 });
    d.novelties[A.rut]!.included = false;
    const body = toBody(d, 3);
    expect(body.novelties).toHaveLength(2);
    expect(body.novelties.find((n) => n.employee_rut === B.rut)!.sick_leave_days).toBe(0);
    expect(body.bonds).toEqual([{ employee_rut: B.rut, label: 'Aguinaldo', amount: 20_000, taxable: false }]);
    // Before the third step an unfinished row is not sent.
    d.discounts.push(newItem());
    expect(toBody(d, 2).discounts).toEqual([]);
  });

  it("lists a refusal's problems, each as the API names its worker", () => {
    const body = {
      problems: [
        { employee_rut: A.rut, message: 'Valentina Rojas: falta la UTM.' },
        { employee_rut: B.rut, message: 'Matías Fuentes: falta la UF.' },
        'Una línea del archivo.',
      ],
    };
    expect(problemLines(body)).toEqual([
      'Valentina Rojas: falta la UTM.',
      'Matías Fuentes: falta la UF.',
      'Una línea del archivo.',
    ]);
    expect(problemLines(null)).toEqual([]);
  });
});

describe('the payroll paths', () => {
  it('reads the steps and leads Continuar by status', () => {
    expect(stepOfPath('nueva-liquidacion/segundo-paso')).toBe(2);
    expect(stepOfPath('nueva-liquidacion/cuarto-paso')).toBeNull();
    expect(stepPath(3)).toBe('/remuneraciones/nueva-liquidacion/tercer-paso');
    expect(continuePath({ status: 'created', year: 2026, month: 4 })).toBe(stepPath(1));
    expect(continuePath({ status: 'ready', year: 2026, month: 4 })).toBe('/remuneraciones/proceso-avanzado');
    expect(continuePath({ status: 'sent', year: 2026, month: 4 })).toBe(
      '/remuneraciones/proceso-avanzado?anio=2026&mes=4',
    );
  });
  it('reads only real months from the address', () => {
    expect(periodOfSearch(new URLSearchParams('anio=2026&mes=4'))).toEqual({ year: 2026, month: 4 });
    expect(periodOfSearch(new URLSearchParams('anio=2026&mes=13'))).toBeNull();
    expect(periodOfSearch(new URLSearchParams(''))).toBeNull();
  });
});
