import { DRAFT_PREFIX } from './forget-drafts';

// Drafts of forms kept in this browser's storage (form-draft.ts), each under its user and form.

/** How long an untouched draft is kept. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const draftKey = (userId: number, name: string) => `${DRAFT_PREFIX}${userId}:${name}`;

type Stored<V> = { savedAt: number; values: V };

export function readDraft<V>(key: string): V | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored<V> | null;
    if (!stored || typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > KEEP_MS) {
      localStorage.removeItem(key);
      return null;
    }
    return stored.values;
  } catch {
    return null; // storage refused (private mode, full) or a value from elsewhere: no draft
  }
}

export function writeDraft(key: string, values: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage full or refused: the form still works, without a draft.
  }
}

export function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
