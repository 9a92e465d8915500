// @vitest-environment jsdom
// A save that fails after its screen closed still tells the user; one whose screen is open is told
// once, by the screen's own callback.
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unheardErrorsCache } from './unheard-mutations';

afterEach(cleanup);

function deferred() {
  let reject!: (e: Error) => void;
  const promise = new Promise<never>((_, r) => {
    reject = r;
  });
  return { promise, reject };
}

function Saver({ pending, heard }: { pending: Promise<never>; heard: unknown[] }) {
  const m = useMutation({ mutationFn: () => pending });
  return (
    <button type="button" onClick={() => m.mutate(undefined, { onError: (e) => heard.push(e) })}>
      Guardar
    </button>
  );
}

function setup() {
  const unheard: unknown[] = [];
  const heard: unknown[] = [];
  const client = new QueryClient({ mutationCache: unheardErrorsCache((e) => unheard.push(e)) });
  const pending = deferred();
  const view = render(
    <QueryClientProvider client={client}>
      <Saver pending={pending.promise} heard={heard} />
    </QueryClientProvider>,
  );
  return { view, pending, unheard, heard };
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('unheardErrorsCache', () => {
  it('hands a failure to onUnheard when the screen that started it is gone', async () => {
    const { view, pending, unheard, heard } = setup();
    act(() => view.getByText('Guardar').click());
    view.unmount();
    const error = new Error('El RUT ya existe');
    pending.reject(error);
    await settle();
    expect(heard).toEqual([]);
    expect(unheard).toEqual([error]);
  });

  it('leaves a failure to the screen while it is open', async () => {
    const { view, pending, unheard, heard } = setup();
    act(() => view.getByText('Guardar').click());
    const error = new Error('Sin conexión');
    pending.reject(error);
    await settle();
    expect(heard).toEqual([error]);
    expect(unheard).toEqual([]);
  });
});
