import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { periodOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, TODAY, clientFor } from '../../test/invoices';
import { multipart } from '../invoice-imports/test-helpers';

// Files of the sales report: a report's attachments and fixed-asset invoices, and F29s (Mis F29).

const dataDir = mkdtempSync(join(tmpdir(), 'vat-docs-'));
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(900, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 1),
]);
const DOC = '/api/v1/users/document';

let h: Harness;
let c: Client;
let other: Client;
let report: number;
let foreignReport: number;
const thisMonth = periodOf(TODAY)!;
const declared = thisMonth % 100 === 1 ? (Math.floor(thisMonth / 100) - 1) * 100 + 12 : thisMonth - 1;
const YEAR = Math.floor(declared / 100);
const MONTH = declared % 100;

beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { DATA_DIR: dataDir } });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  const body = { accounting_month: MONTH, accounting_year: YEAR, fixed_assets: true };
  report = (await c.send('POST', '/api/v1/users/monthly_accountings', body)).json().monthly_accounting.id;
  foreignReport = (await other.send('POST', '/api/v1/users/monthly_accountings', body)).json()
    .monthly_accounting?.id;
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (client: Client, bytes: Buffer, fields: Record<string, string>, name = 'f29.pdf') => {
  const form = multipart([{ name, bytes, field: 'file_upload' }], fields);
  return client.inject({
    method: 'POST',
    url: DOC,
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
};
const docCount = async () =>
  (
    await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM monthly_accounting_documents WHERE business_id = $1',
      [c.businessId],
    )
  ).rows[0]!.n;

describe('POST users/document', () => {
  it('attaches files to a report, by type, and the report lists them', async () => {
    const a = await upload(c, PDF, {
      type_document: 'attachment',
      model: 'MonthlyAccounting',
      id: String(report),
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().document).toMatchObject({
      type_document: 'attachment',
      monthly_accounting_id: report,
      accounting_year: YEAR,
      accounting_month: MONTH,
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    const f = await upload(
      c,
      PNG,
      { type_document: 'fixed_asset', id: String(report) },
      'factura activo.png',
    );
    expect(f.json().document.content_type).toBe('image/png');
    const list = (
      await c.get(`/api/v1/users/monthly_accountings?accounting_year=${YEAR}&accounting_month=${MONTH}`)
    ).json();
    expect(list.data[0].attached_files.map((d: { name: string }) => d.name)).toEqual(['f29.pdf']);
    expect(list.data[0].fixed_asset_files.map((d: { name: string }) => d.name)).toEqual([
      'factura activo.png',
    ]);
  });

  it('stores an F29 (liquidation) of a period and lists it in Mis F29, newest period first', async () => {
    const older = await upload(c, PDF, {
      type_document: 'liquidation',
      accounting_year: '2024',
      accounting_month: '3',
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().document).toMatchObject({
      monthly_accounting_id: null,
      accounting_year: 2024,
      accounting_month: 3,
    });
    // No period: the one declared today, and it belongs to that period's report.
    const current = await upload(c, PDF, {}, 'F29 actual.pdf');
    expect(current.json().document).toMatchObject({
      type_document: 'liquidation',
      monthly_accounting_id: report,
      accounting_year: YEAR,
      accounting_month: MONTH,
    });
    const mine = (await c.get('/api/v1/users/documents?type_document=liquidation')).json();
    expect(mine.meta.total_elements).toBe(2);
    expect(mine.data.map((d: { name: string }) => d.name)).toEqual(['F29 actual.pdf', 'f29.pdf']);
    const bytes = await c.get(mine.data[0].url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect((await other.get('/api/v1/users/documents')).json().meta.total_elements).toBe(0);
  });

  it('refuses a fake PDF, a missing file, an attachment without report and a bad period; nothing is stored', async () => {
    const before = await docCount();
    const fake = await upload(c, Buffer.from('no soy un PDF'), {
      id: String(report),
      type_document: 'attachment',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('El documento debe ser un PDF, PNG o JPEG.');
    const noReport = await upload(c, PDF, { type_document: 'attachment' });
    expect(noReport.statusCode).toBe(400);
    expect(noReport.json().error).toContain('reporte de ventas');
    const badMonth = await upload(c, PDF, { accounting_year: '2024', accounting_month: '13' });
    expect(badMonth.statusCode).toBe(400);
    const badType = await upload(c, PDF, { type_document: 'otro' });
    expect(badType.statusCode).toBe(400);
    const empty = multipart([], { id: String(report) });
    const missing = await c.inject({
      method: 'POST',
      url: DOC,
      payload: empty.payload,
      headers: { 'content-type': empty.contentType },
    });
    expect(missing.statusCode).toBe(400);
    expect(await docCount()).toBe(before);
  });

  it('keeps another business’s report and documents out of reach', async () => {
    expect(foreignReport).toBeGreaterThan(0);
    const res = await upload(c, PDF, { type_document: 'attachment', id: String(foreignReport) });
    expect(res.statusCode).toBe(404);
    const theirs = (await upload(other, PDF, {})).json().document;
    expect((await c.get(`${DOC}/${theirs.id}`)).statusCode).toBe(404);
    expect((await c.send('DELETE', `${DOC}/${theirs.id}`)).statusCode).toBe(404);
    expect((await other.get(`${DOC}/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('DELETE users/document/:id', () => {
  it('deletes an F29 and a report’s file while the report may change; refuses once it is sent', async () => {
    const f29 = (await upload(c, PDF, { accounting_year: '2023', accounting_month: '1' })).json().document;
    const del = await c.send('DELETE', `${DOC}/${f29.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Eliminamos el documento.');
    expect((await c.get(`${DOC}/${f29.id}`)).statusCode).toBe(404);
    const att = (await upload(c, PDF, { type_document: 'attachment', id: String(report) })).json().document;
    await h.db.query(`UPDATE monthly_accountings SET status = 'Listo' WHERE id = $1`, [report]);
    const locked = await c.send('DELETE', `${DOC}/${att.id}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toContain('«Listo»');
    const late = await upload(c, PDF, { type_document: 'attachment', id: String(report) });
    expect(late.statusCode).toBe(409);
    expect((await c.get(`${DOC}/${att.id}`)).statusCode).toBe(200);
    await h.db.query(`UPDATE monthly_accountings SET status = 'En proceso' WHERE id = $1`, [report]);
    expect((await c.send('DELETE', `${DOC}/${att.id}`)).statusCode).toBe(200);
  });
});
