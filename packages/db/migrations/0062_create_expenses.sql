-- Expenses (gastos) with their receipts (spec platform §3 "Expense", §7 "Expenses";
-- invoices-collections-vat §7 "Expenses with the honorarium screens"). apps/api/src/features/expenses/README.md
-- explains the design; docs/contabilidad.md the entry a validated expense makes (migration 0063).

-- Accounts of the standard chart the categories post to (42 costos y gastos). New businesses get
-- them from ensure_chart; businesses that already have their chart get them below.
INSERT INTO chart_template (account_number, name, account_type, role, classification) VALUES
  ('4241', 'Movilización, peajes y estacionamientos', 'EXPENSE', NULL, true),
  ('4242', 'Alimentación y atención de clientes', 'EXPENSE', NULL, true),
  ('4243', 'Materiales y útiles de oficina', 'EXPENSE', NULL, true),
  ('4244', 'Patentes, contribuciones y permisos', 'EXPENSE', NULL, true),
  ('4246', 'Mantención y reparaciones', 'EXPENSE', NULL, true),
  ('4247', 'Publicidad y marketing', 'EXPENSE', NULL, true),
  ('4248', 'Capacitación', 'EXPENSE', NULL, true)
ON CONFLICT (account_number) DO NOTHING;

INSERT INTO accounts (business_id, account_number, name, account_type, role, classification)
SELECT b.business_id, t.account_number, t.name, t.account_type, t.role, t.classification
  FROM (SELECT DISTINCT business_id FROM accounts WHERE role = 'gastos') b
 CROSS JOIN chart_template t
 WHERE t.account_number IN ('4241', '4242', '4243', '4244', '4246', '4247', '4248')
ON CONFLICT (business_id, account_number) DO NOTHING;

-- The categories are the same for every business (a catalog, like the income templates). A parent
-- groups; an expense always names a child, which says the chart account it posts to.
CREATE TABLE expense_categories (
  id bigint PRIMARY KEY,
  parent_id bigint REFERENCES expense_categories (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The account of the business's chart (by number) a validated expense of this category debits.
  account_number text REFERENCES chart_template (account_number),
  position smallint NOT NULL DEFAULT 0,
  is_child boolean GENERATED ALWAYS AS (parent_id IS NOT NULL) STORED,
  CHECK ((parent_id IS NULL) = (account_number IS NULL)),
  UNIQUE (id, is_child),
  UNIQUE (parent_id, name)
);
CREATE UNIQUE INDEX expense_categories_parent_name_key ON expense_categories (name) WHERE parent_id IS NULL;

INSERT INTO expense_categories (id, parent_id, name, account_number, position) VALUES
  (1, NULL, 'Transporte', NULL, 1),
  (2, NULL, 'Alimentación', NULL, 2),
  (3, NULL, 'Oficina', NULL, 3),
  (4, NULL, 'Servicios básicos', NULL, 4),
  (5, NULL, 'Honorarios', NULL, 5),
  (6, NULL, 'Impuestos y patentes', NULL, 6),
  (7, NULL, 'Mantención', NULL, 7),
  (8, NULL, 'Publicidad', NULL, 8),
  (9, NULL, 'Capacitación', NULL, 9),
  (10, NULL, 'Gastos bancarios', NULL, 10),
  (11, NULL, 'Otros gastos', NULL, 11),
  (101, 1, 'Combustible', '4215', 1),
  (102, 1, 'Peajes y TAG', '4241', 2),
  (103, 1, 'Estacionamiento', '4241', 3),
  (104, 1, 'Taxi/Uber', '4241', 4),
  (105, 1, 'Pasajes (bus, avión)', '4241', 5),
  (201, 2, 'Colaciones', '4242', 1),
  (202, 2, 'Atención de clientes', '4242', 2),
  (301, 3, 'Artículos de oficina', '4243', 1),
  (302, 3, 'Arriendo', '4201', 2),
  (303, 3, 'Aseo y cafetería', '4243', 3),
  (304, 3, 'Correo y despachos', '4243', 4),
  (401, 4, 'Luz', '4205', 1),
  (402, 4, 'Agua', '4205', 2),
  (403, 4, 'Gas', '4205', 3),
  (404, 4, 'Internet', '4205', 4),
  (405, 4, 'Teléfono', '4205', 5),
  (501, 5, 'Honorarios profesionales', '4210', 1),
  (502, 5, 'Asesoría contable', '4210', 2),
  (503, 5, 'Asesoría legal', '4210', 3),
  (601, 6, 'Patente municipal', '4244', 1),
  (602, 6, 'Contribuciones', '4244', 2),
  (603, 6, 'Permiso de circulación', '4244', 3),
  (701, 7, 'Reparaciones del local', '4246', 1),
  (702, 7, 'Mantención de vehículos', '4246', 2),
  (703, 7, 'Mantención de equipos', '4246', 3),
  (801, 8, 'Avisos y redes sociales', '4247', 1),
  (802, 8, 'Material impreso', '4247', 2),
  (901, 9, 'Cursos y seminarios', '4248', 1),
  (902, 9, 'Libros y suscripciones', '4248', 2),
  (1001, 10, 'Comisiones bancarias', '4230', 1),
  (1002, 10, 'Mantención de cuenta', '4230', 2),
  (1101, 11, 'Otros gastos', '4299', 1);

-- An expense of the business, with its review: waiting (por revisar), validated or rejected (with
-- the reviewer's reason). Amount in integer pesos.
CREATE TABLE expenses (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  category_id bigint NOT NULL,
  -- Always true: with the pair key below, an expense can only name a child category.
  category_is_child boolean NOT NULL DEFAULT true CHECK (category_is_child),
  amount bigint NOT NULL CHECK (amount > 0 AND amount <= 999999999999),
  expense_date date NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'rejected', 'validated')),
  review_reason text CHECK (review_reason IS NULL OR length(review_reason) BETWEEN 1 AND 300),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (category_id, category_is_child) REFERENCES expense_categories (id, is_child),
  -- A rejection says why; a waiting expense has no review.
  CHECK (status <> 'rejected' OR review_reason IS NOT NULL),
  CHECK (status <> 'waiting' OR (reviewed_by IS NULL AND reviewed_at IS NULL)),
  UNIQUE (business_id, id)
);
CREATE INDEX expenses_date_idx ON expenses (business_id, expense_date DESC, id DESC);
CREATE INDEX expenses_category_idx ON expenses (business_id, category_id);
CREATE INDEX expenses_created_by_idx ON expenses (business_id, created_by);

-- The receipts (boletas, facturas, fotos): bytes in the file store, as invoice_files.
CREATE TABLE expense_receipts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL,
  expense_id bigint NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  ext_name text NOT NULL CHECK (ext_name IN ('pdf', 'png', 'jpg')),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, expense_id) REFERENCES expenses (business_id, id) ON DELETE CASCADE
);
CREATE INDEX expense_receipts_expense_idx ON expense_receipts (business_id, expense_id);

