// Where the screens of "Otros registros" are (the splat after /contabilidad/otros-registros-{product}s/)
// and the wizard's state, kept in the URL so a reload or a shared link keeps the template and the
// amounts: ?plantilla=<id>&fecha=AAAA-MM-DD&nombre=…&cuenta=<id>&m1=&m2=&m3=.
export type Direction = 'income' | 'expense';
export const DIRECTION_SEGMENT: Record<Direction, string> = {
  income: 'entrada-dinero',
  expense: 'salida-dinero',
};

export type EntriesScreen =
  | { kind: 'history' }
  | { kind: 'new' }
  | { kind: 'manual' }
  | { kind: 'templates'; direction: Direction }
  | { kind: 'complete'; direction: Direction }
  | { kind: 'confirm' }
  | { kind: 'none' };

export function parseEntriesPath(splat: string): EntriesScreen {
  const parts = splat.split('/').filter(Boolean);
  const [first, second, ...rest] = parts;
  if (rest.length > 0) return { kind: 'none' };
  if (!first || first === 'historico-registros') return second ? { kind: 'none' } : { kind: 'history' };
  if (first === 'nuevo-registro') {
    if (!second) return { kind: 'new' };
    return second === 'manual' ? { kind: 'manual' } : { kind: 'none' };
  }
  if (first === 'confirmacion') return second ? { kind: 'none' } : { kind: 'confirm' };
  const direction = (Object.keys(DIRECTION_SEGMENT) as Direction[]).find(
    (d) => DIRECTION_SEGMENT[d] === first,
  );
  if (!direction) return { kind: 'none' };
  if (!second) return { kind: 'templates', direction };
  return second === 'completar-datos' ? { kind: 'complete', direction } : { kind: 'none' };
}

export function entriesBase(product: string): string {
  return `/contabilidad/otros-registros-${product}`;
}

export type WizardState = {
  direction: Direction;
  templateId: number | null;
  date: string | null;
  name: string | null;
  accountId: number | null;
  inputs: [number, number, number];
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v && /^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const amount = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? Number(v) : 0);

/** The wizard's state in the URL; the direction comes from the path, or ?tipo= on the confirmation. */
export function readWizard(params: URLSearchParams, direction?: Direction): WizardState {
  const tipo = params.get('tipo');
  const date = params.get('fecha');
  const name = params.get('nombre');
  return {
    direction: direction ?? (tipo === 'salida' ? 'expense' : 'income'),
    templateId: id(params.get('plantilla')),
    date: date && ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : null,
    name: name === null ? null : name.slice(0, 120),
    accountId: id(params.get('cuenta')),
    inputs: [amount(params.get('m1')), amount(params.get('m2')), amount(params.get('m3'))],
  };
}

/** Back to the URL, leaving out what is empty (amounts of 0 included). */
export function writeWizard(state: WizardState, withDirection = false): URLSearchParams {
  const p = new URLSearchParams();
  if (withDirection) p.set('tipo', state.direction === 'expense' ? 'salida' : 'entrada');
  if (state.templateId !== null) p.set('plantilla', String(state.templateId));
  if (state.date) p.set('fecha', state.date);
  // An emptied name stays empty (not the template's again) until the user types one.
  if (state.name !== null) p.set('nombre', state.name);
  if (state.accountId !== null) p.set('cuenta', String(state.accountId));
  for (const [i, v] of state.inputs.entries()) if (v > 0) p.set(`m${i + 1}`, String(v));
  return p;
}
