import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftKey, readDraft, removeDraft, writeDraft } from './draft-storage';
import { useSession } from './session';

/** How long the typing pauses before the draft is written. */
const SAVE_DELAY_MS = 600;

export type FormDraft = {
  /** A draft was put back into the form when it opened. */
  restored: boolean;
  /** Puts the form back as it opened without the draft, and forgets it. */
  discard(): void;
  /** Forgets the draft (the form was saved). */
  clear(): void;
};

/**
 * The name of a document form's draft: `invoice:12` editing invoice 12, `invoice:new` for a new one, or
 * `invoice:new:customer-5` for a new one started from customer 5 (another customer's start is another draft).
 */
export function draftName(kind: string, id?: number, customerId?: number): string {
  if (id !== undefined) return `${kind}:${id}`;
  return customerId === undefined ? `${kind}:new` : `${kind}:new:customer-${customerId}`;
}

/**
 * Auto-save (the user's `autoSave` preference, on by default): what is typed into a form is kept in this browser as
 * it is typed, and put back when the same form opens again (`name`: which form and record, e.g. `invoice:new`,
 * `quote:12`), until it is saved or discarded. Kept per user, for a week, and forgotten at sign-out.
 */
export function useFormDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, name: string): FormDraft {
  const { user } = useSession();
  const enabled = user ? (user.preferences?.autoSave ?? true) : false;
  const key = user ? draftKey(user.id, name) : '';
  const opened = useRef<V | null>(null);
  // The draft kept for this form, read as it opens.
  const [draft] = useState(() => (enabled ? readDraft<V>(key) : null));
  const [restored, setRestored] = useState(draft !== null);

  // Once, as the form opens: the draft goes into it.
  useEffect(() => {
    opened.current = form.getValues();
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);

  // Then every change, once the typing pauses.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Only what differs from the form as it opened is a draft.
        const values = form.getValues();
        if (JSON.stringify(values) === JSON.stringify(opened.current)) removeDraft(key);
        else writeDraft(key, values);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [enabled, form, key]);

  return {
    restored,
    discard() {
      removeDraft(key);
      if (opened.current) form.reset(opened.current);
      setRestored(false);
    },
    clear() {
      removeDraft(key);
      setRestored(false);
    },
  };
}
