import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, newStorageKey } from '../../lib/file-store';
import { type Harness, createHarness } from '../../test/harness';
import { sniffDocument } from './invoice-documents.service';
import { type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

const dataDir = mkdtempSync(join(tmpdir(), 'invoice-docs-'));
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

let h: Harness;
let c: Client;
let invoice: number;
let foreign: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { DATA_DIR: dataDir } });
  c = await clientFor(h, 'u1', 'b1');
  invoice = await insertInvoice(h.db, c.businessId, { folio: 1 });
  foreign = await insertInvoice(h.db, h.businessId('b2'), { folio: 1 });
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function multipart(parts: { field: string; name?: string; type?: string; body: Buffer | string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.name
      ? `form-data; name="${p.field}"; filename="${p.name}"`
      : `form-data; name="${p.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`));
    if (p.name) chunks.push(Buffer.from(`Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`));
    chunks.push(
      Buffer.from('\r\n'),
      Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (id: number, name: string, body: Buffer, type = 'application/pdf') => {
  const form = multipart([
    { field: 'idDoc', body: String(id) },
    { field: 'file', name, type, body },
  ]);
  return c.inject({ method: 'POST', url: `${LIST}/${id}/document`, ...form });
};
const view = (id: number) => c.get(`${LIST}/${id}/document`);

describe('invoice document', () => {
  it('answers 404 while there is none', async () => {
    const res = await view(invoice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Esta factura no tiene un documento adjunto.' });
  });

  it('uploads a PDF and serves its bytes inline', async () => {
    const res = await upload(invoice, 'factura 1.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().document;
    expect(doc).toMatchObject({
      name: 'factura 1.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      url: `/api/v1/client/sii_invoice/invoices/${invoice}/document`,
    });
    const got = await view(invoice);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="factura 1.pdf"/);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await c.get(`${LIST}/${invoice}`)).json().invoice.file).toMatchObject({
      id: doc.id,
      name: 'factura 1.pdf',
    });
  });

  it('replaces it with an image, by content (PNG, JPEG), and removes the old bytes', async () => {
    expectStatus(await upload(invoice, 'foto.png', PNG, 'image/png'), 200);
    const jpeg = await upload(invoice, 'foto.jpg', JPEG, 'application/octet-stream');
    expect(jpeg.json().document.content_type).toBe('image/jpeg');
    const got = await view(invoice);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.equals(JPEG)).toBe(true);
    const { rows } = await h.db.query('SELECT count(*)::int AS n FROM invoice_files WHERE invoice_id = $1', [
      invoice,
    ]);
    expect(rows[0].n).toBe(1);
    const stored = readdirSync(join(dataDir, 'files', 'invoices', String(c.businessId), String(invoice)));
    expect(stored).toHaveLength(1);
  });

  it('refuses a fake PDF (checked by magic bytes), a missing file and a file over 10 MB', async () => {
    const fake = await upload(invoice, 'factura.pdf', Buffer.from('esto no es un PDF, es texto'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ error: 'El documento debe ser un PDF, PNG o JPEG.' });
    const html = await upload(
      invoice,
      'x.pdf',
      Buffer.from('<html><script>alert(1)</script>'),
      'application/pdf',
    );
    expect(html.statusCode).toBe(415);
    const missing = await c.inject({
      method: 'POST',
      url: `${LIST}/${invoice}/document`,
      ...multipart([{ field: 'idDoc', body: '1' }]),
    });
    expect(missing.statusCode).toBe(400);
    const big = await upload(invoice, 'grande.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'El documento supera el máximo de 10 MB.' });
    const json = await c.send('POST', `${LIST}/${invoice}/document`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    // Still the JPEG.
    expect((await view(invoice)).headers['content-type']).toBe('image/jpeg');
  });

  it('never uses the file name as a path', async () => {
    const res = await upload(invoice, '../../../etc/passwd.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().document.name).toBe('passwd.pdf');
    const { rows } = await h.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM invoice_files WHERE invoice_id = $1',
      [invoice],
    );
    expect(rows[0].storage_key).toMatch(new RegExp(`^invoices/${c.businessId}/${invoice}/[0-9a-f-]{36}$`));
  });

  it('keeps another business’s invoice out of reach', async () => {
    expect((await upload(foreign, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await view(foreign)).statusCode).toBe(404);
    const { rows } = await h.db.query('SELECT count(*)::int AS n FROM invoice_files WHERE invoice_id = $1', [
      foreign,
    ]);
    expect(rows[0].n).toBe(0);
  });
});

describe('file store', () => {
  it('refuses keys that could leave its folder', async () => {
    const store = localFileStore(join(dataDir, 'store-test'));
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'A/B', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
    }
    const key = newStorageKey('t', 1);
    await store.put(key, Buffer.from('hola'), 'text/plain');
    expect((await store.get(key))?.size).toBe(4);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('sniffs the three accepted types', () => {
    expect(sniffDocument(PDF)?.contentType).toBe('application/pdf');
    expect(sniffDocument(PNG)?.contentType).toBe('image/png');
    expect(sniffDocument(JPEG)?.contentType).toBe('image/jpeg');
    expect(sniffDocument(Buffer.from('GIF89a'))).toBeNull();
  });
});
