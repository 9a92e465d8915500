-- The month's payroll process (issue #29 §2; spec platform §3 "Payroll quotation", §4 statuses):
-- one quotation per business and month, the novedades entered for it, and the payslips computed
-- when it is sent (send_form). A published month (status sent) posts its entry to the journal.
CREATE TABLE payroll_quotations (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'received', 'ready', 'sent')),
  -- Previred's 'código mutual': 00 ISL, 01 ACHS, 02 Mutual CChC, 03 IST.
  mutual text NOT NULL DEFAULT '00' CHECK (mutual IN ('00', '01', '02', '03')),
  -- Ley 16.744 art. 15 b): cotización adicional diferenciada, hundredths of a percent (0 to 6,8 %).
  work_injury_additional_rate smallint NOT NULL DEFAULT 0 CHECK (work_injury_additional_rate BETWEEN 0 AND 680),
  workers integer NOT NULL DEFAULT 0 CHECK (workers >= 0),
  haberes bigint NOT NULL DEFAULT 0,
  descuentos bigint NOT NULL DEFAULT 0,
  liquido bigint NOT NULL DEFAULT 0,
  impuesto_unico bigint NOT NULL DEFAULT 0 CHECK (impuesto_unico >= 0),
  costo_empleador bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  ready_at timestamptz,
  published_at timestamptz,
  UNIQUE (business_id, year, month),
  -- A computed status has its moment; a published one all of them.
  CHECK (status = 'created' OR sent_at IS NOT NULL),
  CHECK (status <> 'sent' OR (ready_at IS NOT NULL AND published_at IS NOT NULL))
);
CREATE INDEX payroll_quotations_list_idx ON payroll_quotations (business_id, year DESC, month DESC);

-- One worker's novedades of the month. A worker deleted while the month is open leaves it.
CREATE TABLE payroll_novelties (
  quotation_id bigint NOT NULL REFERENCES payroll_quotations (id) ON DELETE CASCADE,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  included boolean NOT NULL DEFAULT true,
  absence_days smallint NOT NULL DEFAULT 0 CHECK (absence_days BETWEEN 0 AND 30),
  sick_leave_days smallint NOT NULL DEFAULT 0 CHECK (sick_leave_days BETWEEN 0 AND 30),
  overtime_hours smallint NOT NULL DEFAULT 0 CHECK (overtime_hours BETWEEN 0 AND 100),
  advances bigint NOT NULL DEFAULT 0 CHECK (advances BETWEEN 0 AND 100000000),
  CHECK (absence_days + sick_leave_days <= 30),
  PRIMARY KEY (quotation_id, employee_id)
);

-- The current period's bond and discount lists (spec §3: "their fields are not shown").
CREATE TABLE payroll_items (
  id bigserial PRIMARY KEY,
  quotation_id bigint NOT NULL REFERENCES payroll_quotations (id) ON DELETE CASCADE,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bond', 'discount')),
  position integer NOT NULL,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  amount bigint NOT NULL CHECK (amount BETWEEN 1 AND 100000000),
  -- A bond is imponible (and tributable) or not; a discount has no such choice.
  taxable boolean CHECK ((kind = 'bond') = (taxable IS NOT NULL)),
  UNIQUE (quotation_id, kind, position)
);
CREATE INDEX payroll_items_employee_idx ON payroll_items (employee_id);

-- A computed payslip: the domain's lines (with each rule and dated parameter) and totals, and the
-- worker as the computation read them, so the files of a month never change when a worker's record
-- does afterwards. A worker with payslips cannot be deleted (RESTRICT): the record is the law's.
CREATE TABLE payslips (
  quotation_id bigint NOT NULL REFERENCES payroll_quotations (id) ON DELETE CASCADE,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE RESTRICT,
  employee_rut text NOT NULL,
  full_name text NOT NULL,
  position text NOT NULL,
  email text,
  days_worked smallint NOT NULL,
  total_imponible bigint NOT NULL,
  total_haberes bigint NOT NULL,
  total_descuentos bigint NOT NULL,
  impuesto_unico bigint NOT NULL CHECK (impuesto_unico >= 0),
  liquido bigint NOT NULL,
  costo_empleador bigint NOT NULL,
  lines jsonb NOT NULL,
  rounding text NOT NULL,
  worker jsonb NOT NULL,
  mailed_at timestamptz,
  PRIMARY KEY (quotation_id, employee_id)
);
CREATE INDEX payslips_employee_idx ON payslips (employee_id);

-- The accounts of the month's entry ("centralización de remuneraciones", research §6), in every new
-- chart and in the charts businesses already have. 4220 Remuneraciones and 2115 Remuneraciones por
-- pagar were there; 4225 Leyes sociales takes its role.
UPDATE chart_template SET role = 'leyes_sociales' WHERE account_number = '4225' AND role IS NULL;
INSERT INTO chart_template (account_number, name, account_type, role, classification) VALUES
  ('1135', 'Anticipo de remuneraciones', 'ASSET', 'anticipo_remuneraciones', false),
  ('1136', 'Asignación familiar por recuperar', 'ASSET', 'asignacion_familiar_por_recuperar', false),
  ('2117', 'AFP por pagar', 'LIABILITY', 'afp_por_pagar', false),
  ('2118', 'Salud por pagar', 'LIABILITY', 'salud_por_pagar', false),
  ('2119', 'Seguro de cesantía por pagar', 'LIABILITY', 'afc_por_pagar', false),
  ('2121', 'Mutual o ISL por pagar', 'LIABILITY', 'mutual_por_pagar', false),
  ('2122', 'Impuesto único por pagar', 'LIABILITY', 'impuesto_unico_por_pagar', false),
  ('2123', 'Descuentos de remuneraciones por pagar', 'LIABILITY', 'descuentos_remuneraciones_por_pagar', false);
INSERT INTO accounts AS a (business_id, account_number, name, account_type, role, classification)
SELECT b.business_id, t.account_number, t.name, t.account_type, t.role, t.classification
  FROM (SELECT DISTINCT business_id FROM accounts WHERE role = 'gastos') b
 CROSS JOIN chart_template t
 WHERE t.account_number IN ('1135', '1136', '2117', '2118', '2119', '2121', '2122', '2123', '4225')
ON CONFLICT (business_id, account_number) DO UPDATE SET role = coalesce(a.role, EXCLUDED.role);

ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_source_type_check;
ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_source_type_check
  CHECK (source_type IN ('invoice', 'conciliation', 'entry', 'honorarium', 'expense', 'shared_use', 'payroll'));

-- A published month's entry, dated its last day. Debe: remuneraciones (every haber but the
-- asignación familiar, which the employer pays for the State and recovers by compensating it in
-- the month's cotizaciones: por recuperar) and leyes sociales (the employer's contributions). Haber:
-- each institution's payable (the worker's descuento and the employer's contribution it collects),
-- the impuesto único (paid with the F29, line 048), the advances already paid, other descuentos,
-- and the líquido. Haberes − descuentos = líquido, so the entry balances by construction.
CREATE FUNCTION payroll_line_role(p_section text, p_code text) RETURNS text
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE
    WHEN p_code = 'asignacion_familiar' THEN 'asignacion_familiar_por_recuperar'
    WHEN p_section IN ('haberes_imponibles', 'haberes_no_imponibles') THEN 'remuneraciones'
    WHEN p_code IN ('afp', 'sis') OR p_code LIKE 'ley_21735%' THEN 'afp_por_pagar'
    WHEN p_code IN ('salud', 'salud_adicional') THEN 'salud_por_pagar'
    WHEN p_code IN ('afc_trabajador', 'afc_empleador') THEN 'afc_por_pagar'
    WHEN p_code LIKE 'ley_16744%' THEN 'mutual_por_pagar'
    WHEN p_code = 'impuesto_unico' THEN 'impuesto_unico_por_pagar'
    WHEN p_code = 'anticipo' THEN 'anticipo_remuneraciones'
    WHEN p_section = 'otros_descuentos' THEN 'descuentos_remuneraciones_por_pagar'
  END
$$;

CREATE FUNCTION journal_lines_of_payroll(p_ids bigint[], p_businesses bigint[]) RETURNS TABLE(business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint, amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH q AS MATERIALIZED (
    SELECT q.* FROM unnest(p_ids) AS x(id)
      JOIN payroll_quotations q ON q.id = x.id AND q.business_id = ANY (p_businesses)
     WHERE q.status = 'sent'
  ), parts AS (
    -- Each payslip line: a haber is a debit; a descuento a credit; an employer's contribution a
    -- debit to leyes sociales and a credit to its institution.
    SELECT q.business_id, q.id, payroll_line_role(e->>'section', e->>'code') AS role,
           CASE WHEN e->>'section' IN ('haberes_imponibles', 'haberes_no_imponibles') THEN 1 ELSE -1 END
             * (e->>'amount')::bigint AS amount
      FROM q JOIN payslips s ON s.quotation_id = q.id
     CROSS JOIN LATERAL jsonb_array_elements(s.lines) e
    UNION ALL
    SELECT q.business_id, q.id, 'leyes_sociales', (e->>'amount')::bigint
      FROM q JOIN payslips s ON s.quotation_id = q.id
     CROSS JOIN LATERAL jsonb_array_elements(s.lines) e
     WHERE e->>'section' = 'aportes_empleador'
    UNION ALL
    SELECT q.business_id, q.id, 'remuneraciones_por_pagar', -s.liquido
      FROM q JOIN payslips s ON s.quotation_id = q.id
  ), summed AS (
    SELECT p.business_id, p.id, p.role, sum(p.amount)::bigint AS amount FROM parts p GROUP BY 1, 2, 3
  )
  SELECT s.business_id, s.id,
         (row_number() OVER (PARTITION BY s.id ORDER BY s.amount < 0, a.account_number))::int,
         (make_date(q.year, q.month, 1) + interval '1 month - 1 day')::date, a.id, s.amount
    FROM summed s
    JOIN q ON q.id = s.id
    JOIN accounts a ON a.business_id = s.business_id AND a.role = s.role
   WHERE s.amount <> 0
$$;

CREATE TRIGGER payroll_quotations_journal_insert AFTER INSERT ON payroll_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('payroll', 'id', '', '');
CREATE TRIGGER payroll_quotations_journal_update AFTER UPDATE ON payroll_quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('payroll', 'id', '', 'status');
CREATE TRIGGER payroll_quotations_journal_delete AFTER DELETE ON payroll_quotations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('payroll', 'id', '', '');
