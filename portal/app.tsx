import type { Emotion } from '@emotion/css/create-instance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { StyleProvider } from '../src/ui';
import { AppRoutes } from './routes';

export interface AppProps {
  styles: Emotion;
}

export function App({ styles }: AppProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, staleTime: 30_000 }, mutations: { retry: false } },
      }),
  );
  return (
    <StyleProvider instance={styles}>
      <QueryClientProvider client={queryClient}>
        <main id="main">
          <AppRoutes />
        </main>
      </QueryClientProvider>
    </StyleProvider>
  );
}
