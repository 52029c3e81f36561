import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { INVOICE_NOT_FOUND } from '../../../shared/invoices/invoice-values';
import { fromCents, toCents } from '../../../shared/money';
import {
  cardPaymentMessages as messages,
  MIN_PARTIAL_PAYMENT_CENTS,
  payInvoiceSchema,
  type PortalPayments,
} from '../../../shared/payments/card-payments.schemas';
import { paymentMessages } from '../../../shared/payments/payments.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { ConfirmedCharge } from '../../lib/payments/provider';
import { getBillingSettings } from '../invoices/invoices.service';
import { findPayoutAccount } from './connected-accounts.service';
import * as attempts from './payment-attempts.queries';
import { sendPaymentNotices } from './payment-notices';
import { applyPayment } from './payments.service';
import * as q from './payments.queries';
import { currentFeePercent, platformFeeCents, recordPlatformFee } from './platform-transactions.service';

type PayValues = z.output<typeof payInvoiceSchema>;

/** The customer paying, as their portal link names them. */
export type Payer = { companyId: number; customerId: number; customerEmail: string | null; portalToken: string };

/** Where the browser lands once paid: the public success page, which names the invoice and this payment. */
export const successPath = (invoiceId: number, reference: string) =>
  `/payment-success?invoice=${invoiceId}&payment_id=${encodeURIComponent(reference)}`;

/** The amount to take: the whole balance, or (when the business allows it) a part of at least $1.00. */
function amountToTake(balanceCents: number, requested: string | undefined, allowPartial: boolean) {
  if (requested === undefined) return balanceCents;
  const cents = toCents(requested);
  if (cents === balanceCents) return cents;
  if (cents > balanceCents) {
    throw new AppError('BAD_REQUEST', paymentMessages.overBalance, { amount: paymentMessages.overBalance });
  }
  if (!allowPartial)
    throw new AppError('BAD_REQUEST', messages.partialNotAllowed, { amount: messages.partialNotAllowed });
  if (cents < MIN_PARTIAL_PAYMENT_CENTS) {
    throw new AppError('BAD_REQUEST', messages.partialMinimum, { amount: messages.partialMinimum });
  }
  return cents;
}

/** The invoice, locked, if it is this customer's (drafts are not shown to customers): else 404. */
async function lockCustomerInvoice(tx: Db, payer: Payer, invoiceId: number) {
  const invoice = await q.lockInvoice(tx, { companyId: payer.companyId, invoiceId });
  if (!invoice || invoice.customerId !== payer.customerId || invoice.status === 'draft') {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  }
  return invoice;
}

/** The balance left to pay, or why nothing can be paid. */
function payableBalance(invoice: { status: string; balanceDue: string }) {
  if (invoice.status === 'cancelled') throw new AppError('CONFLICT', paymentMessages.cancelledNotPaid);
  const balance = toCents(invoice.balanceDue);
  if (balance <= 0) throw new AppError('CONFLICT', paymentMessages.nothingDue);
  return balance;
}

/**
 * Records a payment the provider confirmed, with the platform's fee, in the caller's transaction (the invoice
 * is locked by `applyPayment`). Returns the payment's id.
 */
async function recordConfirmed(
  tx: Db,
  opts: { companyId: number; invoiceId: number; charge: ConfirmedCharge; provider: string; accountId: number | null },
) {
  const { charge } = opts;
  const { payment } = await applyPayment(tx, opts.companyId, opts.invoiceId, {
    amountCents: charge.amountCents,
    method: 'card',
    paidAt: new Date(),
    provider: opts.provider,
    providerPaymentId: charge.paymentId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
  });
  const feePercent = await currentFeePercent(tx);
  await recordPlatformFee(tx, {
    companyId: opts.companyId,
    invoiceId: opts.invoiceId,
    paymentId: payment.id,
    type: 'payment',
    amountCents: charge.amountCents,
    feePercent,
    feeCents: platformFeeCents(charge.amountCents, feePercent),
    connectedAccountId: opts.accountId,
    externalTransactionId: charge.paymentId,
  });
  return payment.id;
}

/** A try made before with this key answers again, as it ended; a key of another invoice is refused. */
function repeatAttempt(attempt: attempts.AttemptRow, invoiceId: number) {
  if (attempt.invoiceId !== invoiceId) {
    throw new AppError('CONFLICT', paymentMessages.keyUsed);
  }
  if (attempt.status === 'failed') throw new AppError('PAYMENT_REQUIRED', attempt.failureMessage ?? 'Payment failed');
  if (attempt.checkoutUrl && attempt.status === 'pending')
    return { status: 'redirect' as const, redirectUrl: attempt.checkoutUrl };
  return { status: 'succeeded' as const, redirectUrl: successPath(invoiceId, attempt.reference) };
}

/**
 * The customer pays an invoice from the portal. Test mode charges the card typed on our form at once; Stripe
 * answers its hosted checkout page, and the payment counts when Stripe confirms it (`confirmCheckout`). The
 * invoice's row is locked throughout, so two tabs or a double click are taken one after the other: the same
 * idempotency key answers the first try, and a second key finds the balance already paid.
 */
export async function payInvoice(
  ctx: AppContext,
  payer: Payer,
  invoiceId: number,
  input: PayValues,
  idempotencyKey: string | undefined,
) {
  const { db, payments: provider } = ctx;
  // Whose invoice it is comes first: a stranger learns nothing from the answers below.
  await db.transaction((tx) => lockCustomerInvoice(tx, payer, invoiceId));
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', messages.keyRequired);
  const account = await findPayoutAccount(db, payer.companyId);
  if (!account) throw new AppError('CONFLICT', messages.notSetUp);
  const { allowPartialPayments } = await getBillingSettings(db, payer.companyId);
  if (provider.kind === 'test' && !input.card) {
    throw new AppError('BAD_REQUEST', messages.cardRequired, { card: messages.cardRequired });
  }

  type Outcome = { status: 'succeeded' | 'redirect'; redirectUrl: string; paymentId?: number; failed?: undefined };
  const outcome = await db.transaction(async (tx): Promise<Outcome | { failed: string; paymentId?: undefined }> => {
    const invoice = await lockCustomerInvoice(tx, payer, invoiceId);
    const earlier = await attempts.findAttemptByKey(tx, { companyId: payer.companyId, idempotencyKey });
    if (earlier) return repeatAttempt(earlier, invoiceId);
    const balance = payableBalance(invoice);
    const cents = amountToTake(balance, input.amount, allowPartialPayments);
    const base = {
      companyId: payer.companyId,
      invoiceId,
      provider: provider.kind,
      amount: fromCents(cents),
      idempotencyKey,
    };

    if (provider.kind === 'test') {
      const charge = await provider.charge({ card: input.card!, amountCents: cents, idempotencyKey });
      const card = { cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 };
      if (!charge.ok) {
        const reference = `failed_${randomBytes(12).toString('hex')}`;
        await attempts.insertAttempt(tx, {
          ...base,
          ...card,
          reference,
          status: 'failed',
          failureMessage: charge.message,
        });
        return { failed: charge.message };
      }
      const paymentId = await recordConfirmed(tx, {
        companyId: payer.companyId,
        invoiceId,
        charge,
        provider: provider.kind,
        accountId: account.id,
      });
      await attempts.insertAttempt(tx, {
        ...base,
        ...card,
        reference: charge.paymentId,
        status: 'succeeded',
        paymentId,
      });
      return { status: 'succeeded' as const, redirectUrl: successPath(invoiceId, charge.paymentId), paymentId };
    }

    // Only one checkout page of an invoice may be paid: the ones opened before are closed first.
    for (const open of await attempts.findOpenCheckouts(tx, { invoiceId, exceptKey: idempotencyKey })) {
      await provider.expireCheckout(open.reference);
      await attempts.updateAttempt(tx, open.id, { status: 'expired' });
    }
    const feePercent = await currentFeePercent(tx);
    const portal = `${ctx.origin.url}/customer/${payer.portalToken}`;
    const session = await provider.createCheckout({
      amountCents: cents,
      feeCents: platformFeeCents(cents, feePercent),
      destinationAccountId: account.accountId,
      description: `Invoice payment`,
      customerEmail: payer.customerEmail,
      successUrl: `${ctx.origin.url}/payment-success?invoice=${invoiceId}&payment_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: portal,
      metadata: { companyId: String(payer.companyId), invoiceId: String(invoiceId) },
      idempotencyKey: `checkout-${payer.companyId}-${idempotencyKey}`,
    });
    await attempts.insertAttempt(tx, { ...base, reference: session.sessionId, checkoutUrl: session.url });
    return { status: 'redirect' as const, redirectUrl: session.url };
  });

  if (outcome.failed !== undefined) throw new AppError('PAYMENT_REQUIRED', outcome.failed);
  if (outcome.paymentId !== undefined) await sendPaymentNotices(ctx, outcome.paymentId);
  return { status: outcome.status, redirectUrl: outcome.redirectUrl };
}

/**
 * Stripe says a checkout session is complete (webhook, or the success page's nudge after retrieving it): its
 * payment is recorded once, whichever arrives first. Money taken beyond the balance (two pages paid at the same
 * moment) is given back at once.
 */
export async function confirmCheckout(ctx: AppContext, sessionId: string) {
  const { db, payments: provider } = ctx;
  if (provider.kind !== 'stripe') return;
  const state = await provider.getCheckout(sessionId);
  if (!state.charge) {
    if (state.status === 'expired') {
      await db.transaction(async (tx) => {
        const attempt = await attempts.lockAttemptByReference(tx, sessionId);
        if (attempt?.status === 'pending') await attempts.updateAttempt(tx, attempt.id, { status: 'expired' });
      });
    }
    return;
  }
  const charge = state.charge;
  const result = await db.transaction(async (tx) => {
    const attempt = await attempts.lockAttemptByReference(tx, sessionId);
    if (!attempt || attempt.status === 'succeeded' || attempt.invoiceId === null) return undefined;
    const { invoiceId } = attempt;
    const invoice = await q.lockInvoice(tx, { companyId: attempt.companyId, invoiceId });
    const balance = invoice ? Math.max(0, toCents(invoice.balanceDue)) : 0;
    const counted = Math.min(balance, charge.amountCents);
    const excess = charge.amountCents - counted;
    const account = await findPayoutAccount(tx, attempt.companyId);
    const paymentId =
      counted > 0
        ? await recordConfirmed(tx, {
            companyId: attempt.companyId,
            invoiceId,
            charge: { ...charge, amountCents: counted },
            provider: 'stripe',
            accountId: account?.id ?? null,
          })
        : null;
    await attempts.updateAttempt(tx, attempt.id, {
      status: 'succeeded',
      paymentId,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
    });
    return { paymentId, excess };
  });
  if (!result) return;
  if (result.excess > 0) {
    await provider.refund({
      paymentId: charge.paymentId,
      amountCents: result.excess,
      idempotencyKey: `overpaid-${charge.paymentId}`,
    });
  }
  if (result.paymentId) await sendPaymentNotices(ctx, result.paymentId);
}

/** What the customer's portal needs to offer Pay Now: a verified payout account, the mode, partial payments. */
export async function portalPaymentsOf(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  companyId: number,
): Promise<PortalPayments> {
  const [account, settings] = await Promise.all([
    findPayoutAccount(ctx.db, companyId),
    getBillingSettings(ctx.db, companyId),
  ]);
  return {
    enabled: account !== undefined,
    mode: ctx.payments.kind,
    allowPartial: settings.allowPartialPayments,
    minimumPartial: fromCents(MIN_PARTIAL_PAYMENT_CENTS),
  };
}
