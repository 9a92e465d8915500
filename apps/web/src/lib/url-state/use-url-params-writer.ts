// Writing the URL's query string from event handlers. The data router applies a change after the
// handler returns, so two changes in a row (typing a name, then an amount) would both build on the
// old URL and the second would undo the first; each change here builds on the one still pending.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

export function useUrlParamsWriter(): {
  params: URLSearchParams;
  update: (change: ParamsUpdate, opts?: { replace?: boolean }) => void;
} {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL means the pending change landed
  useEffect(() => {
    pending.current = null;
  }, [key]);
  const update = useCallback(
    (change: ParamsUpdate, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (fromRouter) => {
          const out = change(pending.current ?? fromRouter);
          pending.current = out;
          return out;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { params, update };
}
