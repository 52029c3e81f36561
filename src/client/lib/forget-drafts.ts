// Apart from draft-storage.ts: signing out (lib/session.tsx, in the entry) needs only this, the forms the rest.

/** Drafts of forms kept in this browser's storage (form-draft.ts), each under its user and form. */
export const DRAFT_PREFIX = 'crewdesk:draft:';

/** Forgets every draft kept in this browser (signing out: the next person on it must not see them). */
export function forgetDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
