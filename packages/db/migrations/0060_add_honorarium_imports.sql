-- Honorarium tickets (boletas de honorarios): what the SII's informe of received and
-- issued tickets adds to 0055's table, the log of each imported file, and the journal entry of each
-- ticket that counts (docs/contabilidad.md "Boletas de honorarios").

-- Each file imported: its SHA-256 makes a second import of the same file a no-op that answers the
-- first one's summary (idempotent without comparing rows).
CREATE TABLE honorarium_imports (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('received', 'issued')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  file_hash text NOT NULL CHECK (file_hash ~ '^[0-9a-f]{64}$'),
  row_count integer NOT NULL CHECK (row_count >= 0),
  created_count integer NOT NULL CHECK (created_count >= 0),
  updated_count integer NOT NULL CHECK (updated_count >= 0),
  unchanged_count integer NOT NULL CHECK (unchanged_count >= 0),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (created_count + updated_count + unchanged_count = row_count),
  UNIQUE (business_id, kind, file_hash),
  UNIQUE (business_id, id)
);

-- The informe's "Soc. Prof." (a sociedad de profesionales issues without retention) and its
-- "Fecha Anulación"; a note of the business's own (the one thing a user writes on a ticket).
ALTER TABLE honorarium_tickets
  ADD COLUMN professional_society boolean NOT NULL DEFAULT false,
  ADD COLUMN cancelled_on date,
  ADD COLUMN notes text CHECK (notes IS NULL OR length(notes) <= 500),
  ADD CONSTRAINT honorarium_tickets_name_length CHECK (length(counterpart_name) BETWEEN 1 AND 200);
-- The list: a business's tickets of one kind, newest first.
CREATE INDEX honorarium_tickets_list_idx ON honorarium_tickets (business_id, kind, issue_date DESC, id DESC);

-- The accounts the tickets post to, in every new chart and in the charts businesses already have.
INSERT INTO chart_template (account_number, name, account_type, role, classification) VALUES
  ('1126', 'Retenciones de honorarios por recuperar', 'ASSET', 'retencion_por_recuperar', false),
  ('2111', 'Honorarios por pagar', 'LIABILITY', 'honorarios_por_pagar', false),
  ('4105', 'Ingresos por honorarios', 'REVENUE', 'ingresos_honorarios', false);
INSERT INTO accounts AS a (business_id, account_number, name, account_type, role, classification)
SELECT b.business_id, t.account_number, t.name, t.account_type, t.role, t.classification
  FROM (SELECT DISTINCT business_id FROM accounts WHERE role = 'gastos') b
 CROSS JOIN chart_template t
 WHERE t.account_number IN ('1126', '2111', '4105')
ON CONFLICT (business_id, account_number) DO UPDATE SET role = coalesce(a.role, EXCLUDED.role);

-- A ticket's entry. Received: honorarios (gross) = retención por pagar (what the business withholds)
-- + honorarios por pagar (what it pays the professional). Issued: clientes (what the client pays)
-- + retenciones por recuperar (what the client withholds) = ingresos por honorarios (gross). An
-- annulled ticket (ANUL) posts nothing. A chart whose new roles were taken by accounts of the
-- business's own falls back to proveedores, ppm and otros ingresos, so the entry always posts.
CREATE FUNCTION journal_post_honorarium(p_ids bigint[], p_businesses bigint[]) RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  b bigint;
BEGIN
  FOREACH b IN ARRAY p_businesses LOOP
    PERFORM ensure_chart(b);
  END LOOP;
  WITH r AS (
    SELECT a.business_id,
           max(a.id) FILTER (WHERE a.role = 'honorarios') AS honorarios,
           max(a.id) FILTER (WHERE a.role = 'retencion_honorarios') AS retencion,
           coalesce(max(a.id) FILTER (WHERE a.role = 'honorarios_por_pagar'),
                    max(a.id) FILTER (WHERE a.role = 'proveedores')) AS por_pagar,
           max(a.id) FILTER (WHERE a.role = 'clientes') AS clientes,
           coalesce(max(a.id) FILTER (WHERE a.role = 'retencion_por_recuperar'),
                    max(a.id) FILTER (WHERE a.role = 'ppm')) AS por_recuperar,
           coalesce(max(a.id) FILTER (WHERE a.role = 'ingresos_honorarios'),
                    max(a.id) FILTER (WHERE a.role = 'otros_ingresos')) AS ingresos
      FROM accounts a
     WHERE a.business_id = ANY (p_businesses) AND a.role IS NOT NULL
     GROUP BY a.business_id
  )
  INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
  SELECT t.business_id, 'honorarium', t.id, l.no, t.issue_date, l.account_id,
         greatest(l.amount, 0), greatest(-l.amount, 0)
    FROM unnest(p_ids) AS x(id)
    JOIN honorarium_tickets t ON t.id = x.id
    JOIN r ON r.business_id = t.business_id
   CROSS JOIN LATERAL (SELECT CASE WHEN t.retention_by = 'receiver' THEN t.retention_amount ELSE 0 END AS withheld) s
   CROSS JOIN LATERAL (
     SELECT * FROM (VALUES
       (1, r.honorarios, t.gross_amount),
       (2, r.retencion, -s.withheld),
       (3, r.por_pagar, -(t.gross_amount - s.withheld))) v(no, account_id, amount)
      WHERE t.kind = 'received'
     UNION ALL
     SELECT * FROM (VALUES
       (1, r.clientes, t.gross_amount - s.withheld),
       (2, r.por_recuperar, s.withheld),
       (3, r.ingresos, -t.gross_amount)) v(no, account_id, amount)
      WHERE t.kind = 'issued'
   ) l
   WHERE t.status <> 'ANUL' AND t.gross_amount > 0 AND l.amount <> 0;
END
$$;

-- Which tickets a statement changed in a way the books see; their entries are rewritten.
CREATE FUNCTION journal_honorarium_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'honorarium' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id);
    RETURN NULL;
  ELSE
    SELECT array_agg(n.id), array_agg(DISTINCT n.business_id) INTO ids, bids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.kind, n.issue_date, n.status, n.gross_amount, n.retention_amount, n.retention_by)
           IS DISTINCT FROM (o.kind, o.issue_date, o.status, o.gross_amount, o.retention_amount, o.retention_by);
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    DELETE FROM journal_lines l
     WHERE l.business_id = ANY (bids) AND l.source_type = 'honorarium' AND l.source_id = ANY (ids);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM journal_post_honorarium(ids, bids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER honorarium_tickets_journal_insert AFTER INSERT ON honorarium_tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_honorarium_apply();
CREATE TRIGGER honorarium_tickets_journal_update AFTER UPDATE ON honorarium_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_honorarium_apply();
CREATE TRIGGER honorarium_tickets_journal_delete AFTER DELETE ON honorarium_tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_honorarium_apply();

-- Tickets already in the table (none before this issue's imports, but a restored copy may have some).
SELECT journal_post_honorarium(array_agg(id), array_agg(DISTINCT business_id))
  FROM honorarium_tickets HAVING count(*) > 0;
