import { formatMoney, toCents } from '@shared/money';
import { depositPercentLabel } from '@shared/quotes/quote-deposit';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { useT } from '@client/i18n/use-t';

/** Under a quote's amount: the deposit asked (and its percentage) and what the customer has paid of it. */
export function QuoteDepositNote({ quote }: { quote: Quote }) {
  const t = useT();
  const asked = toCents(quote.depositAmount);
  if (asked <= 0) return null;
  const paid = toCents(quote.depositPaid);
  const percent = depositPercentLabel(quote.depositType, quote.depositValue);
  return (
    <span className="block text-xs font-normal text-muted" data-testid="quote-deposit">
      {percent
        ? t('quotes.depositNote.askedPercent', { amount: formatMoney(quote.depositAmount), percent })
        : t('quotes.depositNote.asked', { amount: formatMoney(quote.depositAmount) })}
      {' · '}
      {paid >= asked ? (
        <span className="text-emerald-700 dark:text-emerald-400">{t('quotes.depositNote.paid')}</span>
      ) : paid > 0 ? (
        t('quotes.depositNote.partlyPaid', { amount: formatMoney(quote.depositPaid) })
      ) : (
        t('quotes.depositNote.notPaid')
      )}
    </span>
  );
}
