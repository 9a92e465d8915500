import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, inBusiness } from '../../test/harness';
import { API, type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';

// Isolation between businesses and the role rules, for every route of the area.
let h: Harness;
let c: Client;
let guest: Client;
let mine: number;
let theirs: number;
let theirComment: number;
let theirChange: number;

const ROUTES = [
  ['GET', `${LIST}`, 'invoices'],
  ['GET', `${LIST}/:id`, 'invoices'],
  ['GET', `${LIST}/:id/expiration_date_changes`, 'invoices'],
  ['PUT', `${LIST}/:id/expire_date`, 'invoices'],
  ['POST', `${API}/update_payed`, 'invoices'],
  ['POST', `${API}/bulk_update`, 'invoices'],
  ['POST', `${LIST}/:id/acknowledgment`, 'invoices'],
  ['GET', `${LIST}/:id/comments`, 'invoice-comments'],
  ['POST', `${API}/comments/:reference_id`, 'invoice-comments'],
  ['PUT', `${API}/comments`, 'invoice-comments'],
  ['DELETE', `${API}/comments/:comment_id`, 'invoice-comments'],
  ['POST', `${LIST}/:id/document`, 'invoice-documents'],
  ['GET', `${LIST}/:id/document`, 'invoice-documents'],
  ['GET', '/api/v1/client/accounts/invoicing/list', 'invoices'],
  ['GET', `${API}/purchases_and_sales_summary`, 'invoice-summary'],
  ['GET', `${API}/averages`, 'invoice-summary'],
  ['GET', `${API}/dashboard/monthly_summary`, 'invoice-summary'],
  ['GET', `${API}/dashboard/expired_payed_document`, 'invoice-summary'],
  ['GET', `${API}/dashboard/ranking_document`, 'invoice-summary'],
  ['GET', `${API}/dashboard/chart`, 'invoice-summary'],
  ['GET', '/api/v1/client/cash_flow', 'cash-flow'],
  ['GET', '/api/v1/client/cash_flow/documents', 'cash-flow'],
  ['GET', '/api/v1/client/todo_tasks', 'todo'],
] as const;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  await h.db.query(`INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'other')`, [
    c.businessId,
    h.ids.users.get('u2'),
  ]);
  guest = await clientFor(h, 'u2', 'b1');
  mine = await insertInvoice(h.db, c.businessId, { direction: 'COMPRA', folio: 1 });
  theirs = await insertInvoice(h.db, h.businessId('b2'), { direction: 'COMPRA', folio: 1 });
  const k = await h.db.query<{ id: number }>(
    `INSERT INTO invoice_comments (business_id, invoice_id, message) VALUES ($1, $2, 'Ajeno') RETURNING id`,
    [h.businessId('b2'), theirs],
  );
  theirComment = k.rows[0].id;
  const ch = await h.db.query<{ id: number }>(
    `INSERT INTO invoice_due_date_changes (business_id, invoice_id, expire_date) VALUES ($1, $2, '2030-01-01') RETURNING id`,
    [h.businessId('b2'), theirs],
  );
  theirChange = ch.rows[0].id;
});
afterAll(() => h?.close());

const snapshot = async () =>
  (
    await h.db.query(
      `SELECT i.payed, i.estado, i.internal_due_date, i.invoicing_account_id,
              (SELECT count(*) FROM invoice_comments k WHERE k.invoice_id = i.id) AS comments,
              (SELECT string_agg(message, '|') FROM invoice_comments k WHERE k.invoice_id = i.id) AS messages,
              (SELECT count(*) FROM invoice_due_date_changes d WHERE d.invoice_id = i.id) AS changes,
              (SELECT count(*) FROM invoice_files f WHERE f.invoice_id = i.id) AS files
         FROM invoices i WHERE i.id = $1`,
      [theirs],
    )
  ).rows[0];

describe('another business’s data', () => {
  it('is 404 by id everywhere, and stays unchanged', async () => {
    const before = await snapshot();
    const calls: [string, string, object?][] = [
      ['GET', `${LIST}/${theirs}`],
      ['GET', `${LIST}/${theirs}/expiration_date_changes`],
      ['PUT', `${LIST}/${theirs}/expire_date`, { expire_date: '2031-01-01' }],
      ['PUT', `${LIST}/${theirs}/expire_date`, { return_to_expire_date_id: theirChange }],
      ['POST', `${API}/update_payed`, { id_doc: theirs, payed: true }],
      ['POST', `${LIST}/${theirs}/acknowledgment`, { event_code: 'ACD' }],
      ['GET', `${LIST}/${theirs}/comments`],
      ['POST', `${API}/comments/${theirs}`, { message: 'Hola' }],
      ['PUT', `${API}/comments`, { comment_id: theirComment, message: 'Cambiado' }],
      ['DELETE', `${API}/comments/${theirComment}`],
      ['GET', `${LIST}/${theirs}/document`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await c.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toMatch(/^No encontramos/);
    }
    const bulk = await c.send('POST', `${API}/bulk_update`, {
      operationType: 'COMPRA',
      id_docs: [theirs],
      payed: true,
    });
    expect(bulk.json()).toEqual({ updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('is 403 when the business-id header names a business of someone else', async () => {
    const headers = inBusiness(c.auth, h.businessId('b2'));
    for (const [method, path] of ROUTES) {
      const url = path
        .replace(':id', String(theirs))
        .replace(':reference_id', String(theirs))
        .replace(':comment_id', '1');
      const res = await h.app.inject({
        method,
        url: `${url}${method === 'GET' ? '?operationType=VENTA&bucket_end=2030-01-01' : ''}`,
        headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toMatchObject({ payed: false, estado: null });
  });
});

describe('roles', () => {
  it('lets a guest (other) read but not write', async () => {
    expect((await guest.get(`${LIST}?operationType=COMPRA`)).statusCode).toBe(200);
    expect((await guest.get(`${LIST}/${mine}`)).statusCode).toBe(200);
    expect((await guest.get('/api/v1/client/cash_flow')).statusCode).toBe(200);
    const writes: [string, string, object][] = [
      ['POST', `${API}/update_payed`, { id_doc: mine, payed: true }],
      ['POST', `${API}/bulk_update`, { operationType: 'COMPRA', id_docs: [mine], payed: true }],
      ['PUT', `${LIST}/${mine}/expire_date`, { expire_days: 10 }],
      ['POST', `${LIST}/${mine}/acknowledgment`, { event_code: 'ACD' }],
      ['POST', `${API}/comments/${mine}`, { message: 'Hola' }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await guest.inject({ method: method as 'POST', url, payload });
      expect(res.statusCode, url).toBe(403);
    }
    const { rows } = await h.db.query('SELECT payed, estado FROM invoices WHERE id = $1', [mine]);
    expect(rows[0]).toEqual({ payed: false, estado: null });
  });

  it('requires a session', async () => {
    expect((await h.app.inject({ method: 'GET', url: `${LIST}?operationType=VENTA` })).statusCode).toBe(401);
  });

  it('declares every route as a business route, reads for all roles, writes for owner and admin', () => {
    for (const [method, url] of ROUTES) {
      const rule = h.app.routeTable.find((r) => r.method === method && r.url === url);
      expect(rule, `${method} ${url}`).toBeDefined();
      expect(rule!.access).toBe('business');
      expect([...rule!.roles]).toEqual(method === 'GET' ? ['owner', 'admin', 'other'] : ['owner', 'admin']);
    }
  });

  it("documents each route in OpenAPI under its area's tag", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [method, url, area] of ROUTES) {
      const openapi = url.replace(/^\/api/, '/api').replace(/:(\w+)/g, '{$1}');
      const op = paths[openapi]?.[method.toLowerCase()];
      expect(op, `${method} ${openapi}`).toBeDefined();
      expect(op.tags).toEqual([area]);
    }
  });
});
