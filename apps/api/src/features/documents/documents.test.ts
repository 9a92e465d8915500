import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_MESSAGES, type LibraryDocument } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { multipart } from '../invoice-imports/test-helpers';
import { sampleDocx, samplePdf, samplePng, sampleXls } from './sample-files';
import { expectStatus } from '../../test/status';
import { manyEntryDocx } from '../../test/hostile-files';

// The document library through the HTTP app on a real database and a real file store.

const dataDir = mkdtempSync(join(tmpdir(), 'library-docs-'));
const DOCS = '/api/v1/client/documents';
let h: Harness;
let c: Client;
let guest: Client;
let other: Client;
let pdf: Buffer;

beforeAll(async () => {
  h = await createHarness({ businesses: 2, env: { DATA_DIR: dataDir } });
  c = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  pdf = await samplePdf('Contrato de arriendo', ['Oficina 301']);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Field = Record<string, string>;
function create(client: Client, fields: Field, file?: { name: string; bytes: Buffer }, tags: string[] = []) {
  const form = multipart(file ? [{ ...file, field: 'file' }] : [], fields);
  // Repeated 'tags' fields, as FormData.append sends them, before the rest of the form.
  const boundary = form.contentType.split('boundary=')[1]!;
  const repeated = tags.map(
    (t) => `--${boundary}\r\nContent-Disposition: form-data; name="tags"\r\n\r\n${t}\r\n`,
  );
  const payload = Buffer.concat([Buffer.from(repeated.join(''), 'utf8'), form.payload]);
  return client.inject({ method: 'POST', url: DOCS, headers: { 'content-type': form.contentType }, payload });
}

const count = async (businessId: number) =>
  (
    await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE business_id = $1', [
      businessId,
    ])
  ).rows[0]!.n;
const storedFiles = (businessId: number): string[] => {
  try {
    return readdirSync(join(dataDir, 'files', 'documents', String(businessId)));
  } catch {
    return [];
  }
};

describe('create', () => {
  it('uploads a PDF with tags and serves it back only as a download', async () => {
    const res = await create(c, { name: 'Contrato arriendo oficina' }, { name: 'contrato.pdf', bytes: pdf }, [
      'Contratos',
      ' arriendo ',
      'contratos',
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().document as LibraryDocument;
    expect(doc).toMatchObject({
      name: 'Contrato arriendo oficina',
      ext_name: 'pdf',
      document_kind: 'document_kind',
      url: null,
      tags: ['Contratos', 'arriendo'],
      reference_type: 'Business',
      reference_id: c.businessId,
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      full_path: `/api/v1/client/documents/${doc.id}/file`,
    });
    const file = await c.get(doc.full_path!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Contrato arriendo oficina.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // The guest reads it too.
    expect((await guest.get(doc.full_path!)).statusCode).toBe(200);
  });

  it('takes the file’s name when none is given, and a docx, an xls and a png by content', async () => {
    const docx = await create(c, {}, { name: 'Acta directorio.docx', bytes: await sampleDocx(['Acta']) });
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json().document).toMatchObject({ name: 'Acta directorio', ext_name: 'docx' });
    const xls = await create(
      c,
      { name: 'Balance 2025', tags: 'contabilidad,balance' },
      {
        name: 'balance.XLS',
        bytes: sampleXls(),
      },
    );
    expect(xls.json().document).toMatchObject({ ext_name: 'xls', tags: ['contabilidad', 'balance'] });
    const png = await create(c, { name: 'Logo' }, { name: 'logo.png', bytes: samplePng() });
    expect(png.json().document.content_type).toBe('image/png');
  });

  it('creates a link (url_kind) without a file', async () => {
    const res = await create(c, {
      document_kind: 'url_kind',
      name: 'Carpeta compartida',
      url: 'https://drive.example.cl/carpeta/123',
      tags: 'CONTRATOS',
    });
    expect(res.statusCode, res.body).toBe(201);
    // 'CONTRATOS' joins the spelling the business already uses.
    expect(res.json().document).toMatchObject({
      document_kind: 'url_kind',
      url: 'https://drive.example.cl/carpeta/123',
      ext_name: null,
      full_path: null,
      tags: ['Contratos'],
    });
  });

  it('refuses, writing nothing: a disguised file, a damaged one, a wrong type, a bad link, a bad tag', async () => {
    const before = await count(c.businessId);
    const files = storedFiles(c.businessId).length;
    const cases: [Field, { name: string; bytes: Buffer } | undefined, number, string][] = [
      [
        {},
        { name: 'contrato.pdf', bytes: samplePng() },
        422,
        'El archivo dice ser .pdf pero su contenido es una imagen PNG: revisa que sea el archivo correcto.',
      ],
      [
        {},
        { name: 'contrato.pdf', bytes: pdf.subarray(0, pdf.length - 1200) },
        422,
        'El archivo .pdf está dañado o incompleto: no se puede leer.',
      ],
      [
        {},
        { name: 'pagina.html', bytes: Buffer.from('<script>alert(1)</script>') },
        422,
        'El archivo debe ser PDF, Word (.docx o .doc), Excel (.xls), PNG o JPG.',
      ],
      [{}, undefined, 422, "Adjunta el archivo en el campo 'file'."],
      [
        { document_kind: 'url_kind', name: 'x', url: 'javascript:alert(1)' },
        undefined,
        400,
        'Escribe un enlace válido que empiece con http:// o https://.',
      ],
      [
        { document_kind: 'url_kind', name: 'x', url: 'https://a.cl' },
        { name: 'a.pdf', bytes: pdf },
        422,
        'Un documento es un archivo o un enlace, no ambos.',
      ],
      [
        { tags: 'x'.repeat(41) },
        { name: 'a.pdf', bytes: pdf },
        400,
        'Cada etiqueta tiene de 1 a 40 caracteres, sin comas.',
      ],
      [
        { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
        { name: 'a.pdf', bytes: pdf },
        400,
        'Un documento lleva como máximo 10 etiquetas.',
      ],
      [
        { carpeta: 'x' },
        { name: 'a.pdf', bytes: pdf },
        400,
        "El campo 'carpeta' no es parte de un documento.",
      ],
    ];
    for (const [fields, file, status, error] of cases) {
      const res = await create(c, fields, file);
      expect(res.statusCode, `${JSON.stringify(fields)} ${file?.name}: ${res.body}`).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const big = await create(
      c,
      {},
      { name: 'grande.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'El archivo supera el máximo de 10 MB.' });
    const json = await c.send('POST', DOCS, { name: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await count(c.businessId)).toBe(before);
    expect(storedFiles(c.businessId)).toHaveLength(files);
  });

  it('refuses a .docx listing more entries than any document, before opening it', async () => {
    // The reported file: 115,000 entries in a .docx held every request for 13 s while a zip
    // library loaded its directory. The count comes from the end record, and no worker opens it.
    const before = await count(c.businessId);
    const hostile = manyEntryDocx(115_000);
    const res = await create(c, {}, { name: 'informe.docx', bytes: hostile });
    expect([res.statusCode, res.json()]).toEqual([422, { error: DOCUMENT_MESSAGES.tooManyEntries('docx') }]);
    expect(DOCUMENT_MESSAGES.tooManyEntries('docx')).toContain('2.000');
    // A small real .docx still goes in.
    const ok = await create(c, {}, { name: 'acta.docx', bytes: manyEntryDocx(20) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await count(c.businessId)).toBe(before + 1);
  }, 60_000);

  it('never uses the file name as a path', async () => {
    const res = await create(c, {}, { name: '../../../etc/passwd.pdf', bytes: pdf });
    expect(res.statusCode).toBe(201);
    expect(res.json().document.name).toBe('passwd');
    const { rows } = await h.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM documents WHERE id = $1',
      [res.json().document.id],
    );
    expect(rows[0]!.storage_key).toMatch(new RegExp(`^documents/${c.businessId}/[0-9a-f-]{36}$`));
  });
});

describe('list, search and tags', () => {
  it('pages by 10, newest first, and filters by name, tag and kind', async () => {
    for (let i = 1; i <= 11; i++)
      expectStatus(
        await create(
          c,
          { name: `Boleta ${String(i).padStart(2, '0')}`, tags: 'boletas' },
          { name: 'b.pdf', bytes: pdf },
        ),
        201,
      );
    const total = await count(c.businessId);
    const first = (await c.get(DOCS)).json();
    expect(first.meta).toEqual({ current_page: 1, page_size: 10, total_elements: total });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].name).toBe('Boleta 11');
    const second = (await c.get(`${DOCS}?page=2`)).json();
    expect(second.data).toHaveLength(total - 10);
    const byName = (await c.get(`${DOCS}?search_by[search]=ARRIENDO`)).json();
    expect(byName.data.map((d: LibraryDocument) => d.name)).toEqual(['Contrato arriendo oficina']);
    // A LIKE wildcard is a literal character.
    expect((await c.get(`${DOCS}?search_by[search]=%25`)).json().data).toEqual([]);
    const byTag = (await c.get(`${DOCS}?search_by[tag]=Boletas&page_size=100`)).json();
    expect(byTag.meta.total_elements).toBe(11);
    const links = (await c.get(`${DOCS}?search_by[document_kind]=url_kind`)).json();
    expect(links.data.map((d: LibraryDocument) => d.name)).toEqual(['Carpeta compartida']);
    const tags = (await c.get(`${DOCS}/tags`)).json().tags;
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'boletas', count: 11 },
        { name: 'Contratos', count: 2 },
      ]),
    );
    expect(tags.map((t: { name: string }) => t.name.toLowerCase())).toEqual(
      [...tags.map((t: { name: string }) => t.name.toLowerCase())].sort(),
    );
  });
});

describe('update and delete', () => {
  it('renames and retags a file; changes a link’s URL; refuses a URL on a file', async () => {
    const doc = (await create(c, { name: 'Borrador' }, { name: 'b.pdf', bytes: pdf })).json().document;
    const res = await c.send('PUT', `${DOCS}/${doc.id}`, {
      name: 'Versión final',
      tags: ['Final', 'firmado'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document).toMatchObject({
      name: 'Versión final',
      tags: ['Final', 'firmado'],
      ext_name: 'pdf',
    });
    const refused = await c.send('PUT', `${DOCS}/${doc.id}`, { url: 'https://a.cl' });
    expect(refused.statusCode).toBe(422);
    const link = (await create(c, { document_kind: 'url_kind', name: 'Sitio', url: 'http://a.cl' })).json()
      .document;
    const moved = await c.send('PUT', `${DOCS}/${link.id}`, { url: 'https://b.cl/x' });
    expect(moved.json().document).toMatchObject({ url: 'https://b.cl/x', name: 'Sitio' });
    expect((await c.get(`${DOCS}/${link.id}/file`)).json()).toEqual({
      error: 'Este documento es un enlace: no tiene un archivo que descargar.',
    });
  });

  it('deletes the row and its bytes', async () => {
    const doc = (await create(c, { name: 'Para borrar' }, { name: 'x.pdf', bytes: pdf })).json().document;
    const files = storedFiles(c.businessId).length;
    const res = await c.send('DELETE', `${DOCS}/${doc.id}`);
    expect(res.json()).toEqual({ message: 'El documento fue eliminado.' });
    expect(storedFiles(c.businessId)).toHaveLength(files - 1);
    expect((await c.get(`${DOCS}/${doc.id}`)).statusCode).toBe(404);
    expect((await c.send('DELETE', `${DOCS}/${doc.id}`)).statusCode).toBe(404);
  });
});

describe('roles and isolation', () => {
  it('lets the guest (Invitado) read but not write', async () => {
    const doc = (await c.get(DOCS)).json().data[0] as LibraryDocument;
    expect((await guest.get(DOCS)).statusCode).toBe(200);
    expect((await guest.get(`${DOCS}/tags`)).statusCode).toBe(200);
    expect((await create(guest, { name: 'x' }, { name: 'x.pdf', bytes: pdf })).statusCode).toBe(403);
    expect((await guest.send('PUT', `${DOCS}/${doc.id}`, { name: 'cambiado' })).statusCode).toBe(403);
    expect((await guest.send('DELETE', `${DOCS}/${doc.id}`)).statusCode).toBe(403);
    expect((await c.get(`${DOCS}/${doc.id}`)).json().document.name).toBe(doc.name);
  });

  it('never shows or changes another business’s document', async () => {
    const mine = (await c.get(DOCS)).json().data[0] as LibraryDocument;
    const before = await h.db.query('SELECT name, updated_at FROM documents WHERE id = $1', [mine.id]);
    for (const res of [
      await other.get(`${DOCS}/${mine.id}`),
      await other.get(`${DOCS}/${mine.id}/file`),
      await other.send('PUT', `${DOCS}/${mine.id}`, { name: 'robado' }),
      await other.send('DELETE', `${DOCS}/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No encontramos ese documento.' });
    }
    expect((await other.get(DOCS)).json().data).toEqual([]);
    expect((await other.get(`${DOCS}/tags`)).json().tags).toEqual([]);
    const after = await h.db.query('SELECT name, updated_at FROM documents WHERE id = $1', [mine.id]);
    expect(after.rows).toEqual(before.rows);
  });
});
