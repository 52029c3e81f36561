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
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={`Quote ${props.number}`} />
        {quote.isLoading && <Spinner label="Loading quote" />}
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
                <span className="text-muted">Issued </span>
                {formatDate(data.createdAt)}
              </span>
              {data.validUntil && (
                <span>
                  <span className="text-muted">Valid until </span>
                  {formatDate(data.validUntil)}
                </span>
              )}
            </div>
            {data.description && <p className="whitespace-pre-line text-sm">{data.description}</p>}
            <LineItems items={data.items} />
            <Totals rows={[['Total', data.amount]]} />
            {toCents(data.depositAmount) > 0 && (
              <p className="rounded-lg border p-3 text-sm" data-testid="quote-deposit">
                Deposit due on acceptance: <strong className="tabular-nums">{formatMoney(data.depositAmount)}</strong>
                {data.depositType === 'percent' && ` (${depositPercentLabel(data.depositType, data.depositValue)})`}
                {toCents(data.depositPaid) > 0 && (
                  <span className="block text-muted">Paid: {formatMoney(data.depositPaid)}</span>
                )}
              </p>
            )}
            <TextBlock title="Notes" text={data.notes} />
            {data.acceptedDate && (
              <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                Accepted on {formatDate(data.acceptedDate)}
                {data.signerName ? ` by ${data.signerName}` : ''}.
              </p>
            )}
            {data.declinedDate && (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
                Declined on {formatDate(data.declinedDate)}
                {data.declineReason ? `: ${data.declineReason}` : '.'}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button asChild variant="outline">
                <a href={quotePdfUrl(props.token, data.id)} download>
                  <Download aria-hidden /> Download PDF
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
