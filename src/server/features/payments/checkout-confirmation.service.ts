import type { AppContext } from '../../lib/context';
import { confirmMerchandiseCheckout } from '../merch/orders/order-confirmation.service';
import { confirmDomainCheckout } from '../storefronts/domain-checkout/domain-stripe-confirm.service';
import { confirmStorefrontCheckout, STOREFRONT_ORDER_PURPOSE } from '../storefronts/orders/order-payment.service';
import { recordCardFee, type ChargeTarget } from './card-charge.service';
import { invoiceTarget } from './card-payments.service';
import { depositTarget } from './deposit-payments.service';
import { findPayoutAccount } from './connected-accounts.service';
import * as attempts from './payment-attempts.queries';

/** The invoice or the quote deposit a checkout try paid, seen by the company alone (the provider vouches for it). */
function targetOf(attempt: attempts.AttemptRow): ChargeTarget {
  const scope = { companyId: attempt.companyId };
  return attempt.quoteId !== null ? depositTarget(scope, attempt.quoteId) : invoiceTarget(scope, attempt.invoiceId!);
}

/**
 * Stripe says a checkout session is complete (webhook, or the success page's nudge after retrieving it): its
 * payment is recorded once, whichever arrives first, on the invoice or the quote's deposit it was for. Money taken
 * beyond what was left to pay (two pages paid at the same moment, a quote invoiced meanwhile) is given back at once.
 */
export async function confirmCheckout(ctx: AppContext, sessionId: string) {
  const { db, payments: provider } = ctx;
  if (provider.kind !== 'stripe') return;
  const state = await provider.getCheckout(sessionId);
  // A merchandise order is paid to the platform: its own confirmation applies it.
  if (state.metadata.purpose === 'merchandise') return confirmMerchandiseCheckout(ctx, state);
  if (state.metadata.purpose === 'domain') return confirmDomainCheckout(ctx, state);
  // A storefront order is not an invoice's attempt: its own confirmation applies it.
  if (state.metadata.purpose === STOREFRONT_ORDER_PURPOSE) return confirmStorefrontCheckout(ctx, state);
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
    if (!attempt || attempt.status === 'succeeded') return undefined;
    const target = targetOf(attempt);
    const locked = await target.lock(tx);
    const counted = Math.min(locked?.dueCents ?? 0, charge.amountCents);
    let paymentId: number | null = null;
    if (locked && counted > 0) {
      const taken = { ...charge, amountCents: counted };
      paymentId = await locked.recordPayment(taken, 'stripe');
      const account = await findPayoutAccount(tx, attempt.companyId);
      await recordCardFee(tx, {
        companyId: attempt.companyId,
        invoiceId: target.ref.invoiceId ?? null,
        paymentId,
        charge: taken,
        accountId: account?.id ?? null,
      });
    }
    await attempts.updateAttempt(tx, attempt.id, {
      status: 'succeeded',
      paymentId,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
    });
    return { paymentId, excess: charge.amountCents - counted, target };
  });
  if (!result) return;
  if (result.excess > 0) {
    await provider.refund({
      paymentId: charge.paymentId,
      amountCents: result.excess,
      idempotencyKey: `overpaid-${charge.paymentId}`,
    });
  }
  if (result.paymentId) await result.target.sendNotices(ctx, result.paymentId);
}
