import { toast } from '@client/lib/toast';
import { translateMessage } from '@client/i18n/translate-message';

/** The server's own `message` (in the user's language), when the failure is an API answer that carries one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const body = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { message?: unknown };
    return typeof body.message === 'string' ? translateMessage(body.message) : undefined;
  } catch {
    return undefined;
  }
}

/** The 'Error' toast: the specified text, then what the server said about it (e.g. why a delete was refused). */
export function failureToast(error: unknown, text: string) {
  const reason = serverMessage(error);
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
