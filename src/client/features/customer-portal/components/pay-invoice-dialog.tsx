import { fromCents, toCents } from '@shared/money';
import type { PortalPayments } from '@shared/payments/card-payments.schemas';
import { CardPayDialog } from '@client/components/payments/card-pay-dialog';
import { useT } from '@client/i18n/use-t';

export type PayableInvoice = { id: number; invoiceNumber: string; balanceDue: string };
export type PayableDeposit = { id: number; quoteNumber: string; depositAmount: string; depositPaid: string };

type DialogProps = { token: string; payments: PortalPayments; onClose: () => void };

const portalUrl = (token: string) => `/api/customer-portal/${encodeURIComponent(token)}`;

/** Pay Now on an invoice: the balance or, when the business allows it, part of it. */
export function PayInvoiceDialog({ invoice, token, ...props }: DialogProps & { invoice: PayableInvoice }) {
  const t = useT();
  const target = {
    url: `${portalUrl(token)}/invoices/${invoice.id}/pay`,
    refresh: ['/api/customer-portal', token],
    title: t('customer-portal.pay.invoiceTitle', { number: invoice.invoiceNumber }),
    dueLabel: t('customer-portal.totals.balanceDue'),
    due: invoice.balanceDue,
    partial: props.payments.allowPartial,
  };
  return <CardPayDialog {...props} target={target} />;
}

/** Pay deposit on an accepted quote: what is left of the deposit, whole. */
export function PayDepositDialog({ quote, token, ...props }: DialogProps & { quote: PayableDeposit }) {
  const t = useT();
  const target = {
    url: `${portalUrl(token)}/quotes/${quote.id}/pay-deposit`,
    refresh: ['/api/customer-portal', token],
    title: t('customer-portal.pay.depositTitle', { number: quote.quoteNumber }),
    dueLabel: t('customer-portal.pay.depositDue'),
    due: fromCents(toCents(quote.depositAmount) - toCents(quote.depositPaid)),
    partial: false,
  };
  return <CardPayDialog {...props} target={target} />;
}
