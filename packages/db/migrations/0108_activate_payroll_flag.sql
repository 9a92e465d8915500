-- The workers' screens are built (/remuneraciones/empleados, empleado/:rut?): turn the payroll
-- route on where the flag already exists (a new database gets it from the catalog), and give the
-- functionality to the businesses that have the built areas (new ones get it from their plan).
UPDATE feature_flags SET active = true WHERE key = 'payroll';
INSERT INTO business_functionalities (business_id, reference)
SELECT f.business_id, 'payroll'
  FROM business_functionalities f
 WHERE f.reference = 'documents'
ON CONFLICT DO NOTHING;
