import { ArrowRightLeft, Check, FileCheck2, Loader2, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { StackedTable, stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { QuoteDelivery } from './quote-delivery';
import { QuoteDepositNote } from './quote-deposit-note';
import { QuoteRowMenu, type QuoteMenuActions } from './quote-row-menu';
import { QuoteStatusBadge } from './quote-status-badge';

const headers = ['Quote #', 'Customer', 'Created', 'Valid Until', 'Amount', 'Status', 'Actions'];

export type QuoteRowActions = QuoteMenuActions & {
  onSend: (quote: Quote) => void;
  onAccept: (quote: Quote) => void;
  onConvert: (quote: Quote) => void;
};

/** The next step of a quote, as one button: send a draft, record acceptance, invoice the accepted one. */
function NextStep({ quote, busy, actions }: { quote: Quote; busy: boolean; actions: QuoteRowActions }) {
  const icon = (Icon: typeof Send) => (busy ? <Loader2 className="animate-spin" /> : <Icon />);
  if (quote.status === 'draft') {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onSend(quote)}>
        {icon(Send)} Send Quote
      </Button>
    );
  }
  if (quote.status === 'sent') {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onAccept(quote)}>
        {icon(Check)} Mark Accepted
      </Button>
    );
  }
  if (quote.status === 'accepted' && quote.convertedInvoiceId === null) {
    return (
      <Button size="sm" disabled={busy} onClick={() => actions.onConvert(quote)}>
        {icon(ArrowRightLeft)} Convert to Invoice
      </Button>
    );
  }
  if (quote.convertedInvoiceId !== null) {
    return (
      <Button size="sm" variant="link" asChild>
        <Link to="/invoices">
          <FileCheck2 /> Invoiced
        </Link>
      </Button>
    );
  }
  return null;
}

/** The quotes of one page: a table on wide screens, stacked cards on narrow ones. */
export function QuoteTable(props: { quotes: Quote[]; busyId: number | null; actions: QuoteRowActions }) {
  return (
    <StackedTable headers={headers} alignRight={['Amount', 'Actions']}>
      {props.quotes.map((quote) => {
        const busy = props.busyId === quote.id;
        return (
          <tr key={quote.id} data-testid="quote-row" className={stackedRowClass}>
            <td className={cx(cell, 'order-1 font-medium')}>{quote.quoteNumber}</td>
            <td className={cx(cell, 'order-3 col-span-2 min-w-0')}>
              <span className="block truncate">{quote.customerName}</span>
              <QuoteDelivery delivery={quote.delivery} />
            </td>
            <td className={cx(cell, 'order-4 col-span-2 text-muted md:col-span-1 md:text-inherit')}>
              <span className="md:hidden">Created </span>
              {formatDate(quote.createdAt)}
              <span className="md:hidden"> · Valid until {formatDate(quote.validUntil)}</span>
              {quote.createdBy && (
                <span className="block break-words text-xs text-muted">Created by {quote.createdBy.name}</span>
              )}
            </td>
            <td className={cx(cell, 'hidden')}>{formatDate(quote.validUntil)}</td>
            <td className={cx(cell, 'order-6 text-base font-semibold md:text-right md:text-sm')}>
              {formatMoney(quote.amount)}
              <QuoteDepositNote quote={quote} />
            </td>
            <td className={cx(cell, 'order-2 justify-self-end')}>
              <QuoteStatusBadge status={quote.status} />
            </td>
            <td className={cx(cell, 'order-7 justify-self-end md:text-right')}>
              <div className="inline-flex items-center gap-1">
                <NextStep quote={quote} busy={busy} actions={props.actions} />
                <QuoteRowMenu quote={quote} busy={busy} {...props.actions} />
              </div>
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
