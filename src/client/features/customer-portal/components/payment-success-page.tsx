import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, toCents } from '@shared/money';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import type { PaidDeposit } from '@shared/payments/deposit-payments.schemas';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmDepositOnce, useMarkPaidOnce, usePaidDeposit, usePaidInvoice } from '../api/payment-success.api';
import { Links, PaymentOutcome } from './payment-outcome';

function Paid({ invoice }: { invoice: PaidInvoice }) {
  const settled = toCents(invoice.balanceDue) === 0;
  return (
    <>
      <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
      <h1 className="text-2xl font-bold">Payment Successful</h1>
      <p className="text-muted">Thank you! Your payment has been received.</p>
      <dl className="grid grid-cols-2 gap-y-2 rounded-lg border p-4 text-left text-sm">
        <dt className="text-muted">Invoice</dt>
        <dd className="text-right font-medium">{invoice.invoiceNumber}</dd>
        <dt className="text-muted">Amount paid</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(invoice.payment.amount)}</dd>
        <dt className="text-muted">{settled ? 'Status' : 'Balance left'}</dt>
        <dd className="text-right tabular-nums">{settled ? 'Paid in full' : formatMoney(invoice.balanceDue)}</dd>
      </dl>
      <p className="text-sm text-muted">A receipt is on its way to your e-mail.</p>
      <Links customerToken={invoice.customerToken} portalLabel="View your invoices" />
    </>
  );
}

function DepositPaid({ deposit }: { deposit: PaidDeposit }) {
  return (
    <>
      <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
      <h1 className="text-2xl font-bold">Deposit received</h1>
      <p className="text-muted">Thank you! Your deposit has been received and will be counted on your invoice.</p>
      <dl className="grid grid-cols-2 gap-y-2 rounded-lg border p-4 text-left text-sm">
        <dt className="text-muted">Quote</dt>
        <dd className="text-right font-medium">{deposit.quoteNumber}</dd>
        <dt className="text-muted">Deposit paid</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(deposit.payment.amount)}</dd>
      </dl>
      <p className="text-sm text-muted">A receipt is on its way to your e-mail.</p>
      <Links customerToken={deposit.customerToken} portalLabel="Open your customer portal" />
    </>
  );
}

function InvoiceOutcome({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) {
  const [nudged, setNudged] = useState(false);
  useMarkPaidOnce(
    invoiceId,
    paymentId,
    useCallback(() => setNudged(true), []),
  );
  return (
    <PaymentOutcome
      named={Boolean(invoiceId && paymentId)}
      query={usePaidInvoice(invoiceId, paymentId, nudged)}
      subject={(invoice) => `invoice ${invoice.invoiceNumber}`}
      portalLabel="View your invoices"
      paid={(invoice) => <Paid invoice={invoice} />}
    />
  );
}

function DepositOutcome({ quoteId, paymentId }: { quoteId: string; paymentId: string }) {
  const [nudged, setNudged] = useState(false);
  useConfirmDepositOnce(
    quoteId,
    paymentId,
    useCallback(() => setNudged(true), []),
  );
  return (
    <PaymentOutcome
      named={Boolean(quoteId && paymentId)}
      query={usePaidDeposit(quoteId, paymentId, nudged)}
      subject={(deposit) => `the deposit for quote ${deposit.quoteNumber}`}
      portalLabel="Open your customer portal"
      paid={(deposit) => <DepositPaid deposit={deposit} />}
    />
  );
}

/**
 * /payment-success?invoice=&payment_id= (an invoice) or ?quote=&payment_id= (a quote's deposit): where a customer
 * lands after paying. Public, but the payment shows only to whoever holds a payment id of it; a payment the
 * provider has not confirmed yet is waited for.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id') ?? '';
  const quoteId = params.get('quote');
  useDocumentTitle(quoteId === null ? 'Payment successful' : 'Deposit received');
  return quoteId === null ? (
    <InvoiceOutcome invoiceId={params.get('invoice') ?? ''} paymentId={paymentId} />
  ) : (
    <DepositOutcome quoteId={quoteId} paymentId={paymentId} />
  );
}
