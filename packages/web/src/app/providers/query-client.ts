import { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../features/auth/index.ts';
import { ApiError, onUnauthenticated } from '../../lib/http.ts';

/** One query client; an expired session seen by any call sends the person back to /login (docs/screens.md, Shell). */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Retry what may pass on a second try (network, 5xx), never an answer the server meant.
        retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.status >= 500),
      },
    },
  });
  onUnauthenticated(() => {
    if (queryClient.getQueryData(meQueryKey)) queryClient.setQueryData(meQueryKey, null);
  });
  return queryClient;
}
