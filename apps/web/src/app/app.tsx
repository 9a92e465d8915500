import { isCancelledError } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { handleUnauthorized } from '../lib/session-actions';
import { setUnauthorizedHandler } from '../lib/api';
import { Providers } from './providers';
import { router } from './router';

setUnauthorizedHandler(handleUnauthorized);

// Logout and the 401 rule clear the query cache on purpose; fetches cut short by that are expected.
window.addEventListener('unhandledrejection', (event) => {
  if (isCancelledError(event.reason)) event.preventDefault();
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
