import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, toCents } from '@shared/money';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import { LogoMark } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useMarkPaidOnce, usePaidInvoice } from '../api/payment-success.api';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent flush className="space-y-4 p-8 text-center">
          {children}
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-xs text-muted">
        <LogoMark className="size-4" /> Powered by Crewdesk
      </p>
    </main>
  );
}

function Links({ customerToken }: { customerToken?: string }) {
  return (
    <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">
      {customerToken && (
        <Button asChild>
          <Link to={`/customer/${customerToken}`}>View your invoices</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}

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
      <Links customerToken={invoice.customerToken} />
    </>
  );
}

/**
 * /payment-success?invoice=&payment_id=: where a customer lands after paying. Public, but the invoice shows only
 * to whoever holds a payment id of it; a payment the provider has not confirmed yet is waited for.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice') ?? '';
  const paymentId = params.get('payment_id') ?? '';
  const [nudged, setNudged] = useState(false);
  useMarkPaidOnce(
    invoiceId,
    paymentId,
    useCallback(() => setNudged(true), []),
  );
  const invoice = usePaidInvoice(invoiceId, paymentId, nudged);
  useDocumentTitle('Payment successful');
  const data = invoice.data;

  if (!invoiceId || !paymentId || data === null) {
    return (
      <Frame>
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden />
        <h1 className="text-2xl font-bold">Payment not found</h1>
        <p className="text-muted">This link does not name a payment we know of.</p>
        <Links />
      </Frame>
    );
  }
  if (invoice.isError) {
    return (
      <Frame>
        <LoadError what="your payment" retrying={invoice.isFetching} onRetry={() => void invoice.refetch()} />
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <div className="space-y-3" aria-busy="true" aria-label="Loading your payment">
          <Skeleton className="mx-auto size-12 rounded-full" />
          <Skeleton className="mx-auto h-8 w-56" />
          <Skeleton className="h-28" />
        </div>
      </Frame>
    );
  }
  if (data.payment.status === 'succeeded') {
    return (
      <Frame>
        <Paid invoice={data} />
      </Frame>
    );
  }
  const pending = data.payment.status === 'pending';
  return (
    <Frame>
      {pending ? (
        <Clock className="mx-auto size-12 text-amber-600" aria-hidden />
      ) : (
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden />
      )}
      <h1 className="text-2xl font-bold">{pending ? 'Confirming your payment' : 'Payment not completed'}</h1>
      <p className="text-muted" role="status">
        {pending
          ? `We are waiting for the card processor to confirm your payment on invoice ${data.invoiceNumber}. This page updates by itself.`
          : `Your payment on invoice ${data.invoiceNumber} did not go through. Nothing was charged.`}
      </p>
      <Links customerToken={data.customerToken} />
    </Frame>
  );
}
