import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEMO_EMAIL } from '../../seed/demo';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import { insertJob } from './jobs.repository';

// The operator page's API: only the e-mails of OPERATOR_EMAILS (here the demo user's), whatever
// their role in a business. A kind no worker handles, so the harness's worker leaves the jobs be.
const KIND = 'operator.test';

let h: Harness;
let operator: AuthHeaders;
let owner: AuthHeaders;

beforeAll(async () => {
  h = await createHarness({
    businesses: 2,
    outbox: true,
    env: { OPERATOR_EMAILS: ` ${DEMO_EMAIL.toUpperCase()} ` },
  });
  operator = await h.signInAs('demo');
  owner = await h.signInAs('u1');
});
afterAll(() => h?.close());
beforeEach(async () => {
  await h.db.query('DELETE FROM jobs');
});

async function jobIn(state: 'queued' | 'failed' | 'dead' | 'done', n = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = (await insertJob(h.db, { kind: KIND, payload: { i } }))!;
    await h.db.query(
      `UPDATE jobs SET state = $2, attempts = 5, last_error = $3,
              finished_at = CASE WHEN $2 IN ('dead', 'done') THEN now() END WHERE id = $1`,
      [id, state, state === 'done' ? null : 'SMTP caído'],
    );
    ids.push(id);
  }
  return ids;
}

const get = (url: string, headers: Record<string, string> = operator) =>
  h.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = operator) =>
  h.app.inject({ method: 'POST', url, headers });

describe('GET /api/v1/operator/jobs', () => {
  it('lists by state, newest first, 20 a page, with the total and the counts', async () => {
    const dead = await jobIn('dead', 23);
    await jobIn('queued', 2);
    const first = await get('/api/v1/operator/jobs?state=dead');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, page_size: 20, total_elements: 23 });
    expect(body.jobs).toHaveLength(20);
    expect(body.jobs[0]).toMatchObject({ id: dead[22], kind: KIND, state: 'dead', last_error: 'SMTP caído' });
    expect(body.jobs.every((j: { state: string }) => j.state === 'dead')).toBe(true);
    expect(body.counts).toMatchObject({ dead: 23, queued: 2, failed: 0 });
    const second = (await get('/api/v1/operator/jobs?state=dead&page=2')).json();
    expect(second.jobs.map((j: { id: number }) => j.id)).toEqual([dead[2], dead[1], dead[0]]);
    const all = (await get('/api/v1/operator/jobs')).json();
    expect(all.meta.total_elements).toBe(25);
  });

  it('refuses an unknown state in Spanish', async () => {
    const res = await get('/api/v1/operator/jobs?state=zombie');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/state/);
  });
});

describe('retry and discard', () => {
  it('retries a dead job: queued again, attempts from zero', async () => {
    const [id] = await jobIn('dead');
    const res = await post(`/api/v1/operator/jobs/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ id, state: 'queued', attempts: 0 });
    const { rows } = await h.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]);
    expect(rows[0].state).toBe('queued');
  });

  it('discards a queued job: dead, marked as the operator’s', async () => {
    const [id] = await jobIn('queued');
    const res = await post(`/api/v1/operator/jobs/${id}/discard`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job.state).toBe('dead');
    expect(res.json().job.last_error).toContain('descartada por un operador');
  });

  it('answers 409 for a job in the wrong state and 404 for one that does not exist', async () => {
    const [done] = await jobIn('done');
    const retry = await post(`/api/v1/operator/jobs/${done}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe('Solo se puede reintentar un trabajo fallido o muerto.');
    expect((await post(`/api/v1/operator/jobs/${done}/discard`)).statusCode).toBe(409);
    const missing = await post('/api/v1/operator/jobs/999999999/retry');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No existe ese trabajo.');
  });
});

describe('who may', () => {
  it('refuses a business owner who is not an operator (403, Spanish), and changes nothing', async () => {
    const [id] = await jobIn('dead');
    for (const res of [
      await get('/api/v1/operator/jobs', owner),
      await post(`/api/v1/operator/jobs/${id}/retry`, owner),
      await post(`/api/v1/operator/jobs/${id}/discard`, {
        ...owner,
        'business-id': String(h.businessId('b1')),
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Esta sección es solo para quienes operan el portal.');
    }
    const { rows } = await h.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]);
    expect(rows[0].state).toBe('dead');
  });

  it('answers 401 signed out', async () => {
    const [id] = await jobIn('dead');
    expect((await get('/api/v1/operator/jobs', {})).statusCode).toBe(401);
    expect((await post(`/api/v1/operator/jobs/${id}/retry`, {})).statusCode).toBe(401);
    expect((await post(`/api/v1/operator/jobs/${id}/discard`, {})).statusCode).toBe(401);
  });

  it('reads OPERATOR_EMAILS as a list of e-mails, empty by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).operatorEmails).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', OPERATOR_EMAILS: 'A@x.cl, b@y.cl' }).operatorEmails).toEqual([
      'a@x.cl',
      'b@y.cl',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_EMAILS: 'no-es-correo' })).toThrow(ConfigError);
  });
});
