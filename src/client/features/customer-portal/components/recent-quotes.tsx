import { Check, CreditCard, Download, Eye, X } from 'lucide-react';
import { useState } from 'react';
import type { PortalQuoteListItem } from '@shared/customer-portal/customer-portal.schemas';
import type { PortalPayments } from '@shared/payments/card-payments.schemas';
import { formatMoney, toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { quotePdfUrl } from '../api/customer-portal.api';
import { formatDate, isPastValidity } from '../portal-format';
import { QuoteBadge } from './portal-status-badge';
import { AcceptQuoteDialog, DeclineQuoteDialog } from './quote-answer-dialogs';
import { PayDepositDialog } from './pay-invoice-dialog';
import { QuoteDialog } from './quote-dialog';
import { useT } from '@client/i18n/use-t';

type Open = { quote: PortalQuoteListItem; dialog: 'view' | 'accept' | 'decline' | 'deposit' };

const awaitsAnswer = (q: PortalQuoteListItem) => q.status === 'sent' && !isPastValidity(q.validUntil);

/** Under the amount: the deposit the quote asks, and whether it is paid. */
function DepositLine({ quote }: { quote: PortalQuoteListItem }) {
  const t = useT();
  if (toCents(quote.depositAmount) <= 0) return null;
  const paid = toCents(quote.depositPaid) >= toCents(quote.depositAmount);
  const amount = formatMoney(quote.depositAmount);
  return (
    <span className="block text-xs text-muted tabular-nums">
      {paid ? t('customer-portal.quotes.depositPaid', { amount }) : t('customer-portal.quotes.deposit', { amount })}
    </span>
  );
}

export function RecentQuotes(props: {
  token: string;
  companyName: string;
  quotes: PortalQuoteListItem[];
  payments: PortalPayments;
}) {
  const [open, setOpen] = useState<Open | null>(null);
  const t = useT();
  const close = () => setOpen(null);
  const canPayDeposit = (quote: PortalQuoteListItem) => props.payments.enabled && quote.depositPayable;
  const payDepositButton = (quote: PortalQuoteListItem) => (
    <Button
      size="sm"
      onClick={() => setOpen({ quote, dialog: 'deposit' })}
      aria-label={t('customer-portal.quotes.payDepositLabel', { number: quote.quoteNumber })}
    >
      <CreditCard aria-hidden /> {t('customer-portal.quotes.payDeposit')}
    </Button>
  );
  const actionsOf = (quote: PortalQuoteListItem) =>
    awaitsAnswer(quote) ? answerButtons(quote) : canPayDeposit(quote) ? payDepositButton(quote) : undefined;
  const answerButtons = (quote: PortalQuoteListItem) => (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen({ quote, dialog: 'decline' })}
        aria-label={t('customer-portal.quotes.declineLabel', { number: quote.quoteNumber })}
      >
        <X aria-hidden /> {t('customer-portal.quotes.decline')}
      </Button>
      <Button
        size="sm"
        onClick={() => setOpen({ quote, dialog: 'accept' })}
        aria-label={t('customer-portal.quotes.acceptLabel', { number: quote.quoteNumber })}
      >
        <Check aria-hidden /> {t('customer-portal.quotes.accept')}
      </Button>
    </>
  );
  const dialogProps = open && { token: props.token, quote: open.quote, companyName: props.companyName, onClose: close };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer-portal.quotes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {props.quotes.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('customer-portal.quotes.empty')}</p>
        ) : (
          <ul className="divide-y">
            {props.quotes.map((quote) => (
              <li key={quote.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{quote.quoteNumber}</p>
                  <p className="text-sm text-muted">
                    {formatDate(quote.createdAt)}
                    {quote.validUntil &&
                      ` · ${t('customer-portal.quotes.validUntilDate', { date: formatDate(quote.validUntil) })}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-right">
                    <span className="block font-semibold tabular-nums">{formatMoney(quote.amount)}</span>
                    <DepositLine quote={quote} />
                  </span>
                  <QuoteBadge status={quote.status} validUntil={quote.validUntil} />
                </div>
                <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setOpen({ quote, dialog: 'view' })}
                    aria-label={t('customer-portal.quotes.viewLabel', { number: quote.quoteNumber })}
                  >
                    <Eye aria-hidden /> {t('customer-portal.view')}
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={quotePdfUrl(props.token, quote.id)}
                      download
                      aria-label={t('customer-portal.quotes.pdfLabel', { number: quote.quoteNumber })}
                    >
                      <Download aria-hidden /> {t('customer-portal.quotes.pdf')}
                    </a>
                  </Button>
                  {actionsOf(quote)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <QuoteDialog
        token={props.token}
        id={open?.dialog === 'view' ? open.quote.id : null}
        number={open?.quote.quoteNumber ?? ''}
        actions={open ? actionsOf(open.quote) : undefined}
        onClose={close}
      />
      {dialogProps && open.dialog === 'accept' && (
        <AcceptQuoteDialog
          {...dialogProps}
          onPayDeposit={props.payments.enabled ? (quote) => setOpen({ quote, dialog: 'deposit' }) : undefined}
        />
      )}
      {dialogProps && open.dialog === 'decline' && <DeclineQuoteDialog {...dialogProps} />}
      {open?.dialog === 'deposit' && (
        <PayDepositDialog token={props.token} quote={open.quote} payments={props.payments} onClose={close} />
      )}
    </Card>
  );
}
