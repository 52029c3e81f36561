import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, toCents } from '@shared/money';
import { CardPayDialog } from '@client/components/payments/card-pay-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
import { useQuotePaymentOptions } from '../api/quote-preview.api';

/**
 * The deposit of an accepted quote, paid by card on the page its e-mail links to (the preview token is the
 * proof): what is left of it, and Pay deposit when the business takes cards.
 */
export function QuotePreviewDeposit(props: { id: string; token: string; quoteNumber: string; companyName: string }) {
  const { id, token } = props;
  const options = useQuotePaymentOptions(id, token, true);
  const [paying, setPaying] = useState(false);
  const t = useT();
  const data = options.data;
  if (!data || toCents(data.depositDue) <= 0) return null;
  return (
    <Card className="print:hidden">
      <CardContent flush className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <h2 className="font-semibold">{t('quotes.preview.depositDue', { amount: formatMoney(data.depositDue) })}</h2>
          <p className="text-sm text-muted">
            {data.payments.enabled
              ? t('quotes.preview.depositAsked', { name: props.companyName })
              : t('quotes.preview.depositNoPayments', { name: props.companyName })}
          </p>
        </div>
        {data.payments.enabled && (
          <Button className="w-full sm:w-auto" onClick={() => setPaying(true)}>
            <Wallet aria-hidden /> {t('quotes.preview.payDeposit')}
          </Button>
        )}
      </CardContent>
      {paying && (
        <CardPayDialog
          payments={data.payments}
          onClose={() => setPaying(false)}
          target={{
            url: `/api/quote-preview/${encodeURIComponent(id)}/pay-deposit?token=${encodeURIComponent(token)}`,
            refresh: ['/api/quote-preview', id],
            title: t('quotes.preview.payDepositTitle', { number: props.quoteNumber }),
            dueLabel: t('quotes.preview.depositDueLabel'),
            due: data.depositDue,
            partial: false,
          }}
        />
      )}
    </Card>
  );
}
