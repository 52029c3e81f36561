import { ArrowRightLeft, Check, FileCheck2, Loader2, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { StackedTable, stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { QuoteDelivery } from './quote-delivery';
import { QuoteDepositNote } from './quote-deposit-note';
import { QuoteRowMenu, type QuoteMenuActions } from './quote-row-menu';
import { QuoteStatusBadge } from './quote-status-badge';

export type QuoteRowActions = QuoteMenuActions & {
  onSend: (quote: Quote) => void;
  onAccept: (quote: Quote) => void;
  onConvert: (quote: Quote) => void;
};

/** The next step of a quote, as one button: send a draft, record acceptance, invoice the accepted one. */
function NextStep({ quote, busy, actions }: { quote: Quote; busy: boolean; actions: QuoteRowActions }) {
  const t = useT();
  const icon = (Icon: typeof Send) => (busy ? <Loader2 className="animate-spin" /> : <Icon />);
  if (quote.status === 'draft') {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onSend(quote)}>
        {icon(Send)} {t('quotes.table.send')}
      </Button>
    );
  }
  if (quote.status === 'sent') {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onAccept(quote)}>
        {icon(Check)} {t('quotes.table.accept')}
      </Button>
    );
  }
  if (quote.status === 'accepted' && quote.convertedInvoiceId === null) {
    return (
      <Button size="sm" disabled={busy} onClick={() => actions.onConvert(quote)}>
        {icon(ArrowRightLeft)} {t('quotes.table.convert')}
      </Button>
    );
  }
  if (quote.convertedInvoiceId !== null) {
    return (
      <Button size="sm" variant="link" asChild>
        <Link to="/invoices">
          <FileCheck2 /> {t('quotes.table.invoiced')}
        </Link>
      </Button>
    );
  }
  return null;
}

/** The quotes of one page: a table on wide screens, stacked cards on narrow ones. */
export function QuoteTable(props: { quotes: Quote[]; busyId: number | null; actions: QuoteRowActions }) {
  const t = useT();
  const amount = t('quotes.table.amount');
  const actions = t('quotes.table.actions');
  const headers = [
    t('quotes.table.number'),
    t('quotes.table.customer'),
    t('quotes.table.created'),
    t('quotes.table.validUntil'),
    amount,
    t('quotes.table.status'),
    actions,
  ];
  return (
    <StackedTable headers={headers} alignRight={[amount, actions]}>
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
              <span className="md:hidden">{t('quotes.table.createdOn')} </span>
              {formatDate(quote.createdAt)}
              <span className="md:hidden">
                {' · '}
                {t('quotes.table.validUntilOn', { date: formatDate(quote.validUntil) })}
              </span>
              {quote.createdBy && (
                <span className="block break-words text-xs text-muted">
                  {t('quotes.table.createdBy', { name: quote.createdBy.name })}
                </span>
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
