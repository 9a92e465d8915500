// The month's payroll process over a real database (PGlite; PostgreSQL with TEST_DB_BACKEND=pg) and
// a real SMTP catcher: begin a month, enter its novedades, send (compute), review, publish (mail and
// journal), the files, every refusal in Spanish leaving the database as it was, and isolation.
import { EMPLOYEE_MESSAGES as EM, PAYROLL_MESSAGES as M, PAYROLL_STATUS_TEXTS } from '@portal/contracts';
import { MONTH_NAMES, familyAllowanceOn, formatCLP, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { expectStatus } from '../../test/status';
import { rutOf, sampleEmployee } from '../employees/sample-employees';

const Q = '/api/v1/client/quotations';
const E = '/api/v1/client/employees';

let h: Harness;
let owner: Client;
let guest: Client;
let other: Client;
let bId: number;

const ANA = rutOf(15111222);
const LUIS = rutOf(16222333);
const ANA_SALARY = 900_000;
const LUIS_SALARY = 1_200_000;

/** Months the 12-month window allows, newest first. */
function windowMonths(): { year: number; month: number }[] {
  const today = todayInChile();
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const out = [];
  for (let i = 0; i <= 12; i++) {
    out.push({ year: y, month: m });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
let M0: { year: number; month: number };
let period: string;

const count = async (table: string, businessId: number) =>
  (
    await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1`, [
      businessId,
    ])
  ).rows[0]!.n;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  owner = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  bId = h.businessId('b1');
  // The newest month the portal's tables can compute (its parameters all known).
  for (const w of windowMonths()) {
    const res = await owner.get(`${Q}/additional?year=${w.year}&month=${w.month}`);
    expectStatus(res, 200);
    if (res.json().missing.length === 0) {
      M0 = w;
      break;
    }
  }
  if (!M0)
    throw new Error(
      'No month of the last 12 has every payroll indicator: update packages/domain indicators.',
    );
  period = `${M0.year}-${pad(M0.month)}`;
  // Ana works the whole month; Luis was hired on the 11th (10 days outside his contract).
  expectStatus(
    await owner.send('POST', E, {
      employee: sampleEmployee({
        rut: ANA,
        base_salary: ANA_SALARY,
        email: 'ana@trabajadores.example',
        start_date: '2023-01-02',
      }),
    }),
    201,
  );
  expectStatus(
    await owner.send('POST', E, {
      employee: sampleEmployee({
        rut: LUIS,
        first_name: 'Luis',
        last_name: 'Rojas',
        mother_last_name: null,
        gender: 'male',
        base_salary: LUIS_SALARY,
        contract_type: 'fixed',
        start_date: `${period}-11`,
        end_date: `${M0.year + 1}-06-30`,
        health_system: 'Consalud',
        health_money_type: 'health_system_uf',
        health_plan_amount: 3.5,
        email: null,
      }),
    }),
    201,
  );
}, 120_000);
afterAll(() => h?.close());

let id: number;

describe('beginning a month', () => {
  it('says Comenzar before any process, with the workers of the month in course', async () => {
    const res = await owner.get(`${Q}/current_period`);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.quotation).toBeNull();
    expect(body.button).toBe('Comenzar');
    expect(body.status_text).toBe(PAYROLL_STATUS_TEXTS.none);
    expect((await owner.get(`${Q}/valid_create`)).json()).toMatchObject({ valid: true });
  });

  it('refuses a future month, one older than 12 months, and a guest, writing nothing', async () => {
    const [newest] = windowMonths();
    const next =
      newest!.month === 12
        ? { year: newest!.year + 1, month: 1 }
        : { year: newest!.year, month: newest!.month + 1 };
    const future = await owner.send('POST', Q, next);
    expectStatus(future, 422);
    expect(future.json().error).toBe(M.future);
    const old = await owner.send('POST', Q, {
      year: newest!.year - 1,
      month: newest!.month === 1 ? 12 : newest!.month - 1,
    });
    expect(old.json().error).toBe(newest!.month === 1 ? M.future : M.tooOld);
    expectStatus(await guest.send('POST', Q, M0), 403);
    expect(await count('payroll_quotations', bId)).toBe(0);
  });

  it('begins the month with every worker whose contract covers it, and only once', async () => {
    const res = await owner.send('POST', Q, M0);
    expectStatus(res, 201);
    const q = res.json().quotation;
    expect(q).toMatchObject({
      year: M0.year,
      month: M0.month,
      status: 'created',
      status_text: 'Creado',
      mutual: '00',
    });
    id = q.id;
    const again = await owner.send('POST', Q, M0);
    expectStatus(again, 409);
    expect(again.json().error).toBe(M.exists(`${MONTH_NAMES[M0.month - 1]} ${M0.year}`));
    const current = (await owner.get(`${Q}/current_period`)).json();
    expect(current).toMatchObject({ year: M0.year, month: M0.month, button: 'Continuar' });
    expect(current.workers.map((w: { rut: string }) => w.rut).sort()).toEqual([ANA, LUIS].sort());
    expect(current.novelties).toHaveLength(2);
  });
});

const novelties = {
  mutual: '01',
  work_injury_additional_rate: 0.34,
  novelties: [
    {
      employee_rut: ANA,
      included: true,
      absence_days: 2,
      sick_leave_days: 0,
      overtime_hours: 0,
      advances: 100_000,
    },
    {
      employee_rut: LUIS,
      included: true,
      absence_days: 0,
      sick_leave_days: 0,
      overtime_hours: 0,
      advances: 0,
    },
  ],
  bonds: [
    { employee_rut: ANA, label: 'Bono de producción', amount: 60_000, taxable: true },
    { employee_rut: LUIS, label: 'Viático', amount: 25_000, taxable: false },
  ],
  discounts: [{ employee_rut: ANA, label: 'Cuota de préstamo', amount: 30_000 }],
};

describe('novedades', () => {
  it('refuses a worker of another business or not included, and a month of 31 days, changing nothing', async () => {
    const before = await h.db.query(
      'SELECT * FROM payroll_novelties WHERE business_id = $1 ORDER BY employee_id',
      [bId],
    );
    const stranger = rutOf(17333444);
    const cases: [unknown, string][] = [
      [
        { ...novelties, novelties: [{ ...novelties.novelties[0]!, employee_rut: stranger }] },
        M.unknownWorker(`17.333.444-${stranger.slice(-1)}`),
      ],
      [
        { ...novelties, novelties: [{ ...novelties.novelties[0]!, absence_days: 20, sick_leave_days: 11 }] },
        M.daysTooMany(`Ana María Pérez Soto (15.111.222-${ANA.slice(-1)})`),
      ],
      [
        {
          ...novelties,
          novelties: [{ ...novelties.novelties[1]!, included: false }],
          bonds: [novelties.bonds[1]],
        },
        M.notIncluded(`Luis Rojas (16.222.333-${LUIS.slice(-1)})`),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner.send('PUT', `${Q}/${id}/novelties`, body);
      expectStatus(res, 422);
      expect(res.json().error).toBe(message);
    }
    const bad = await owner.send('PUT', `${Q}/${id}/novelties`, {
      ...novelties,
      work_injury_additional_rate: 7,
    });
    expectStatus(bad, 400);
    expect(JSON.stringify(bad.json())).toContain(M.additionalRate);
    const after = await h.db.query(
      'SELECT * FROM payroll_novelties WHERE business_id = $1 ORDER BY employee_id',
      [bId],
    );
    expect(after.rows).toEqual(before.rows);
    expect(await count('payroll_items', bId)).toBe(0);
  });

  it('saves every novedad, bond and discount at once and answers them back', async () => {
    const res = await owner.send('PUT', `${Q}/${id}/novelties`, novelties);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.quotation).toMatchObject({ mutual: '01', work_injury_additional_rate: 0.34 });
    expect(body.bonds).toEqual(novelties.bonds);
    expect(body.discounts).toEqual(novelties.discounts);
    expect(body.novelties.find((n: { employee_rut: string }) => n.employee_rut === ANA)).toEqual(
      novelties.novelties[0],
    );
    expect(body.payslips).toEqual([]);
  });
});

describe('send, review, publish', () => {
  it('computes each payslip: days, the bonds and discounts, and totals that add up', async () => {
    const res = await owner.send('PUT', `${Q}/${id}/send_form`);
    expectStatus(res, 200);
    expect(res.json().quotation).toMatchObject({
      status: 'received',
      status_text: 'En Progreso',
      previred: true,
    });
    const detail = (await owner.get(`${Q}/show/by/${M0.year}/${M0.month}`)).json();
    const ana = detail.payslips.find((p: { employee_rut: string }) => p.employee_rut === ANA);
    const luis = detail.payslips.find((p: { employee_rut: string }) => p.employee_rut === LUIS);
    // 30-day commercial month: Ana missed 2 days, Luis was hired on the 11th (10 days before).
    expect(ana.days_worked).toBe(28);
    expect(luis.days_worked).toBe(20);
    const line = (p: { lines: { code: string; amount: number }[] }, code: string) =>
      p.lines.find((l) => l.code === code)?.amount;
    expect(line(ana, 'sueldo_base')).toBe(Math.round((ANA_SALARY * 28) / 30));
    expect(line(luis, 'sueldo_base')).toBe(Math.round((LUIS_SALARY * 20) / 30));
    expect(line(ana, 'bono_imponible_1')).toBe(60_000);
    expect(line(luis, 'bono_no_imponible_1')).toBe(25_000);
    expect(line(ana, 'descuento_1')).toBe(30_000);
    expect(line(ana, 'anticipo')).toBe(100_000);
    for (const p of detail.payslips) {
      const sum = (sections: string[]) =>
        p.lines
          .filter((l: { section: string }) => sections.includes(l.section))
          .reduce((s: number, l: { amount: number }) => s + l.amount, 0);
      expect(p.total_haberes).toBe(sum(['haberes_imponibles', 'haberes_no_imponibles']));
      expect(p.total_descuentos).toBe(sum(['descuentos_legales', 'otros_descuentos']));
      expect(p.liquido).toBe(p.total_haberes - p.total_descuentos);
      for (const l of p.lines) expect(l.explanation.rule.length).toBeGreaterThan(10);
    }
    expect(detail.quotation.totals).toMatchObject({
      workers: 2,
      liquido: ana.liquido + luis.liquido,
      impuesto_unico: ana.impuesto_unico + luis.impuesto_unico,
    });
  });

  it('keeps the sent novedades closed, and publishes only after review', async () => {
    const edit = await owner.send('PUT', `${Q}/${id}/novelties`, novelties);
    expectStatus(edit, 409);
    expect(edit.json().error).toBe(M.notEditable);
    const early = await owner.send('PUT', `${Q}/${id}/publish`);
    expectStatus(early, 409);
    expect(early.json().error).toBe(M.notPublishable);
    expect(await count('payslips', bId)).toBe(2);
  });

  it('reopens to change the novedades (the payslips go) and computes again', async () => {
    expectStatus(await owner.send('PUT', `${Q}/${id}/reopen`), 200);
    expect(await count('payslips', bId)).toBe(0);
    expectStatus(await owner.send('PUT', `${Q}/${id}/novelties`, novelties), 200);
    expectStatus(await owner.send('PUT', `${Q}/${id}/send_form`), 200);
    expect(await count('payslips', bId)).toBe(2);
  });

  it('hands over the files: each payslip and all of them in PDF, Previred with 105 fields a line', async () => {
    const one = await owner.get(`${Q}/${id}/payslips/${ANA}/pdf`);
    expectStatus(one, 200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await owner.get(`${Q}/${id}/payslips/pdf`);
    expect(all.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const previred = await owner.get(`${Q}/${id}/previred`);
    expectStatus(previred, 200);
    const lines = previred.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l.split(';')).toHaveLength(105);
    expect(lines.map((l) => l.split(';')[0]).sort()).toEqual(['15111222', '16222333']);
    expect(previred.headers['content-disposition']).toContain(`Previred_${pad(M0.month)}${M0.year}.txt`);
    const lre = await owner.get(`${Q}/${id}/lre`);
    expectStatus(lre, 200);
    const rows = lre.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.split(';')).toHaveLength(rows[0]!.split(';').length);
  });

  it('publishes: mails the worker with an e-mail and posts a balanced entry on the last day', async () => {
    expectStatus(await owner.send('PUT', `${Q}/${id}/review`), 200);
    const res = await owner.send('PUT', `${Q}/${id}/publish`);
    expectStatus(res, 200);
    expect(res.json().quotation).toMatchObject({ status: 'sent', status_text: 'Enviado' });
    expect(res.json().message).toBe(M.published(2));
    const detail = (await owner.get(`${Q}/show/by/${M0.year}/${M0.month}`)).json();
    const ana = detail.payslips.find((p: { employee_rut: string }) => p.employee_rut === ANA);
    const mail = await h.mail.waitFor((m) => m.to.includes('ana@trabajadores.example'));
    expect(mail.subject).toBe(`Tu liquidación de sueldo de ${MONTH_NAMES[M0.month - 1]} ${M0.year}`);
    expect(mail.text).toContain(`Líquido a pagar: ${formatCLP(ana.liquido)}`);
    expect(ana.mailed_at).not.toBeNull();
    const { rows } = await h.db.query<{
      account_number: string;
      debit: number;
      credit: number;
      line_date: string;
    }>(
      `SELECT a.account_number, sum(l.debit)::float8 AS debit, sum(l.credit)::float8 AS credit,
              to_char(min(l.line_date), 'YYYY-MM-DD') AS line_date
         FROM journal_lines l JOIN accounts a ON a.id = l.account_id
        WHERE l.business_id = $1 AND l.source_type = 'payroll' GROUP BY a.account_number`,
      [bId],
    );
    const total = (k: 'debit' | 'credit') => rows.reduce((s, r) => s + r[k], 0);
    expect(total('debit')).toBe(total('credit'));
    expect(total('debit')).toBeGreaterThan(0);
    const last = new Date(Date.UTC(M0.year, M0.month, 0)).toISOString().slice(0, 10);
    expect(new Set(rows.map((r) => r.line_date))).toEqual(new Set([last]));
    const account = (n: string) => rows.find((r) => r.account_number === n);
    expect(account('2115')?.credit).toBe(detail.quotation.totals.liquido);
    expect(account('2122')?.credit ?? 0).toBe(detail.quotation.totals.impuesto_unico);
    expect(account('1135')?.credit).toBe(100_000);
  });

  it('puts the month’s impuesto único in line 048 of the F29 proposal, and in its total', async () => {
    const detail = (await owner.get(`${Q}/show/by/${M0.year}/${M0.month}`)).json();
    const tax = detail.payslips.reduce((s: number, p: { impuesto_unico: number }) => s + p.impuesto_unico, 0);
    const res = await owner.get(`/api/v1/client/f29_proposals/${M0.year}/${M0.month}`);
    expectStatus(res, 200);
    const line = (code: string) => res.json().lines.find((l: { code: string }) => l.code === code);
    expect(line('048').amount).toBe(tax);
    expect(line('547').amount).toBe(
      line('089').amount + line('062').amount + tax + line('151').amount + line('039').amount,
    );
  });

  it('keeps a published month and its workers', async () => {
    const reopen = await owner.send('PUT', `${Q}/${id}/reopen`);
    expectStatus(reopen, 409);
    expect(reopen.json().error).toBe(M.notReopenable);
    const del = await owner.send('DELETE', `${E}/${LUIS}`);
    expectStatus(del, 409);
    expect(del.json().error).toBe(EM.payslipsNoDelete);
    const list = (await owner.get(Q)).json();
    expect(list.meta.total_elements).toBe(1);
    expect(list.data.quotations[0]).toMatchObject({ id, status: 'sent' });
  });
});

describe('isolation', () => {
  it('answers another business’s process as one that does not exist', async () => {
    for (const url of [
      `${Q}/show/by/${M0.year}/${M0.month}`,
      `${Q}/${id}/payslips/pdf`,
      `${Q}/${id}/payslips/${ANA}/pdf`,
      `${Q}/${id}/previred`,
      `${Q}/${id}/lre`,
    ]) {
      const res = await other.get(url);
      expectStatus(res, 404);
      expect(res.json().error).toBe(M.notFound);
    }
    for (const action of ['send_form', 'reopen', 'review', 'publish']) {
      const res = await other.send('PUT', `${Q}/${id}/${action}`);
      expectStatus(res, 404);
    }
    expect((await other.get(Q)).json().meta.total_elements).toBe(0);
    const current = (await other.get(`${Q}/current_period`)).json();
    expect(current.quotation).toBeNull();
    expect(current.workers).toEqual([]);
  });
});

describe('a month the tables cannot compute', () => {
  it('refuses to send with each missing indicator, in Spanish, and stays created', async () => {
    const months = windowMonths();
    let missing: { year: number; month: number; missing: string[] } | undefined;
    for (const w of months) {
      const a = (await owner.get(`${Q}/additional?year=${w.year}&month=${w.month}`)).json();
      if (a.missing.length > 0) {
        missing = { ...w, missing: a.missing };
        break;
      }
    }
    expect(
      missing,
      'a month of the last 12 lacks an indicator (else this refusal cannot be shown)',
    ).toBeDefined();
    if (!missing) return;
    const created = await owner.send('POST', Q, { year: missing.year, month: missing.month });
    expectStatus(created, 201);
    const qid = created.json().quotation.id;
    const res = await owner.send('PUT', `${Q}/${qid}/send_form`);
    expectStatus(res, 422);
    expect(res.json().error).toBe(M.cannotCompute);
    const problems: { employee_rut: string; message: string }[] = res.json().problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.message).toContain(missing.missing[0]!);
    const q = (await owner.get(`${Q}/show/by/${missing.year}/${missing.month}`)).json();
    expect(q.quotation.status).toBe('created');
    expect(q.payslips).toEqual([]);
  });
});

describe('the asignación familiar of a month', () => {
  it('lists its tramos as parameters where they are confirmed, and warns in Spanish where they are not', async () => {
    let warned = 0;
    let listed = 0;
    for (const w of windowMonths()) {
      const a = (await owner.get(`${Q}/additional?year=${w.year}&month=${w.month}`)).json();
      if (a.missing.length > 0) {
        // A month that cannot be computed at all says so in `missing`, not as a warning.
        expect(a.warnings).toEqual([]);
        continue;
      }
      const names: string[] = a.parameters.map((p: { name: string }) => p.name);
      const table = familyAllowanceOn(`${w.year}-${pad(w.month)}-01`);
      if (table) {
        listed += 1;
        expect(a.warnings).toEqual([]);
        for (const t of table.value) {
          const row = a.parameters.find((p: { name: string }) =>
            p.name.startsWith(`Asignación familiar, tramo ${t.tramo} `),
          );
          expect(row, `tramo ${t.tramo} of ${w.year}-${w.month}`).toBeDefined();
          expect(row.name).toContain(formatCLP(t.upTo));
          expect(row.value).toBe(formatCLP(t.amount));
          expect(row.source).toBe(table.source);
        }
      } else {
        warned += 1;
        expect(a.warnings).toEqual([M.familyAllowanceUnknown(`${MONTH_NAMES[w.month - 1]} ${w.year}`)]);
        expect(names.some((n) => n.startsWith('Asignación familiar'))).toBe(false);
      }
    }
    // The window of the last 12 months computes at least one month (the suite's M0).
    expect(listed + warned).toBeGreaterThan(0);
  });
});

describe('a worker of a closed Isapre, and one who resigns within the month', () => {
  const QUITS = rutOf(18444555);
  it('computes the payslip but refuses the Previred file, naming the worker and the institution', async () => {
    // Renuncia (art. 159 N°2, code 4 of the LRE's Tabla 1) on the month's 20th.
    expectStatus(
      await other.send('POST', E, {
        employee: sampleEmployee({
          rut: QUITS,
          first_name: 'Pedro',
          last_name: 'Vidal',
          gender: 'male',
          start_date: '2022-04-01',
          end_date: `${period}-20`,
          termination_cause: 4,
          status: 'settled',
        }),
      }),
      201,
    );
    const rut = rutOf(17333444);
    expectStatus(
      await other.send('POST', E, {
        employee: sampleEmployee({
          rut,
          first_name: 'Marta',
          last_name: 'Fuentes',
          health_system: 'Chuquicamata',
          health_money_type: 'health_system_uf',
          health_plan_amount: 2.5,
        }),
      }),
      201,
    );
    const created = await other.send('POST', Q, M0);
    expectStatus(created, 201);
    const qid = created.json().quotation.id;
    expectStatus(await other.send('PUT', `${Q}/${qid}/send_form`), 200);
    const res = await other.get(`${Q}/${qid}/previred`);
    expectStatus(res, 422);
    expect(res.json().error).toBe(M.fileRefused('Previred'));
    expect(res.json().problems).toEqual([
      M.healthWithoutCode('Marta Fuentes Soto', 'Chuquicamata', 'Previred'),
    ]);
    // The payslip itself is there to download.
    expectStatus(await other.get(`${Q}/${qid}/payslips/${rut}/pdf`), 200);
  });

  it('writes the end of the contract and its causal in the LRE (1103, 1104); the others leave them empty', async () => {
    const qid = (await other.get(`${Q}/show/by/${M0.year}/${M0.month}`)).json().quotation.id;
    const refusedLre = await other.get(`${Q}/${qid}/lre`);
    expectStatus(refusedLre, 422);
    expect(refusedLre.json().problems).toEqual([
      M.healthWithoutCode('Marta Fuentes Soto', 'Chuquicamata', 'LRE'),
    ]);
    // Marta out of the process (declared by hand), the month is computed again and its LRE passes.
    expectStatus(await other.send('PUT', `${Q}/${qid}/reopen`), 200);
    const marta = { absence_days: 0, sick_leave_days: 0, overtime_hours: 0, advances: 0 };
    expectStatus(
      await other.send('PUT', `${Q}/${qid}/novelties`, {
        mutual: '00',
        work_injury_additional_rate: 0,
        novelties: [{ employee_rut: rutOf(17333444), included: false, ...marta }],
        bonds: [],
        discounts: [],
      }),
      200,
    );
    expectStatus(await other.send('PUT', `${Q}/${qid}/send_form`), 200);
    const lre = await other.get(`${Q}/${qid}/lre`);
    expectStatus(lre, 200);
    const [header, ...rows] = lre.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    const cols = header!.split(';');
    const at = (row: string, code: number) => row.split(';')[cols.findIndex((c) => c.includes(`(${code})`))];
    const rutCol = cols.findIndex((c) => c.includes('(1101)'));
    const quits = rows.find((r) => r.split(';')[rutCol] === QUITS)!;
    expect(quits, 'the resigning worker has an LRE line').toBeDefined();
    expect(at(quits, 1103)).toBe(`20/${pad(M0.month)}/${M0.year}`);
    expect(at(quits, 1104)).toBe('4');
    for (const r of rows.filter((x) => x !== quits)) expect([at(r, 1103), at(r, 1104)]).toEqual(['', '']);
  });
});
