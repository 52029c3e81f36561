import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';

/** What became of the last e-mail of the invoice; a failure says why and offers to send again. */
export function InvoiceDelivery(props: { invoice: Invoice; resending: boolean; onResend: () => void }) {
  const t = useT();
  const delivery = props.invoice.delivery;
  if (!delivery) return null;
  if (delivery.status === 'queued') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden /> {t('invoices.delivery.sending', { to: delivery.to })}
      </p>
    );
  }
  if (delivery.status === 'sent') {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-4" aria-hidden /> {t('invoices.delivery.sent', { to: delivery.to })}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p className="flex min-w-0 items-start gap-2">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="break-words">
          {delivery.error
            ? t('invoices.delivery.failed', { error: delivery.error })
            : t('invoices.delivery.failedUnknown', { to: delivery.to })}
        </span>
      </p>
      <Button size="sm" variant="outline" disabled={props.resending} onClick={props.onResend}>
        {props.resending ? t('invoices.actions.sending') : t('invoices.actions.resend')}
      </Button>
    </div>
  );
}
