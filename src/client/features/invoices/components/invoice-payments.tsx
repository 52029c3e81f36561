import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney, toCents } from '@shared/money';
import type { Payment } from '@shared/payments/payments.schemas';
import { formatDate } from '@client/lib/dates';
import { INVOICES_KEY } from '../api/invoices.queries';
import { paymentMethodLabel } from '../invoice-format';

const methodOf = (p: Payment) =>
  p.cardLast4 ? `${p.cardBrand ?? 'Card'} ending ${p.cardLast4}` : paymentMethodLabel(p.method);

/** The money received for the invoice, oldest first: read when there is some. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const received = toCents(invoice.amountPaid) > 0;
  const payments = useQuery<Payment[]>({ queryKey: [INVOICES_KEY, invoice.id, 'payments'], enabled: received });
  if (!received || !payments.data?.length) return null;
  return (
    <section aria-labelledby="invoice-payments" className="space-y-2">
      <h3 id="invoice-payments" className="text-xs font-medium uppercase tracking-wide text-muted">
        Payments
      </h3>
      <ul className="divide-y rounded-lg border text-sm">
        {payments.data.map((p) => (
          <li key={p.id} className="flex items-start justify-between gap-4 px-3 py-2">
            <span className="min-w-0">
              <span className="block">
                {formatDate(p.paidAt)} · {methodOf(p)}
              </span>
              {p.reference && <span className="block break-words text-muted">{p.reference}</span>}
            </span>
            <span className="font-medium" data-testid="payment-amount">
              {formatMoney(p.amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
