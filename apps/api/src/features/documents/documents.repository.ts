// The document library (documents, document_tags). Every query is scoped by businessId.
import type { DocumentExtension, DocumentKind, DocumentSearchBy } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type DocumentRow = {
  id: number;
  business_id: number;
  document_kind: DocumentKind;
  name: string;
  ext_name: DocumentExtension | null;
  content_type: string | null;
  size_bytes: number | null;
  storage_key: string | null;
  url: string | null;
  tags: string[];
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `d.id::int AS id, d.business_id::int AS business_id, d.document_kind, d.name, d.ext_name,
  d.content_type, d.size_bytes, d.storage_key, d.url, d.created_at, d.updated_at,
  coalesce((SELECT array_agg(t.tag ORDER BY t.ord) FROM document_tags t
             WHERE t.business_id = d.business_id AND t.document_id = d.id), '{}') AS tags`;

/** LIKE's wildcards taken literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function where(f: DocumentSearchBy): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    parts.push(sql.replace('?', `$${params.length + 1}`));
  };
  if (f.search) add(`d.name ILIKE '%' || ? || '%'`, literal(f.search));
  if (f.tag)
    add(
      `EXISTS (SELECT 1 FROM document_tags t WHERE t.business_id = d.business_id AND t.document_id = d.id
                 AND lower(t.tag) = lower(?))`,
      f.tag,
    );
  if (f.document_kind) add('d.document_kind = ?', f.document_kind);
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

export async function listDocuments(
  db: Queryable,
  businessId: number,
  f: DocumentSearchBy,
  page: { page: number; pageSize: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const w = where(f);
  const { rows } = await db.query<DocumentRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM documents d
      WHERE d.business_id = $1${w.sql}
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    [businessId, ...w.params],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents d WHERE d.business_id = $1${w.sql}`,
      [businessId, ...w.params],
    );
    total = count.rows[0]!.n;
  }
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

/** One document of the business; `lock` holds it for the rest of the transaction. */
export async function findDocument(
  db: Queryable,
  businessId: number,
  id: number,
  lock = false,
): Promise<DocumentRow | null> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM documents d WHERE d.business_id = $1 AND d.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export type NewDocument = {
  document_kind: DocumentKind;
  name: string;
  url: string | null;
  file: { ext: DocumentExtension; contentType: string; size: number; storageKey: string } | null;
  userId: number | null;
};

export async function insertDocument(db: Queryable, businessId: number, d: NewDocument): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO documents (business_id, document_kind, name, ext_name, content_type, size_bytes, storage_key, url, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int AS id`,
    [
      businessId,
      d.document_kind,
      d.name,
      d.file?.ext ?? null,
      d.file?.contentType ?? null,
      d.file?.size ?? null,
      d.file?.storageKey ?? null,
      d.url,
      d.userId,
    ],
  );
  return rows[0]!.id;
}

export async function updateDocumentRow(
  db: Queryable,
  businessId: number,
  id: number,
  change: { name?: string; url?: string },
): Promise<void> {
  await db.query(
    `UPDATE documents SET name = coalesce($3, name), url = coalesce($4, url), updated_at = now()
      WHERE business_id = $1 AND id = $2`,
    [businessId, id, change.name ?? null, change.url ?? null],
  );
}

/** The document's tags become `tags`, in that order. */
export async function replaceTags(
  db: Queryable,
  businessId: number,
  id: number,
  tags: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM document_tags WHERE business_id = $1 AND document_id = $2', [businessId, id]);
  if (tags.length === 0) return;
  await db.query(
    `INSERT INTO document_tags (business_id, document_id, ord, tag)
     SELECT $1, $2, (t.n - 1)::smallint, t.tag FROM unnest($3::text[]) WITH ORDINALITY AS t(tag, n)`,
    [businessId, id, tags],
  );
}

/** The spelling the business already uses for each of these tags (keyed by lowercase). */
export async function existingSpellings(
  db: Queryable,
  businessId: number,
  tags: readonly string[],
): Promise<Map<string, string>> {
  if (tags.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; tag: string }>(
    `SELECT lower(tag) AS key, min(tag) AS tag FROM document_tags
      WHERE business_id = $1 AND lower(tag) = ANY (SELECT lower(x) FROM unnest($2::text[]) AS x)
      GROUP BY lower(tag)`,
    [businessId, tags],
  );
  return new Map(rows.map((r) => [r.key, r.tag]));
}

export async function deleteDocumentRow(db: Queryable, businessId: number, id: number): Promise<void> {
  await db.query('DELETE FROM documents WHERE business_id = $1 AND id = $2', [businessId, id]);
}

/** Every tag of the business's documents, grouped without regard to case, with its count. */
export async function businessTags(db: Queryable, businessId: number) {
  const { rows } = await db.query<{ name: string; count: number }>(
    `SELECT min(tag) AS name, count(DISTINCT document_id)::int AS count FROM document_tags
      WHERE business_id = $1 GROUP BY lower(tag) ORDER BY lower(tag)`,
    [businessId],
  );
  return rows;
}
