import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { notifyError } from './notify';
import { unheardErrorsCache } from './unheard-mutations';

/** Server state for the whole app; logout clears it all. */
export const queryClient = new QueryClient({
  mutationCache: unheardErrorsCache(notifyError),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) are answers, not glitches: retrying them only delays the message.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
