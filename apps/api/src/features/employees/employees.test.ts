// Employees over a real database (PGlite; PostgreSQL with TEST_DB_BACKEND=pg): the writes and their
// Spanish refusals, the list, the spreadsheet round trip, and isolation between two businesses.
import { EMPLOYEE_MESSAGES as M, type EmployeeFields } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { expectStatus } from '../../test/status';
import { multipart } from '../invoice-imports/test-helpers';
import { employeesXlsx } from './employees-file';
import { rutOf, sampleEmployee } from './sample-employees';

const API = '/api/v1/client/employees';

let h: Harness;
let owner: Client;
let guest: Client;
let other: Client;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  owner = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
}, 120_000);
afterAll(() => h?.close());

const { rut: _rut, ...edit } = sampleEmployee();
const create = (c: Client, e: EmployeeFields) => c.send('POST', API, { employee: e });
const upload = (c: Client, bytes: Buffer, name = 'trabajadores.xlsx') => {
  const { payload, contentType } = multipart([{ name, bytes, field: 'files' }]);
  return c.inject({
    method: 'POST',
    url: `${API}/import`,
    headers: { 'content-type': contentType },
    payload,
  });
};
const count = async (businessId: number) =>
  (
    await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees WHERE business_id = $1', [
      businessId,
    ])
  ).rows[0]!.n;

describe('create, show, update, delete', () => {
  const rut = rutOf(20111222);

  it('creates a worker, answers it whole and shows it by RUT in any writing', async () => {
    const res = await create(owner, sampleEmployee({ rut: `20.111.222-${rut.slice(-1)}` }));
    expectStatus(res, 201);
    const body = res.json();
    expect(body.message).toBe(M.created);
    expect(body.employee).toMatchObject({
      rut,
      full_name: 'Ana María Pérez Soto',
      base_salary: 850_000,
      commune: 'Providencia',
    });
    const shown = await owner.get(`${API}/${rut.replace('-', '')}`);
    expectStatus(shown, 200);
    expect(shown.json().employee.bank_account_number).toBe('12345678');
  });

  it('refuses a RUT already in the business (409), and keeps the first', async () => {
    const res = await create(owner, sampleEmployee({ rut, first_name: 'Otra' }));
    expectStatus(res, 409);
    expect(res.json().error).toBe(M.duplicate);
    expect((await owner.get(`${API}/${rut}`)).json().employee.first_name).toBe('Ana María');
  });

  it('updates every field but the RUT, and finiquita with an end date', async () => {
    const res = await owner.send('PUT', `${API}/${rut}`, {
      employee: {
        ...edit,
        position: 'Jefa de contabilidad',
        status: 'settled',
        end_date: '2026-11-30',
        termination_cause: '4',
      },
    });
    expectStatus(res, 200);
    // The causal (renuncia, LRE Tabla 1 code 4) is kept as its code, sent as text or as a number.
    expect(res.json().employee).toMatchObject({
      rut,
      position: 'Jefa de contabilidad',
      status: 'settled',
      termination_cause: 4,
    });
  });

  it('keeps a settled worker (409 on delete) and deletes a working one', async () => {
    const refused = await owner.send('DELETE', `${API}/${rut}`);
    expectStatus(refused, 409);
    expect(refused.json().error).toBe(M.settledNoDelete);
    const second = rutOf(20111333);
    expectStatus(await create(owner, sampleEmployee({ rut: second })), 201);
    const del = await owner.send('DELETE', `${API}/${second}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ rut: second, message: M.deleted });
    expectStatus(await owner.get(`${API}/${second}`), 404);
    expectStatus(await owner.send('DELETE', `${API}/${second}`), 404);
  });

  it('lets a guest read but never write', async () => {
    expectStatus(await guest.get(`${API}/${rut}`), 200);
    expectStatus(await guest.get(API), 200);
    const before = await count(guest.businessId);
    expectStatus(await create(guest, sampleEmployee({ rut: rutOf(20111444) })), 403);
    expectStatus(await guest.send('PUT', `${API}/${rut}`, { employee: edit }), 403);
    expectStatus(await guest.send('DELETE', `${API}/${rut}`), 403);
    expectStatus(await upload(guest, await employeesXlsx([sampleEmployee({ rut: rutOf(20111555) })])), 403);
    expect(await count(guest.businessId)).toBe(before);
  });
});

describe('validation: a Spanish message naming the field, and nothing written', () => {
  const cases: [string, Partial<EmployeeFields>, string, string][] = [
    ['a RUT with a wrong check digit', { rut: '12345678-9' }, 'rut', M.rut],
    ['no first name', { first_name: '  ' }, 'first_name', M.firstName],
    ['an unknown commune', { commune: 'Gotham' }, 'commune', M.commune],
    [
      'a Fijo contract without an end date',
      { contract_type: 'fixed', end_date: null },
      'end_date',
      M.endDateRequired,
    ],
    [
      'an end date before the start',
      { contract_type: 'by_work', end_date: '2024-01-01' },
      'end_date',
      M.endDateAfterStart,
    ],
    [
      'a causal of termination outside the LRE table',
      { end_date: '2026-11-30', termination_cause: 1 },
      'termination_cause',
      M.terminationCause,
    ],
    [
      'a causal of termination without an end date',
      { end_date: null, termination_cause: 4 },
      'termination_cause',
      M.terminationCauseNeedsEnd,
    ],
    ['45 hours a week', { weekly_hours: 45 }, 'weekly_hours', 'Horas semanales'],
    [
      'a salary under the ingreso mínimo',
      { base_salary: 300_000 },
      'base_salary',
      'Sueldo base: debe ser al menos',
    ],
    [
      'an Isapre without a plan',
      { health_system: 'Consalud', health_plan_amount: null },
      'health_plan_amount',
      M.healthPlanRequired,
    ],
    [
      'a plan in pesos with decimals',
      { health_system: 'Consalud', health_plan_amount: 10.5 },
      'health_plan_amount',
      M.healthPlanAmount,
    ],
    [
      'cargas without a tramo',
      { family_charges: 2, family_tramo: null },
      'family_tramo',
      M.familyTramoRequired,
    ],
    ['half a bank account', { bank_account_number: null }, 'bank_account_number', M.bankIncomplete],
    ['an unknown AFP', { pension_fund: 'Futuro' as 'Uno' }, 'pension_fund', M.pensionFund],
  ];
  it.each(cases)('refuses %s', async (_, over, field, message) => {
    const before = await count(owner.businessId);
    const res = await create(owner, sampleEmployee({ rut: rutOf(21000111), ...over }));
    expectStatus(res, 400);
    expect(res.body).toContain(field);
    expect(res.body).toContain(message);
    expect(await count(owner.businessId)).toBe(before);
  });

  it('accepts part time at the prorated minimum, and an Isapre plan in UF', async () => {
    const res = await create(
      owner,
      sampleEmployee({
        rut: rutOf(21000222),
        weekly_hours: 21,
        base_salary: 300_000,
        health_system: 'Cruz Blanca',
        health_money_type: 'health_system_uf',
        health_plan_amount: 3.25,
      }),
    );
    expectStatus(res, 201);
    expect(res.json().employee.health_plan_amount).toBe(3.25);
  });
});

describe('blank optional fields', () => {
  it('stores a blank mother’s last name as none', async () => {
    const res = await create(owner, sampleEmployee({ rut: rutOf(21000333), mother_last_name: '   ' }));
    expectStatus(res, 201);
    expect(res.json().employee.mother_last_name).toBeNull();
  });
});

describe('the list', () => {
  beforeAll(async () => {
    for (let i = 0; i < 14; i++)
      expectStatus(
        await create(
          owner,
          sampleEmployee({
            rut: rutOf(22000000 + i),
            first_name: `Persona${i}`,
            last_name: i % 2 ? 'Muñoz' : 'González',
            position: i === 3 ? 'Bodeguero' : 'Vendedor',
          }),
        ),
        201,
      );
  });

  it('pages by 10 by default, by surname, with the totals by status', async () => {
    const res = await owner.get(API);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.data.employees).toHaveLength(10);
    expect(body.meta.page_size).toBe(10);
    expect(body.meta.total_elements).toBe(body.meta.working + body.meta.settled);
    const names = body.data.employees.map((e: { full_name: string }) => e.full_name);
    expect(names[0]).toMatch(/González/);
    expect(body.data.employees[0]).not.toHaveProperty('base_salary');
    const second = (await owner.get(`${API}?page=2`)).json();
    expect(second.meta.current_page).toBe(2);
    expect(second.data.employees.length).toBe(body.meta.total_elements - 10);
  });

  it('searches by name without accents, by position and by RUT', async () => {
    const byName = (await owner.get(`${API}?search=munoz`)).json();
    expect(byName.meta.total_elements).toBe(7);
    expect((await owner.get(`${API}?search=bodeguero`)).json().data.employees[0].rut).toBe(rutOf(22000003));
    const rut = rutOf(22000005);
    expect(
      (await owner.get(`${API}?search=${rut.slice(0, 2)}.${rut.slice(2, 5)}.${rut.slice(5)}`)).json().meta
        .total_elements,
    ).toBe(1);
  });

  it('filters by status', async () => {
    const settled = (await owner.get(`${API}?status=settled`)).json();
    expect(settled.data.employees.every((e: { status: string }) => e.status === 'settled')).toBe(true);
    expect(settled.meta.total_elements).toBe(settled.meta.settled);
  });
});

describe('spreadsheet import and export', () => {
  it('exports every worker, and importing the same file changes nothing', async () => {
    const res = await owner.get(`${API}/export`);
    expectStatus(res, 200);
    expect(res.headers['content-disposition']).toContain('trabajadores.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const total = (await owner.get(API)).json().meta.total_elements;
    expect(book.worksheets[0]!.rowCount).toBe(total + 1);
    const again = await upload(owner, res.rawPayload);
    expectStatus(again, 200);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: total });
  });

  it('creates and updates by RUT, twice the same file is idempotent', async () => {
    const file = await employeesXlsx([
      sampleEmployee({ rut: rutOf(23000001), first_name: 'Importada' }),
      sampleEmployee({ rut: rutOf(22000000), first_name: 'Cambiada' }),
    ]);
    const first = await upload(owner, file);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    expect((await owner.get(`${API}/${rutOf(22000000)}`)).json().employee.first_name).toBe('Cambiada');
    expect((await upload(owner, file)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('refuses a file with bad cells naming row and column, and writes none of its rows', async () => {
    const before = (
      await h.db.query('SELECT * FROM employees WHERE business_id = $1 ORDER BY id', [owner.businessId])
    ).rows;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await employeesXlsx([
        sampleEmployee({ rut: rutOf(23000002), first_name: 'Nueva buena' }),
        sampleEmployee({ rut: rutOf(22000001), first_name: 'No debe cambiar' }),
        sampleEmployee({ rut: rutOf(23000003) }),
      ])) as unknown as ArrayBuffer,
    );
    const sheet = book.worksheets[0]!;
    sheet.getCell('E4').value = 'Otro'; // Sexo, row 4
    sheet.getCell('O4').value = 'mucho'; // Sueldo base, row 4
    sheet.getCell('A3').value = rutOf(23000002); // repeats row 2's RUT
    const res = await upload(owner, Buffer.from(await book.xlsx.writeBuffer()));
    expectStatus(res, 422);
    const problems = res.json().problems as { row: number; column: string; message: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'Sexo', message: M.gender },
        { row: 4, column: 'Sueldo base', message: M.baseSalary },
        { row: 3, column: 'RUT', message: M.repeatedRut(2) },
      ]),
    );
    const after = (
      await h.db.query('SELECT * FROM employees WHERE business_id = $1 ORDER BY id', [owner.businessId])
    ).rows;
    expect(after).toEqual(before);
  });

  it('refuses what is not a spreadsheet, and one without a column it needs', async () => {
    const notXlsx = await upload(owner, Buffer.from('RUT;Nombres\n1-9;Ana\n'), 'trabajadores.csv');
    expectStatus(notXlsx, 422);
    expect(notXlsx.json().error).toBe(M.notXlsx);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Hoja').addRow(['RUT', 'Nombres']);
    const missing = await upload(owner, Buffer.from(await book.xlsx.writeBuffer()));
    expectStatus(missing, 422);
    expect(missing.json().error).toBe(M.missingColumn('Apellido paterno'));
  });
});

describe('isolation between businesses', () => {
  const secret = rutOf(24000001);
  beforeAll(async () => {
    expectStatus(
      await create(other, sampleEmployee({ rut: secret, first_name: 'Secreta', base_salary: 7_777_777 })),
      201,
    );
  });

  it('never shows another business’s worker, nor its salary or account', async () => {
    expectStatus(await owner.get(`${API}/${secret}`), 404);
    const list = await owner.get(`${API}?search=${secret}`);
    expect(list.json().meta.total_elements).toBe(0);
    const all = await owner.get(`${API}?page_size=100`);
    expect(all.body).not.toContain('Secreta');
    const file = await owner.get(`${API}/export`);
    expect(file.rawPayload.includes(Buffer.from('Secreta'))).toBe(false);
  });

  it('cannot change or delete it; the same RUT is another worker in each business', async () => {
    expectStatus(await owner.send('PUT', `${API}/${secret}`, { employee: edit }), 404);
    expectStatus(await owner.send('DELETE', `${API}/${secret}`), 404);
    expectStatus(await create(owner, sampleEmployee({ rut: secret })), 201);
    const theirs = (await other.get(`${API}/${secret}`)).json().employee;
    expect(theirs).toMatchObject({ first_name: 'Secreta', base_salary: 7_777_777 });
    expectStatus(
      await upload(owner, await employeesXlsx([sampleEmployee({ rut: secret, first_name: 'Mía' })])),
      200,
    );
    expect((await other.get(`${API}/${secret}`)).json().employee.first_name).toBe('Secreta');
  });
});
