// A mutation's failure must reach the user even when the screen that started it is gone. The
// callbacks given to `mutate(…, { onError })` run only while the component that called it is
// mounted (TanStack Query drops them on unmount): close a modal, or leave the page, before the
// server answers, and a refused save would pass in silence. The cache counts each mutation's
// observers; a failure nobody is listening to any more is handed to `onUnheard` (a toast).
// Successes need no net: the hooks' own `onSuccess` (cache invalidation) runs regardless.
import { type Mutation, MutationCache } from '@tanstack/react-query';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

export function unheardErrorsCache(onUnheard: (error: unknown) => void): MutationCache {
  const listening = new WeakMap<AnyMutation, number>();
  const cache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // Runs before the observers hear of it: an observer still counted will show its own toast.
      if ((listening.get(mutation as AnyMutation) ?? 0) === 0) onUnheard(error);
    },
  });
  cache.subscribe((event) => {
    if (event.type !== 'observerAdded' && event.type !== 'observerRemoved') return;
    const m = event.mutation as AnyMutation;
    const n = (listening.get(m) ?? 0) + (event.type === 'observerAdded' ? 1 : -1);
    listening.set(m, Math.max(0, n));
  });
  return cache;
}
