// Which expenses screen a sub-path names (the part after /mis-gastos/ or /honorarios/). Pure, so
// the routing is unit-tested.
export type ExpensesScreen =
  | { kind: 'index' }
  | { kind: 'month' }
  | { kind: 'monthly-detail' }
  | { kind: 'new' }
  | { kind: 'edit'; id: number | null }
  | { kind: 'review'; id: number | null }
  | { kind: 'unknown' };

const id = (s: string | undefined) => (s && /^[1-9]\d{0,15}$/.test(s) ? Number(s) : null);

export function parseExpensesPath(rest: string): ExpensesScreen {
  const parts = rest.split('/').filter(Boolean);
  const [first, second, ...more] = parts;
  if (!first) return { kind: 'index' };
  if (more.length > 0) return { kind: 'unknown' };
  if (first === 'gastos-mes' && !second) return { kind: 'month' };
  if (first === 'detalle-mensual' && !second) return { kind: 'monthly-detail' };
  if (first === 'ingresar-gasto' && !second) return { kind: 'new' };
  if (first === 'editar-gasto' || first === 'revisar-gasto') {
    const n = id(second);
    if (second !== undefined && n === null) return { kind: 'unknown' };
    return { kind: first === 'editar-gasto' ? 'edit' : 'review', id: n };
  }
  return { kind: 'unknown' };
}
