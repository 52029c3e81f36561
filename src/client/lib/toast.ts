import type { toast as sonnerToast } from 'sonner';

type Show = typeof sonnerToast.success;

/** Loads sonner on the first toast, then shows it: a toast follows something the user did, never the first paint. */
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (...args) => {
    void import('sonner').then(({ toast }) => toast[kind](...args));
    return 0;
  };

/**
 * The app's toasts (sonner's `toast.success`, `toast.error` and `toast.info`), without sonner in the code of every screen that may
 * show one: its ~9 kB load with the first toast, or after the page has loaded with the Toaster (providers.tsx).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
