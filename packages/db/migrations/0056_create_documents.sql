-- The document library (spec platform §3 "Document (library)", §7 "Documents"). A
-- document is a file the business uploaded (document_kind: its bytes in the file store under
-- storage_key, its type read from the content) or a link (url_kind: an http(s) URL, no file).
CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  document_kind text NOT NULL CHECK (document_kind IN ('document_kind', 'url_kind')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120 AND name = btrim(name)),
  ext_name text CHECK (ext_name IN ('pdf', 'docx', 'doc', 'xls', 'png', 'jpg')),
  content_type text,
  -- 10 MB: the upload limit (DOCUMENT_MAX_BYTES).
  size_bytes integer CHECK (size_bytes BETWEEN 1 AND 10485760),
  storage_key text UNIQUE,
  url text CHECK (char_length(url) <= 2000 AND url ~* '^https?://'),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A file has its type, size and key and no URL; a link has a URL and nothing of a file.
  CONSTRAINT documents_kind_shape CHECK (
    (document_kind = 'document_kind' AND ext_name IS NOT NULL AND content_type IS NOT NULL
      AND size_bytes IS NOT NULL AND storage_key IS NOT NULL AND url IS NULL)
    OR (document_kind = 'url_kind' AND url IS NOT NULL AND ext_name IS NULL AND content_type IS NULL
      AND size_bytes IS NULL AND storage_key IS NULL)
  ),
  UNIQUE (business_id, id)
);
-- The list: newest first within a business and a tab.
CREATE INDEX documents_list_idx ON documents (business_id, document_kind, created_at DESC, id DESC);

-- A document's tags, in the order the user gave them. Unique per document without regard to case;
-- the business's tag list (the picker) groups them the same way.
CREATE TABLE document_tags (
  business_id bigint NOT NULL,
  document_id bigint NOT NULL,
  ord smallint NOT NULL CHECK (ord BETWEEN 0 AND 9),
  tag text NOT NULL CHECK (char_length(tag) BETWEEN 1 AND 40 AND tag = btrim(tag) AND strpos(tag, ',') = 0),
  PRIMARY KEY (document_id, ord),
  FOREIGN KEY (business_id, document_id) REFERENCES documents (business_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX document_tags_unique_idx ON document_tags (document_id, lower(tag));
CREATE INDEX document_tags_tag_idx ON document_tags (business_id, lower(tag), document_id);
