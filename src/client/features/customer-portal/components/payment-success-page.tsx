import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, toCents } from '@shared/money';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import type { PaidDeposit } from '@shared/payments/deposit-payments.schemas';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmDepositOnce, useMarkPaidOnce, usePaidDeposit, usePaidInvoice } from '../api/payment-success.api';
import { Links, PaymentOutcome } from './payment-outcome';
import { useT } from '@client/i18n/use-t';

function Paid({ invoice }: { invoice: PaidInvoice }) {
  const settled = toCents(invoice.balanceDue) === 0;
  const t = useT();
  return (
    <>
      <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
      <h1 className="text-2xl font-bold">{t('customer-portal.paid.title')}</h1>
      <p className="text-muted">{t('customer-portal.paid.text')}</p>
      <dl className="grid grid-cols-2 gap-y-2 rounded-lg border p-4 text-left text-sm">
        <dt className="text-muted">{t('customer-portal.paid.invoice')}</dt>
        <dd className="text-right font-medium">{invoice.invoiceNumber}</dd>
        <dt className="text-muted">{t('customer-portal.totals.amountPaid')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(invoice.payment.amount)}</dd>
        <dt className="text-muted">
          {settled ? t('customer-portal.paid.status') : t('customer-portal.paid.balanceLeft')}
        </dt>
        <dd className="text-right tabular-nums">
          {settled ? t('customer-portal.paid.inFull') : formatMoney(invoice.balanceDue)}
        </dd>
      </dl>
      <p className="text-sm text-muted">{t('customer-portal.paid.receipt')}</p>
      <Links customerToken={invoice.customerToken} portalLabel={t('customer-portal.paid.viewInvoices')} />
    </>
  );
}

function DepositPaid({ deposit }: { deposit: PaidDeposit }) {
  const t = useT();
  return (
    <>
      <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
      <h1 className="text-2xl font-bold">{t('customer-portal.depositPaid.title')}</h1>
      <p className="text-muted">{t('customer-portal.depositPaid.text')}</p>
      <dl className="grid grid-cols-2 gap-y-2 rounded-lg border p-4 text-left text-sm">
        <dt className="text-muted">{t('customer-portal.depositPaid.quote')}</dt>
        <dd className="text-right font-medium">{deposit.quoteNumber}</dd>
        <dt className="text-muted">{t('customer-portal.depositPaid.amount')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(deposit.payment.amount)}</dd>
      </dl>
      <p className="text-sm text-muted">{t('customer-portal.paid.receipt')}</p>
      <Links customerToken={deposit.customerToken} portalLabel={t('customer-portal.openPortal')} />
    </>
  );
}

function InvoiceOutcome({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) {
  const [nudged, setNudged] = useState(false);
  const t = useT();
  useMarkPaidOnce(
    invoiceId,
    paymentId,
    useCallback(() => setNudged(true), []),
  );
  return (
    <PaymentOutcome
      named={Boolean(invoiceId && paymentId)}
      query={usePaidInvoice(invoiceId, paymentId, nudged)}
      text={(invoice, outcome) =>
        outcome === 'pending'
          ? t('customer-portal.payment.invoicePending', { number: invoice.invoiceNumber })
          : t('customer-portal.payment.invoiceFailed', { number: invoice.invoiceNumber })
      }
      portalLabel={t('customer-portal.paid.viewInvoices')}
      paid={(invoice) => <Paid invoice={invoice} />}
    />
  );
}

function DepositOutcome({ quoteId, paymentId }: { quoteId: string; paymentId: string }) {
  const [nudged, setNudged] = useState(false);
  const t = useT();
  useConfirmDepositOnce(
    quoteId,
    paymentId,
    useCallback(() => setNudged(true), []),
  );
  return (
    <PaymentOutcome
      named={Boolean(quoteId && paymentId)}
      query={usePaidDeposit(quoteId, paymentId, nudged)}
      text={(deposit, outcome) =>
        outcome === 'pending'
          ? t('customer-portal.payment.depositPending', { number: deposit.quoteNumber })
          : t('customer-portal.payment.depositFailed', { number: deposit.quoteNumber })
      }
      portalLabel={t('customer-portal.openPortal')}
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
  const t = useT();
  useDocumentTitle(quoteId === null ? t('customer-portal.paid.documentTitle') : t('customer-portal.depositPaid.title'));
  return quoteId === null ? (
    <InvoiceOutcome invoiceId={params.get('invoice') ?? ''} paymentId={paymentId} />
  ) : (
    <DepositOutcome quoteId={quoteId} paymentId={paymentId} />
  );
}
