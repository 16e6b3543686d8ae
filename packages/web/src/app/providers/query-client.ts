import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../features/auth/index.ts';
import { ApiError, isUnauthenticated } from '../../lib/http.ts';

/** One query client; an expired session anywhere sends the person back to /login (spec §8). */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthenticated(error)) queryClient.setQueryData(meQueryKey, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return queryClient;
}
