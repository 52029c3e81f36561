import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { getQueryFn } from './api';
import { forgetDrafts } from './forget-drafts';

export const USER_KEY = ['/api/user'] as const;
const HINT_COOKIE = 'crewdesk_signed_in';

const readUser = getQueryFn<PublicUser | null>({ on401: 'returnNull' });

const hasSignInHint = () => document.cookie.split('; ').some((c) => c.startsWith(`${HINT_COOKIE}=`));

/** Asks the server only when the sign-in hint cookie is there, so a visitor's page makes no failing call. */
const fetchUser: typeof readUser = async (context) => {
  if (!hasSignInHint()) return null;
  const user = await readUser(context);
  if (!user) document.cookie = `${HINT_COOKIE}=; Max-Age=0; path=/`;
  return user;
};

/**
 * Without the sign-in hint cookie there is nobody to ask about: the session is a visitor's from the first render
 * (the prerendered pages are drawn so too). Were it asked instead, its answer would come while React takes over
 * the page, and redraw it all in one long task (a store's update is never time-sliced).
 */
export function seedVisitor(client: QueryClient) {
  if (client.getQueryData(USER_KEY) === undefined && !hasSignInHint()) client.setQueryData(USER_KEY, null);
}

type Session = {
  user: PublicUser | null;
  isLoading: boolean;
  /** Stores the user answered by login or registration, or clears everything on sign-out. */
  setUser(user: PublicUser | null): void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: USER_KEY,
    queryFn: fetchUser,
  });
  const setUser = (user: PublicUser | null) => {
    queryClient.setQueryData(USER_KEY, user);
    // Signing out forgets everything else that was loaded for that user.
    if (user === null) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      forgetDrafts();
    }
  };
  return (
    <SessionContext.Provider value={{ user: data ?? null, isLoading, setUser }}>{children}</SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}

/** Administrators skip the e-mail check. */
export const isVerified = (user: PublicUser) => user.emailVerified || user.isAdmin;
