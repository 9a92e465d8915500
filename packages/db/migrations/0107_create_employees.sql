-- The workers of a business (issue #29 §1, "remuneraciones › empleados"): what a liquidación de
-- sueldo is computed from. One row per RUT in a business; every value the form checks is checked
-- here too, so no write path (form, import, a future job) can store what the payroll cannot read.
CREATE TABLE employees (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  rut text NOT NULL CHECK (rut ~ '^[0-9]{1,9}-[0-9K]$'),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  mother_last_name text CHECK (length(mother_last_name) BETWEEN 1 AND 100),
  gender text NOT NULL CHECK (gender IN ('female', 'male')),
  nationality text NOT NULL CHECK (nationality IN ('chilean', 'foreigner')),
  birth_date date NOT NULL,
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  commune text NOT NULL,
  contract_type text NOT NULL CHECK (contract_type IN ('fixed', 'undefined', 'by_work')),
  start_date date NOT NULL,
  end_date date CHECK (end_date > start_date),
  -- Código del Trabajo art. 22 and Ley 21.561: never above 45 (the limit of the day is the form's).
  weekly_hours smallint NOT NULL CHECK (weekly_hours BETWEEN 1 AND 45),
  position text NOT NULL CHECK (length(position) BETWEEN 1 AND 100),
  base_salary bigint NOT NULL CHECK (base_salary > 0),
  gratification text NOT NULL CHECK (gratification IN ('art_47', 'art_50', 'none')),
  pension_fund text NOT NULL
    CHECK (pension_fund IN ('Capital', 'Cuprum', 'Habitat', 'Modelo', 'PlanVital', 'ProVida', 'Uno')),
  health_system text NOT NULL CHECK (health_system IN ('Banmedica', 'Chuquicamata', 'Consalud',
    'Cruz del Norte', 'Fonasa', 'GoldenCross', 'Fusat', 'Isapre Bco. Estado', 'Mas Vida', 'Rio Blanco',
    'San Lorenzo', 'Vida Tres', 'Óptima', 'Cruz Blanca', 'Fundación')),
  health_money_type text NOT NULL CHECK (health_money_type IN ('health_system_currency', 'health_system_uf')),
  -- An Isapre's plan, in pesos or UF; Fonasa is the legal 7% and has none.
  health_plan_amount numeric(14, 4) CHECK (health_plan_amount > 0),
  unemployment_insurance boolean NOT NULL,
  family_charges smallint NOT NULL DEFAULT 0 CHECK (family_charges BETWEEN 0 AND 20),
  family_tramo text CHECK (family_tramo IN ('A', 'B', 'C', 'D')),
  meal_allowance bigint NOT NULL DEFAULT 0 CHECK (meal_allowance >= 0),
  transport_allowance bigint NOT NULL DEFAULT 0 CHECK (transport_allowance >= 0),
  bank_code text CHECK (bank_code ~ '^[0-9]{3}$'),
  bank_account_type text CHECK (bank_account_type IN ('Cuenta Corriente', 'Cuenta Vista', 'Cuenta Ahorro')),
  bank_account_number text CHECK (bank_account_number ~ '^[0-9][0-9-]{2,18}[0-9]$'),
  status text NOT NULL DEFAULT 'working' CHECK (status IN ('working', 'settled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT employees_rut_key UNIQUE (business_id, rut),
  UNIQUE (business_id, id),
  CHECK ((health_system = 'Fonasa') = (health_plan_amount IS NULL)),
  CHECK (health_money_type = 'health_system_uf' OR health_plan_amount IS NULL
    OR health_plan_amount = trunc(health_plan_amount)),
  CHECK ((family_charges > 0) = (family_tramo IS NOT NULL)),
  CHECK ((bank_code IS NULL) = (bank_account_type IS NULL) AND (bank_code IS NULL) = (bank_account_number IS NULL)),
  CHECK (contract_type = 'undefined' OR end_date IS NOT NULL),
  CHECK (status = 'working' OR end_date IS NOT NULL)
);
-- The list: a business's workers by surname, filtered by status.
CREATE INDEX employees_list_idx ON employees (business_id, status, last_name, first_name);
