/**
 * Where to go once signed in: `next` when it is a path of this site (`/join-team?token=...`), never another site
 * (`//elsewhere.example`, `https://...`); the home screen otherwise.
 */
export function returnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The sign-in page, coming back to `next` once signed in. */
export const signInPath = (next: string) => `/auth?tab=login&next=${encodeURIComponent(next)}`;
