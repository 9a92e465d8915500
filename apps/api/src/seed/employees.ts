// Workers for the demo, the tests and the bench: drawn by the generator with the rules the form
// checks (valid RUT, a salary at or above the prorated ingreso mínimo, an end date where the contract
// needs one), and written through the employees repository's set-based upsert.
import type { EmployeeFields } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import {
  BANKS,
  COMMUNES,
  HEALTH_PREVIRED_CODES,
  HEALTH_SYSTEMS,
  PENSION_FUNDS,
  addDays,
  computeRutDv,
  maxWeeklyHoursOn,
  minimumWageOn,
  proratedMinimumWage,
} from '@portal/domain';
import { upsertEmployees } from '../features/employees/employees.repository';
import { FIRST_NAMES, LAST_NAMES, createRandom } from './random';

const POSITIONS = [
  'Vendedor',
  'Cajera',
  'Bodeguero',
  'Administrativa',
  'Contador',
  'Panadero',
  'Chofer',
  'Garzón',
  'Jefa de local',
  'Auxiliar de aseo',
];
// The open Isapres, which have a Previred code (field 75): the closed ones (Chuquicamata, Fusat…)
// serve a single employer's workers and would make the generated businesses' Previred files refused.
const ISAPRES = HEALTH_SYSTEMS.filter(
  (h) => h.key !== 'Fonasa' && HEALTH_PREVIRED_CODES[h.key] !== undefined,
);
const STREETS = [
  'Av. Libertador Bernardo O’Higgins',
  'Los Carrera',
  'Manuel Montt',
  'Av. Matta',
  'San Martín',
  'Colón',
];

export type EmployeeGenOptions = { seed: number; count: number; today: string };

export function generateEmployees(o: EmployeeGenOptions): EmployeeFields[] {
  const r = createRandom(o.seed);
  const maxHours = maxWeeklyHoursOn(o.today);
  const imm = minimumWageOn(o.today)?.value.general ?? 553_553;
  const seen = new Set<string>();
  const out: EmployeeFields[] = [];
  while (out.length < o.count) {
    const body = r.int(8_000_000, 26_999_999);
    const rut = `${body}-${computeRutDv(body)}`;
    if (seen.has(rut)) continue;
    seen.add(rut);
    const hours = r.chance(0.8) ? maxHours : r.int(20, 30);
    const min = proratedMinimumWage(imm, hours, maxHours);
    const contract = r.chance(0.7) ? 'undefined' : r.chance(0.7) ? 'fixed' : 'by_work';
    const start = addDays(o.today, -r.int(30, 2_500));
    const settled = r.chance(0.12);
    const needsEnd = contract !== 'undefined' || settled;
    const isapre = r.chance(0.35);
    const charges = r.chance(0.3) ? r.int(1, 3) : 0;
    const bank = r.chance(0.85) ? r.pick(BANKS) : null;
    out.push({
      rut,
      first_name: r.pick(FIRST_NAMES),
      last_name: r.pick(LAST_NAMES),
      mother_last_name: r.chance(0.95) ? r.pick(LAST_NAMES) : null,
      gender: r.chance(0.5) ? 'female' : 'male',
      nationality: r.chance(0.9) ? 'chilean' : 'foreigner',
      birth_date: addDays(o.today, -r.int(19 * 365, 62 * 365)),
      address: `${r.pick(STREETS)} ${r.int(10, 3_999)}`,
      commune: r.pick(COMMUNES).name,
      contract_type: contract,
      start_date: start,
      end_date: needsEnd ? addDays(start, r.int(60, 700)) : null,
      // A finiquitado's causal (LRE Tabla 1): 4 renuncia, 6 vencimiento del plazo, 7 conclusión de la obra.
      termination_cause: settled ? { undefined: 4, fixed: 6, by_work: 7 }[contract] : null,
      weekly_hours: hours,
      position: r.pick(POSITIONS),
      base_salary: Math.ceil((min + r.int(0, 1_200_000)) / 1_000) * 1_000,
      gratification: r.chance(0.8) ? 'art_50' : r.chance(0.5) ? 'art_47' : 'none',
      pension_fund: r.pick(PENSION_FUNDS).key,
      health_system: isapre ? r.pick(ISAPRES).key : 'Fonasa',
      health_money_type: isapre ? 'health_system_uf' : 'health_system_currency',
      health_plan_amount: isapre ? r.int(20, 80) / 10 : null,
      unemployment_insurance: true,
      family_charges: charges,
      family_tramo: charges > 0 ? r.pick(['A', 'B', 'C', 'D'] as const) : null,
      meal_allowance: r.chance(0.6) ? r.int(2, 8) * 10_000 : 0,
      transport_allowance: r.chance(0.6) ? r.int(2, 6) * 10_000 : 0,
      bank_code: bank?.code ?? null,
      bank_account_type: bank ? r.pick(['Cuenta Corriente', 'Cuenta Vista', 'Cuenta Ahorro'] as const) : null,
      bank_account_number: bank ? String(r.int(10_000_000, 999_999_999)) : null,
      // RFC 2606's reserved .example domain: the demo's mail never leaves for a real address.
      email: r.chance(0.6) ? `${body}@trabajadores.example` : null,
      status: settled ? 'settled' : 'working',
    });
  }
  return out;
}

/** Writes workers of a business in chunks (a large scale's thousand in a few statements). */
export async function writeEmployees(db: Queryable, businessId: number, list: readonly EmployeeFields[]) {
  for (let i = 0; i < list.length; i += 500) await upsertEmployees(db, businessId, list.slice(i, i + 500));
}
