import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api';
import { reportMaintenance } from './maintenance';
import { USER_KEY } from './session';
import { toast } from './toast';

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
  // A 401 matters only while we believe someone is signed in: then the session has ended under us.
  const onError = (error: Error) => {
    if (isUnauthorizedError(error) && client.getQueryData(USER_KEY)) handleUnauthorized();
    reportMaintenance(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}
