import { beforeEach, describe, expect, it, vi } from 'vitest';

// The notifications store, recorded: which toasts were shown and which were hidden.
const shown: { id: string; color: string }[] = [];
const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (n: { color: string }) => {
      const id = `n${shown.length + 1}`;
      shown.push({ id, color: n.color });
      return id;
    },
    hide: (id: string) => hidden.push(id),
  },
}));

const { notifyError, notifySuccess } = await import('./notify');

beforeEach(() => {
  shown.length = 0;
  hidden.length = 0;
});

describe('toasts', () => {
  it('a success after failures takes the failures away, and only once', () => {
    notifyError('No se pudo guardar');
    notifyError('No se pudo guardar');
    notifySuccess('Configuración actualizada con éxito');
    expect(hidden).toEqual(['n1', 'n2']);
    expect(shown.map((s) => s.color)).toEqual(['red', 'red', 'teal']);
    notifySuccess('Otra vez');
    expect(hidden).toEqual(['n1', 'n2']);
  });

  it('a failure after a success stays', () => {
    notifySuccess('Listo');
    notifyError('Falló');
    expect(hidden).toEqual([]);
  });
});
