import type { toast as sonnerToast } from 'sonner';
import { translateMessage } from '../i18n/translate-message';

type Show = typeof sonnerToast.success;

/** Loads sonner on the first toast, then shows it: a toast follows something the user did, never the first paint. */
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (message, data) => {
    // A title or description from src/shared or the server (`customerMessages.created`, an answer's `message`) is
    // English: shown in the user's language; a text the screen translated already stays as it is.
    const title = typeof message === 'string' ? translateMessage(message) : message;
    const options =
      typeof data?.description === 'string' ? { ...data, description: translateMessage(data.description) } : data;
    void import('sonner').then(({ toast }) => toast[kind](title, options));
    return 0;
  };

/**
 * The app's toasts (sonner's `toast.success`, `toast.error` and `toast.info`), without sonner in the code of every screen that may
 * show one: its ~9 kB load with the first toast, or after the page has loaded with the Toaster (providers.tsx).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
