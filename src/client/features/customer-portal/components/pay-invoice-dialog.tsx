import { fromCents, toCents } from '@shared/money';
import type { PortalPayments } from '@shared/payments/card-payments.schemas';
import { CardPayDialog } from '@client/components/payments/card-pay-dialog';

export type PayableInvoice = { id: number; invoiceNumber: string; balanceDue: string };
export type PayableDeposit = { id: number; quoteNumber: string; depositAmount: string; depositPaid: string };

type DialogProps = { token: string; payments: PortalPayments; onClose: () => void };

const portalUrl = (token: string) => `/api/customer-portal/${encodeURIComponent(token)}`;

/** Pay Now on an invoice: the balance or, when the business allows it, part of it. */
export function PayInvoiceDialog({ invoice, token, ...props }: DialogProps & { invoice: PayableInvoice }) {
  const target = {
    url: `${portalUrl(token)}/invoices/${invoice.id}/pay`,
    refresh: ['/api/customer-portal', token],
    title: `Pay Invoice ${invoice.invoiceNumber}`,
    dueLabel: 'Balance due',
    due: invoice.balanceDue,
    partial: props.payments.allowPartial,
  };
  return <CardPayDialog {...props} target={target} />;
}

/** Pay deposit on an accepted quote: what is left of the deposit, whole. */
export function PayDepositDialog({ quote, token, ...props }: DialogProps & { quote: PayableDeposit }) {
  const target = {
    url: `${portalUrl(token)}/quotes/${quote.id}/pay-deposit`,
    refresh: ['/api/customer-portal', token],
    title: `Pay Deposit for Quote ${quote.quoteNumber}`,
    dueLabel: 'Deposit due',
    due: fromCents(toCents(quote.depositAmount) - toCents(quote.depositPaid)),
    partial: false,
  };
  return <CardPayDialog {...props} target={target} />;
}
