import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { formatMoney, toCents } from '@shared/money';
import { depositPercentLabel } from '@shared/quotes/quote-deposit';
import { errorMessage } from '@client/lib/api';
import { quotePdfUrl, usePortalQuote } from '../api/customer-portal.api';
import { formatDate } from '../portal-format';
import { LineItems, TextBlock, Totals } from './line-items';
import { QuoteBadge } from './portal-status-badge';
import { useT } from '@client/i18n/use-t';

/**
 * The full quote, opened from the portal's list, with its deposit; `actions`: Accept and Decline when it awaits an
 * answer, Pay deposit when its deposit can be paid.
 */
export function QuoteDialog(props: {
  token: string;
  id: number | null;
  number: string;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const quote = usePortalQuote(props.token, props.id);
  const data = quote.data;
  const t = useT();
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={t('customer-portal.quote.title', { number: props.number })} />
        {quote.isLoading && <Spinner label={t('customer-portal.quote.loading')} />}
        {quote.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(quote.error)}
          </p>
        )}
        {data && (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <QuoteBadge status={data.status} validUntil={data.validUntil} />
              <span>
                <span className="text-muted">{t('customer-portal.dates.issued')} </span>
                {formatDate(data.createdAt)}
              </span>
              {data.validUntil && (
                <span>
                  <span className="text-muted">{t('customer-portal.dates.validUntil')} </span>
                  {formatDate(data.validUntil)}
                </span>
              )}
            </div>
            {data.description && <p className="whitespace-pre-line text-sm">{data.description}</p>}
            <LineItems items={data.items} />
            <Totals rows={[[t('customer-portal.totals.total'), data.amount]]} />
            {toCents(data.depositAmount) > 0 && (
              <p className="rounded-lg border p-3 text-sm" data-testid="quote-deposit">
                {t('customer-portal.quote.depositDue')}{' '}
                <strong className="tabular-nums">{formatMoney(data.depositAmount)}</strong>
                {data.depositType === 'percent' && ` (${depositPercentLabel(data.depositType, data.depositValue)})`}
                {toCents(data.depositPaid) > 0 && (
                  <span className="block text-muted">
                    {t('customer-portal.quote.depositPaid', { amount: formatMoney(data.depositPaid) })}
                  </span>
                )}
              </p>
            )}
            <TextBlock title={t('customer-portal.invoice.notes')} text={data.notes} />
            {data.acceptedDate && (
              <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                {data.signerName
                  ? t('customer-portal.quote.acceptedBy', {
                      date: formatDate(data.acceptedDate),
                      name: data.signerName,
                    })
                  : t('customer-portal.quote.accepted', { date: formatDate(data.acceptedDate) })}
              </p>
            )}
            {data.declinedDate && (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
                {data.declineReason
                  ? t('customer-portal.quote.declinedWhy', {
                      date: formatDate(data.declinedDate),
                      reason: data.declineReason,
                    })
                  : t('customer-portal.quote.declined', { date: formatDate(data.declinedDate) })}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button asChild variant="outline">
                <a href={quotePdfUrl(props.token, data.id)} download>
                  <Download aria-hidden /> {t('customer-portal.downloadPdf')}
                </a>
              </Button>
              {props.actions}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
