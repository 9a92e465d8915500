-- Issue #29 §3: the LRE writes a contract's end (1103) with its causal (1104, Tabla 1 of the DT's
-- manual: art. 159 N°1–6, art. 160 N°1 a)–f) and N°2–7, art. 161 incs. 1–2, art. 163 bis). Optional:
-- a worker whose contract ends in the month without a causal leaves both columns empty.
ALTER TABLE employees ADD COLUMN termination_cause smallint
  CHECK (termination_cause IN (3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 18, 19, 20, 24, 25, 26, 27, 28, 29));
ALTER TABLE employees ADD CONSTRAINT employees_termination_cause_needs_end
  CHECK (termination_cause IS NULL OR end_date IS NOT NULL);
