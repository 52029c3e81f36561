import { formatMoney, toCents } from '@shared/money';
import { depositPercentLabel } from '@shared/quotes/quote-deposit';
import type { Quote } from '@shared/quotes/quotes.schemas';

/** Under a quote's amount: the deposit asked (and its percentage) and what the customer has paid of it. */
export function QuoteDepositNote({ quote }: { quote: Quote }) {
  const asked = toCents(quote.depositAmount);
  if (asked <= 0) return null;
  const paid = toCents(quote.depositPaid);
  const percent = depositPercentLabel(quote.depositType, quote.depositValue);
  return (
    <span className="block text-xs font-normal text-muted" data-testid="quote-deposit">
      Deposit {formatMoney(quote.depositAmount)}
      {percent ? ` (${percent})` : ''}
      {' · '}
      {paid >= asked ? (
        <span className="text-emerald-700 dark:text-emerald-400">Paid</span>
      ) : paid > 0 ? (
        `${formatMoney(quote.depositPaid)} paid`
      ) : (
        'Not paid'
      )}
    </span>
  );
}
