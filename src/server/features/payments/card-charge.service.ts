import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/app-error';
import { fromCents } from '../../../shared/money';
import { cardPaymentMessages as messages } from '../../../shared/payments/card-payments.schemas';
import type { Card } from '../../../shared/payments/card.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { ConfirmedCharge } from '../../lib/payments/provider';
import { findPayoutAccount } from './connected-accounts.service';
import * as attempts from './payment-attempts.queries';
import { currentFeePercent, platformFeeCents, recordPlatformFee } from './platform-transactions.service';

/**
 * The customer paying, as their link names them (the portal's, or a quote's preview link), and the page of ours
 * they came from: a customer who leaves Stripe's page without paying is sent back there.
 */
export type Payer = { companyId: number; customerId: number; customerEmail: string | null; backPath: string };

/** What a card try pays, as its attempt (and the Checkout session's metadata) names it: exactly one of the two. */
export type AttemptRef = { invoiceId: number; quoteId?: undefined } | { quoteId: number; invoiceId?: undefined };

/** The target's row, locked for the transaction it was read in, and what can be done with it meanwhile. */
export type LockedTarget = {
  /** What is left to pay, in cents; 0 when nothing may be paid (a cancelled invoice, a quote no longer open). */
  dueCents: number;
  /** The cents this request takes (`requested`: a part of the balance, where allowed), or why none (409, 400). */
  take(requested: string | undefined): Promise<number>;
  /** The line the provider's checkout page shows. */
  description: string;
  /** Records money the provider confirmed, in the transaction of the lock: the new payment's id. */
  recordPayment(charge: ConfirmedCharge, provider: string): Promise<number>;
};

/**
 * What a card pays: an invoice's balance or a quote's deposit. The charge below treats both alike: the same
 * attempts, idempotency, provider calls, platform fee and receipts, under a lock of the target's own row.
 */
export type ChargeTarget = {
  ref: AttemptRef;
  /** The 404's message: the target is missing, another company's or another customer's. */
  notFound: string;
  /** The 409's message for an idempotency key already used on another target. */
  keyUsed: string;
  /** `invoice=7` or `quote=3`: what the success page's address names. */
  successQuery: string;
  /** Locks the target's row (FOR UPDATE); undefined when it is not there, or not the payer's. */
  lock(tx: Db): Promise<LockedTarget | undefined>;
  /** The receipt, the owner's notification and e-mail, once the payment is committed. */
  sendNotices(ctx: AppContext, paymentId: number): Promise<void>;
};

/** Where the browser lands once paid: the public success page, which names the target and this payment. */
export const successPathOf = (target: Pick<ChargeTarget, 'successQuery'>, reference: string) =>
  `/payment-success?${target.successQuery}&payment_id=${encodeURIComponent(reference)}`;

/** Records the platform's fee on a card payment the provider confirmed, in the payment's transaction. */
export async function recordCardFee(
  tx: Db,
  opts: {
    companyId: number;
    invoiceId: number | null;
    paymentId: number;
    charge: ConfirmedCharge;
    accountId: number | null;
  },
) {
  const feePercent = await currentFeePercent(tx);
  await recordPlatformFee(tx, {
    companyId: opts.companyId,
    invoiceId: opts.invoiceId,
    paymentId: opts.paymentId,
    type: 'payment',
    amountCents: opts.charge.amountCents,
    feePercent,
    feeCents: platformFeeCents(opts.charge.amountCents, feePercent),
    connectedAccountId: opts.accountId,
    externalTransactionId: opts.charge.paymentId,
  });
}

const sameTarget = (attempt: attempts.AttemptRow, ref: AttemptRef) =>
  (attempt.invoiceId ?? undefined) === ref.invoiceId && (attempt.quoteId ?? undefined) === ref.quoteId;

/** A try made before with this key answers again, as it ended; a key of another target is refused. */
function repeatAttempt(attempt: attempts.AttemptRow, target: ChargeTarget) {
  if (!sameTarget(attempt, target.ref)) throw new AppError('CONFLICT', target.keyUsed);
  if (attempt.status === 'failed') throw new AppError('PAYMENT_REQUIRED', attempt.failureMessage ?? 'Payment failed');
  if (attempt.checkoutUrl && attempt.status === 'pending')
    return { status: 'redirect' as const, redirectUrl: attempt.checkoutUrl };
  return { status: 'succeeded' as const, redirectUrl: successPathOf(target, attempt.reference) };
}

type Outcome =
  | { status: 'succeeded' | 'redirect'; redirectUrl: string; paymentId?: number; failed?: undefined }
  | { failed: string; paymentId?: undefined };

/**
 * The customer pays a target from the portal. Test mode charges the card typed on our form at once; Stripe
 * answers its hosted checkout page, and the payment counts when Stripe confirms it (`confirmCheckout`). The
 * target's row is locked throughout, so two tabs or a double click are taken one after the other: the same
 * idempotency key answers the first try, and a second key finds nothing left to pay.
 */
export async function takeCardPayment(
  ctx: AppContext,
  payer: Payer,
  target: ChargeTarget,
  input: { amount?: string; card?: Card },
  idempotencyKey: string | undefined,
) {
  const { db, payments: provider } = ctx;
  const lockOrNotFound = async (tx: Db) => {
    const locked = await target.lock(tx);
    if (!locked) throw new AppError('NOT_FOUND', target.notFound);
    return locked;
  };
  // Whose it is comes first: a stranger learns nothing from the answers below.
  await db.transaction(lockOrNotFound);
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', messages.keyRequired);
  const account = await findPayoutAccount(db, payer.companyId);
  if (!account) throw new AppError('CONFLICT', messages.notSetUp);
  if (provider.kind === 'test' && !input.card) {
    throw new AppError('BAD_REQUEST', messages.cardRequired, { card: messages.cardRequired });
  }

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const locked = await lockOrNotFound(tx);
    const earlier = await attempts.findAttemptByKey(tx, { companyId: payer.companyId, idempotencyKey });
    if (earlier) return repeatAttempt(earlier, target);
    const cents = await locked.take(input.amount);
    const base = { companyId: payer.companyId, ...target.ref, provider: provider.kind, amount: fromCents(cents) };

    if (provider.kind === 'test') {
      const charge = await provider.charge({ card: input.card!, amountCents: cents, idempotencyKey });
      const card = { cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 };
      if (!charge.ok) {
        const reference = `failed_${randomBytes(12).toString('hex')}`;
        await attempts.insertAttempt(tx, {
          ...base,
          ...card,
          idempotencyKey,
          reference,
          status: 'failed',
          failureMessage: charge.message,
        });
        return { failed: charge.message };
      }
      const paymentId = await locked.recordPayment(charge, provider.kind);
      await recordCardFee(tx, {
        companyId: payer.companyId,
        invoiceId: target.ref.invoiceId ?? null,
        paymentId,
        charge,
        accountId: account.id,
      });
      const reference = charge.paymentId;
      await attempts.insertAttempt(tx, { ...base, ...card, idempotencyKey, reference, status: 'succeeded', paymentId });
      return { status: 'succeeded', redirectUrl: successPathOf(target, reference), paymentId };
    }

    // Only one checkout page of a target may be paid: the ones opened before are closed first.
    for (const open of await attempts.findOpenCheckouts(tx, { ...target.ref, exceptKey: idempotencyKey })) {
      await provider.expireCheckout(open.reference);
      await attempts.updateAttempt(tx, open.id, { status: 'expired' });
    }
    const feePercent = await currentFeePercent(tx);
    const session = await provider.createCheckout({
      amountCents: cents,
      destination: { accountId: account.accountId, feeCents: platformFeeCents(cents, feePercent) },
      description: locked.description,
      customerEmail: payer.customerEmail,
      // Stripe fills in the session's id: the placeholder stays as it is, unescaped.
      successUrl: `${ctx.origin.url}/payment-success?${target.successQuery}&payment_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.origin.url}${payer.backPath}`,
      metadata: {
        companyId: String(payer.companyId),
        ...Object.fromEntries(Object.entries(target.ref).map(([k, v]) => [k, String(v)])),
      },
      idempotencyKey: `checkout-${payer.companyId}-${idempotencyKey}`,
    });
    await attempts.insertAttempt(tx, {
      ...base,
      idempotencyKey,
      reference: session.sessionId,
      checkoutUrl: session.url,
    });
    return { status: 'redirect', redirectUrl: session.url };
  });

  if (outcome.failed !== undefined) throw new AppError('PAYMENT_REQUIRED', outcome.failed);
  if (outcome.paymentId !== undefined) await target.sendNotices(ctx, outcome.paymentId);
  return { status: outcome.status, redirectUrl: outcome.redirectUrl };
}
