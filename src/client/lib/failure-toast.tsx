import { answerOf } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { translateMessage } from '@client/i18n/translate-message';

/** The server's own `message` (in the user's language), when the failure is an API answer that carries one. */
export function serverMessage(error: unknown): string | undefined {
  const { message } = answerOf(error);
  return typeof message === 'string' ? translateMessage(message) : undefined;
}

/**
 * The 'Error' toast: the specified text, then what the server said about it (e.g. why a delete was refused), or the
 * caller's own wording of it.
 */
export function failureToast(error: unknown, text: string, reason = serverMessage(error)) {
  toast.error(translateMessage('Error'), {
    description: reason ? (
      <>
        <span className="block">{text}</span>
        <span className="block">{reason}</span>
      </>
    ) : (
      text
    ),
  });
}
