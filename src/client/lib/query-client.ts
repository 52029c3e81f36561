import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getQueryFn, isUnauthorizedError } from './api';

export const LOGOUT_REDIRECT_DELAY_MS = 500;

let redirecting = false;
/** A 401 on a protected page or a mutation: say so, then go to the sign-in screen. */
export function handleUnauthorized() {
  if (redirecting) return;
  redirecting = true;
  toast.error('Unauthorized', { description: 'You are logged out. Logging in again...' });
  setTimeout(() => window.location.assign('/api/login'), LOGOUT_REDIRECT_DELAY_MS);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
