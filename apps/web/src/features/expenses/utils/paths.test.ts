import { describe, expect, it } from 'vitest';
import { parseExpensesPath } from './paths';

describe('expenses sub-routes', () => {
  it('names each screen of spec §2.3', () => {
    expect(parseExpensesPath('')).toEqual({ kind: 'index' });
    expect(parseExpensesPath('gastos-mes')).toEqual({ kind: 'month' });
    expect(parseExpensesPath('detalle-mensual/')).toEqual({ kind: 'monthly-detail' });
    expect(parseExpensesPath('ingresar-gasto')).toEqual({ kind: 'new' });
    expect(parseExpensesPath('editar-gasto/12')).toEqual({ kind: 'edit', id: 12 });
    expect(parseExpensesPath('editar-gasto')).toEqual({ kind: 'edit', id: null });
    expect(parseExpensesPath('revisar-gasto/7')).toEqual({ kind: 'review', id: 7 });
  });

  it('refuses anything else', () => {
    for (const p of ['otra', 'editar-gasto/abc', 'revisar-gasto/0', 'gastos-mes/3', 'editar-gasto/1/2'])
      expect(parseExpensesPath(p).kind, p).toBe('unknown');
  });
});
