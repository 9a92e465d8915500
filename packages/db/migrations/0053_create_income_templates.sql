-- Templates of other accounting records (the same catalog for every business). A script
-- line is `<cuenta> D|H <expresión>`: cuenta is input_acc (the account the user picks: where the money
-- comes in or goes out) or a code of `accounts`; the expression reads input_1…input_3 and the
-- settings (apps/api/src/features/entries/template-script.ts evaluates it; it is data, never code).

CREATE TABLE template_categories (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  type_category text NOT NULL CHECK (type_category IN ('income', 'expense'))
);

CREATE TABLE income_templates (
  id bigint PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES template_categories (id),
  name text NOT NULL,
  description text NOT NULL,
  script text NOT NULL,
  -- [{code, account_number}]: the chart accounts the script names (the name comes from the chart).
  accounts jsonb NOT NULL,
  -- Setting codes the script reads; their values come from packages/domain at the entry's date.
  settings text[] NOT NULL DEFAULT '{}',
  input_acc_label text NOT NULL,
  input_1_label text,
  input_2_label text,
  input_3_label text,
  input_1_active boolean GENERATED ALWAYS AS (input_1_label IS NOT NULL) STORED,
  input_2_active boolean GENERATED ALWAYS AS (input_2_label IS NOT NULL) STORED,
  input_3_active boolean GENERATED ALWAYS AS (input_3_label IS NOT NULL) STORED,
  position integer NOT NULL
);

INSERT INTO template_categories (id, name, type_category) VALUES
  (1, 'Entradas de dinero', 'income'),
  (2, 'Salidas de dinero', 'expense');

INSERT INTO income_templates (id, category_id, name, description, script, accounts, settings, input_acc_label,
                              input_1_label, input_2_label, input_3_label, position) VALUES
  (1, 1, 'Aporte de capital', 'Los socios aportan dinero a la empresa.',
   E'input_acc D input_1\ncapital H input_1',
   '[{"code": "capital", "account_number": "3101"}]', '{}', 'Cuenta donde entra el dinero',
   'Monto del aporte', NULL, NULL, 1),
  (2, 1, 'Préstamo recibido', 'Un banco o un tercero presta dinero a la empresa.',
   E'input_acc D input_1\nprestamo H input_1',
   '[{"code": "prestamo", "account_number": "2103"}]', '{}', 'Cuenta donde entra el dinero',
   'Monto del préstamo', NULL, NULL, 2),
  (3, 1, 'Otros ingresos', 'Ingresos que no vienen de una factura (intereses ganados, devoluciones…).',
   E'input_acc D input_1\notros_ingresos H input_1',
   '[{"code": "otros_ingresos", "account_number": "4103"}]', '{}', 'Cuenta donde entra el dinero',
   'Monto', NULL, NULL, 3),
  (4, 2, 'Pago de préstamo con intereses', 'Cuota de un préstamo: capital e intereses.',
   E'prestamo D input_1\nintereses D input_2\ninput_acc H input_1 + input_2',
   '[{"code": "prestamo", "account_number": "2103"}, {"code": "intereses", "account_number": "4235"}]', '{}',
   'Cuenta desde donde sale el dinero', 'Capital de la cuota', 'Intereses de la cuota', NULL, 4),
  (5, 2, 'Retiro de socios', 'Un socio retira dinero de la empresa.',
   E'retiros D input_1\ninput_acc H input_1',
   '[{"code": "retiros", "account_number": "3104"}]', '{}', 'Cuenta desde donde sale el dinero',
   'Monto retirado', NULL, NULL, 5),
  (6, 2, 'Pago de IVA (F29)', 'El pago del formulario 29: IVA débito menos IVA crédito, más el PPM.',
   E'iva_debito D input_1\niva_credito H input_2\nppm D input_3\ninput_acc H input_1 - input_2 + input_3',
   '[{"code": "iva_debito", "account_number": "2105"}, {"code": "iva_credito", "account_number": "1120"}, {"code": "ppm", "account_number": "1125"}]',
   '{}', 'Cuenta desde donde sale el dinero', 'IVA débito del período', 'IVA crédito del período', 'PPM', 6),
  (7, 2, 'Pago de remuneraciones', 'Sueldos líquidos pagados a los trabajadores.',
   E'remuneraciones D input_1\ninput_acc H input_1',
   '[{"code": "remuneraciones", "account_number": "4220"}]', '{}', 'Cuenta desde donde sale el dinero',
   'Total líquido pagado', NULL, NULL, 7),
  (8, 2, 'Pago de honorarios con retención', 'Una boleta de honorarios: la empresa paga el líquido y retiene el impuesto.',
   E'honorarios D input_1\nretencion H round(input_1 * tasa_retencion_honorarios / 100)\ninput_acc H input_1 - round(input_1 * tasa_retencion_honorarios / 100)',
   '[{"code": "honorarios", "account_number": "4210"}, {"code": "retencion", "account_number": "2110"}]',
   '{tasa_retencion_honorarios}', 'Cuenta desde donde sale el dinero', 'Monto bruto de la boleta', NULL, NULL, 8),
  (9, 2, 'Comisiones y gastos bancarios', 'Cargos del banco: mantención, comisiones, impuesto de timbres.',
   E'gastos_bancarios D input_1\ninput_acc H input_1',
   '[{"code": "gastos_bancarios", "account_number": "4230"}]', '{}', 'Cuenta desde donde sale el dinero',
   'Monto', NULL, NULL, 9);

ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_template_fk FOREIGN KEY (template_id) REFERENCES income_templates (id);
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_type_check CHECK (type_entry IN ('income', 'expense', 'manual'));
CREATE INDEX journal_entries_movement_idx ON journal_entries (business_id, bm_movement_id) WHERE bm_movement_id IS NOT NULL;
