import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { rowsRejected } from './invoice-imports';

describe('rowsRejected', () => {
  const body = {
    error: 'El archivo ventas.csv tiene una fila que no cumple las reglas del SII y no se importó nada.',
    code: 'import_rows_rejected',
    problems: [{ file: 'ventas.csv', line: 4, field: 'Folio', message: 'folio fuera de rango' }],
    valid_rows: 9,
  };

  it('reads the problems of a 422 that lets the user choose', () => {
    expect(rowsRejected(new ApiError(body.error, 422, body))).toEqual(body);
  });

  it('is null for any other failure: a whole file refused, another status, not an API error', () => {
    expect(
      rowsRejected(new ApiError('El archivo x fue rechazado', 422, { error: 'El archivo x fue rechazado' })),
    ).toBeNull();
    expect(rowsRejected(new ApiError(body.error, 400, body))).toBeNull();
    expect(rowsRejected(new Error('red'))).toBeNull();
    expect(rowsRejected(null)).toBeNull();
  });
});
