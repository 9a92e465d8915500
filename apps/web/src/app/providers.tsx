import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

// ModalsProvider (@mantine/modals) lives in the app shell, not here: it pulls Modal, ScrollArea and
// floating-ui, which the sign-in screen does not need (first-screen budget).
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" zIndex={1000} limit={4} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
