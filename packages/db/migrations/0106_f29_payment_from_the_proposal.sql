-- "Pago de IVA (F29)" is filled from the month's F29 proposal instead of three amounts typed by hand
-- (which refused a month with remanente and took the PPM as the only other line). Its settings are
-- lines of the proposal of the month before the record's date (the F29 of a month is declared and
-- paid in the next): features/entries/templates.service.ts resolves them. The entry clears IVA débito
-- (538) against IVA crédito: the month's credit (537 − 504) plus the remanente the books carry (the
-- previous month's 077), leaving the new remanente (077) in IVA crédito; the remanente's reajuste
-- (504 − previous 077, DL 825 art. 27) goes to Otros ingresos; it pays the honorarium retentions
-- (151), the IVA retained from third parties (039) and the PPM (062, an asset until the annual tax);
-- the money account gives line 091. A month with remanente and nothing to pay books no money line.
UPDATE income_templates SET
  description = 'El F29 del mes anterior a la fecha, desde su propuesta: compensa el IVA débito con el IVA crédito y el remanente, y paga las retenciones, el PPM y el total (091).',
  script = E'iva_debito D f29_538\n'
           'iva_credito H max(f29_537 - f29_504 + f29_077_anterior - f29_077, 0)\n'
           'iva_credito D max(f29_077 - f29_537 + f29_504 - f29_077_anterior, 0)\n'
           'reajuste H max(f29_504 - f29_077_anterior, 0)\n'
           'reajuste D max(f29_077_anterior - f29_504, 0)\n'
           'retencion D f29_151\n'
           'iva_retenido D f29_039\n'
           'ppm D f29_062\n'
           'input_acc H f29_091',
  accounts = '[{"code": "iva_debito", "account_number": "2105"}, {"code": "iva_credito", "account_number": "1120"},
               {"code": "reajuste", "account_number": "4103"}, {"code": "retencion", "account_number": "2110"},
               {"code": "iva_retenido", "account_number": "2106"}, {"code": "ppm", "account_number": "1125"}]',
  settings = '{f29_538,f29_537,f29_504,f29_077_anterior,f29_077,f29_151,f29_039,f29_062,f29_091}',
  input_1_label = NULL, input_2_label = NULL, input_3_label = NULL
WHERE id = 6;
