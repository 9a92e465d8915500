// @vitest-environment jsdom
// Two URL changes from one event (a name, then an amount, before the router re-renders) must both
// land: the second builds on the first, not on the address the screen last rendered.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlParamsWriter } from './use-url-params-writer';

afterEach(cleanup);

function Screen() {
  const { update } = useUrlParamsWriter();
  const { search } = useLocation();
  const put = (key: string, value: string) =>
    update((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          put('nombre', 'Aporte');
          put('m1', '1000');
        }}
      >
        Ambos
      </button>
      <output data-testid="where">{search}</output>
    </>
  );
}

describe('useUrlParamsWriter', () => {
  it('keeps both of two changes made before the router applies the first', () => {
    render(
      <MemoryRouter initialEntries={['/x?plantilla=3']}>
        <Screen />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ambos' }));
    const params = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
    expect(Object.fromEntries(params)).toEqual({ plantilla: '3', nombre: 'Aporte', m1: '1000' });
  });
});
