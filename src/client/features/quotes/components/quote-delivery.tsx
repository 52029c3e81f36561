import { AlertCircle, Loader2 } from 'lucide-react';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { useT } from '@client/i18n/use-t';

/** How the last e-mail of the quote fared, when there is something to say: on its way, or failed and why. */
export function QuoteDelivery({ delivery }: { delivery: Quote['delivery'] }) {
  const t = useT();
  if (delivery?.status === 'queued') {
    return (
      <span role="status" className="flex items-center gap-1 text-xs text-muted">
        <Loader2 className="size-3 animate-spin" aria-hidden /> {t('quotes.delivery.sending', { to: delivery.to })}
      </span>
    );
  }
  if (delivery?.status === 'failed') {
    return (
      <span role="alert" className="flex items-start gap-1 text-xs text-red-700 dark:text-red-400">
        <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden />
        <span className="break-words">
          {delivery.error
            ? t('quotes.delivery.failed', { to: delivery.to, error: delivery.error })
            : t('quotes.delivery.failedUnknown', { to: delivery.to })}
        </span>
      </span>
    );
  }
  return null;
}
