import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney, toCents } from '@shared/money';
import type { Payment } from '@shared/payments/payments.schemas';
import { refundableOf } from '@shared/payments/refunds.schemas';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/dates';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';
import { INVOICES_KEY } from '../api/invoices.queries';
import { cardLabel } from '../invoice-card';
import { paymentMethodLabel, type Translate } from '../invoice-format';

// The dialog and its form load when asked for (its button starts them on hover or focus), not with the details.
const RefundPaymentDialog = preloadable(() => import('./refund-payment-dialog').then((m) => m.RefundPaymentDialog));
const preloadRefund = () => RefundPaymentDialog.preload();

const methodOf = (t: Translate, p: Payment) =>
  cardLabel(t, p.cardBrand, p.cardLast4) ?? paymentMethodLabel(t, p.method);

function Refunded({ payment }: { payment: Payment }) {
  const t = useT();
  if (toCents(payment.refundedAmount) <= 0) return null;
  return (
    <span className="block text-amber-800 dark:text-amber-300" data-testid="payment-refunded">
      {payment.status === 'refunded'
        ? t('invoices.payments.refundedInFull')
        : t('invoices.payments.refunded', { amount: formatMoney(payment.refundedAmount) })}
    </span>
  );
}

/**
 * The money received for the invoice, oldest first, with what was refunded of each and a Refund action while
 * something is left. Read once the invoice has been sent or has received something (a refunded invoice may show
 * nothing received, but keeps its payments).
 */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const wanted = toCents(invoice.amountPaid) > 0 || invoice.status !== 'draft';
  const payments = useQuery<Payment[]>({ queryKey: [INVOICES_KEY, invoice.id, 'payments'], enabled: wanted });
  const [refunding, setRefunding] = useState<Payment | null>(null);
  if (!wanted || !payments.data?.length) return null;
  return (
    <section aria-labelledby="invoice-payments" className="space-y-2">
      <h3 id="invoice-payments" className="text-xs font-medium uppercase tracking-wide text-muted">
        {t('invoices.payments.title')}
      </h3>
      <ul className="divide-y rounded-lg border text-sm">
        {payments.data.map((p) => (
          <li key={p.id} className="flex items-start justify-between gap-4 px-3 py-2">
            <span className="min-w-0">
              <span className="block">
                {formatDate(p.paidAt)} · {methodOf(t, p)}
              </span>
              {p.reference && <span className="block break-words text-muted">{p.reference}</span>}
              {p.recordedBy && (
                <span className="block break-words text-muted">
                  {t('invoices.payments.recordedBy', { name: p.recordedBy.name })}
                </span>
              )}
              <Refunded payment={p} />
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-medium" data-testid="payment-amount">
                {formatMoney(p.amount)}
              </span>
              {toCents(refundableOf(p)) > 0 && (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-8"
                  aria-label={t('invoices.payments.refundLabel', {
                    amount: formatMoney(p.amount),
                    date: formatDate(p.paidAt),
                  })}
                  onClick={() => setRefunding(p)}
                  onPointerEnter={preloadRefund}
                  onFocus={preloadRefund}
                >
                  <Undo2 aria-hidden /> {t('invoices.payments.refund')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {refunding && (
        <Suspense fallback={null}>
          <RefundPaymentDialog invoice={invoice} payment={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      )}
    </section>
  );
}
