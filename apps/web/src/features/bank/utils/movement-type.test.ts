import { describe, expect, it } from 'vitest';
import { movementTypeLabel } from './movement-type';

describe('movementTypeLabel', () => {
  it('names the OFX types in Spanish and keeps what it does not know', () => {
    expect(movementTypeLabel('CREDIT')).toBe('Abono');
    expect(movementTypeLabel('xfer')).toBe('Transferencia');
    expect(movementTypeLabel('Traspaso a terceros')).toBe('Traspaso a terceros');
    expect(movementTypeLabel(null)).toBeNull();
  });
});
