-- Issue #29 §3: the published payslip is mailed to the worker; the address is optional.
ALTER TABLE employees ADD COLUMN email text CHECK (email IS NULL OR (length(email) <= 200 AND email LIKE '%_@_%'));
