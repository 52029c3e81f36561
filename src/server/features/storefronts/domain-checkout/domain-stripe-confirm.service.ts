import {
  domainCheckoutMessages as m,
  type DomainConfirmResult,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { CheckoutState, ConfirmedCharge } from '../../../lib/payments/provider';
import { releaseCouponRedemption } from '../../merch/coupons/coupon-redemption.service';
import { orderNotFound } from './domain-checkout.service';
import * as q from './domain-checkout.queries';
import { settleDomain } from './domain-settlement.service';

/** A pending domain's Checkout page was paid: the fee is recorded and the domain activated (row locked by the caller). */
export async function applyPaidSession(ctx: AppContext, tx: Db, row: q.DomainRow, charge: ConfirmedCharge) {
  return settleDomain(ctx, tx, row, {
    paymentId: charge.paymentId,
    amountCents: charge.amountCents,
    couponId: row.couponId,
    card: null,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
  });
}

/**
 * Stripe's word on a domain's Checkout session (the webhook, or the page's nudge on return), applied with the
 * domain's row locked, so whichever comes first counts and the other changes nothing. The domain's current page paid:
 * the domain is activated once. Money taken on any other page (closed when a new one opened, paid meanwhile) is
 * refunded at once. The current page lapsed: its coupon use is given back and the domain waits for a new page.
 */
export async function confirmDomainCheckout(ctx: AppContext, state: CheckoutState) {
  const id = Number(state.metadata.domainId);
  if (!Number.isSafeInteger(id)) return;
  const { charge } = state;
  const late = await ctx.db.transaction(async (tx) => {
    const row = await q.lockDomain(tx, { id });
    if (!row) return charge;
    const current = row.checkoutSessionId === state.sessionId;
    if (charge) {
      if (current && row.status === 'pending') {
        await applyPaidSession(ctx, tx, row, charge);
        return null;
      }
      return current && row.setupPaymentId === charge.paymentId ? null : charge;
    }
    if (state.status === 'expired' && current && row.status === 'pending') {
      await releaseCouponRedemption(tx, { orderType: 'domain', orderId: row.id });
      await q.updateDomainRow(tx, { id: row.id }, { checkoutSessionId: null, couponId: null });
    }
    return null;
  });
  if (late) {
    await ctx.payments.refund({
      paymentId: late.paymentId,
      amountCents: late.amountCents,
      idempotencyKey: `domain-late-${late.paymentId}`,
      platformCharge: true,
    });
  }
}

/**
 * POST /api/domain-order/{subdomain}/confirm: the page's nudge on coming back from Stripe. Only the session the
 * domain's row names is read (from Stripe, never the browser's word) and applied as the webhook would be; idempotent.
 */
export async function confirmDomainOrder(
  ctx: AppContext,
  domain: string,
  sessionId: string,
): Promise<DomainConfirmResult> {
  const found = await q.findDomainOrder(ctx.db, { domain });
  const row = found?.domain;
  if (!row || ctx.payments.kind !== 'stripe' || row.checkoutSessionId !== sessionId) throw orderNotFound();
  if (row.status === 'pending') await confirmDomainCheckout(ctx, await ctx.payments.getCheckout(sessionId));
  const after = await q.findDomainOrder(ctx.db, { domain });
  if (after?.domain.status === 'active' && after.domain.checkoutSessionId === sessionId) {
    return { status: 'active', message: m.paid(domain) };
  }
  return { status: 'pending', message: m.notConfirmed };
}
