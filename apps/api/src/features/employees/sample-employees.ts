// Workers for tests, the trust suites and the data generator: valid on any day the portal knows
// (a full-time salary above the ingreso mínimo, 40 hours a week, under every legal maximum).
import type { EmployeeFields } from '@portal/contracts';
import { computeRutDv } from '@portal/domain';

/** A valid RUT from its body ('12345678' → '12345678-5'). */
export const rutOf = (body: number): string => `${body}-${computeRutDv(body)}`;

export function sampleEmployee(over: Partial<EmployeeFields> = {}): EmployeeFields {
  return {
    rut: '12345678-5',
    first_name: 'Ana María',
    last_name: 'Pérez',
    mother_last_name: 'Soto',
    gender: 'female',
    nationality: 'chilean',
    birth_date: '1990-05-14',
    address: 'Av. Providencia 1234, depto. 56',
    commune: 'Providencia',
    contract_type: 'undefined',
    start_date: '2024-03-01',
    end_date: null,
    termination_cause: null,
    weekly_hours: 40,
    position: 'Contadora',
    base_salary: 850_000,
    gratification: 'art_50',
    pension_fund: 'Habitat',
    health_system: 'Fonasa',
    health_money_type: 'health_system_currency',
    health_plan_amount: null,
    unemployment_insurance: true,
    family_charges: 0,
    family_tramo: null,
    meal_allowance: 50_000,
    transport_allowance: 40_000,
    bank_code: '012',
    bank_account_type: 'Cuenta Vista',
    bank_account_number: '12345678',
    email: null,
    status: 'working',
    ...over,
  };
}
