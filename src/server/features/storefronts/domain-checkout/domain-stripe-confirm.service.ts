import {
  domainCheckoutMessages as m,
  type DomainConfirmResult,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { CheckoutState, ConfirmedCharge, KeptCard } from '../../../lib/payments/provider';
import { releaseCouponRedemption } from '../../merch/coupons/coupon-redemption.service';
import { orderNotFound } from './domain-checkout.service';
import * as q from './domain-checkout.queries';
import { settleDomain } from './domain-settlement.service';

/**
 * What a domain's page took: the setup fee's payment (none when a coupon took it all), and the card kept for its
 * monthly fee.
 */
export type PaidPage = { sessionId: string; charge: ConfirmedCharge | null; keptCard: KeptCard | null };

/** Whether the page is paid: its money taken, or (a setup fee of $0) the card for the monthly fee taken. */
export function paidPageOf(state: CheckoutState): PaidPage | null {
  const cardOnly = state.status === 'complete' && state.keptCard !== null && state.metadata.amountCents === '0';
  if (!state.charge && !cardOnly) return null;
  return { sessionId: state.sessionId, charge: state.charge, keptCard: state.keptCard };
}

/**
 * A pending domain's Checkout page was paid: the fee is recorded and the domain activated, its monthly fee subscribed
 * on Stripe with the card the page kept (row locked by the caller).
 */
export async function applyPaidSession(ctx: AppContext, tx: Db, row: q.DomainRow, paid: PaidPage) {
  const { charge, keptCard } = paid;
  return settleDomain(ctx, tx, row, {
    paymentId: charge?.paymentId ?? null,
    amountCents: charge?.amountCents ?? 0,
    couponId: row.couponId,
    card: keptCard ? { kind: 'stripe', card: keptCard, purchase: paid.sessionId } : null,
    cardBrand: charge?.cardBrand ?? keptCard?.cardBrand ?? null,
    cardLast4: charge?.cardLast4 ?? keptCard?.cardLast4 ?? null,
  });
}

/**
 * Stripe's word on a domain's Checkout session (the webhook, or the page's nudge on return), applied with the
 * domain's row locked, so whichever comes first counts and the other changes nothing. The domain's current page paid:
 * the domain is activated once. Money taken on any other page (closed when a new one opened, paid meanwhile) is
 * refunded at once (a card kept by such a page is never charged). The current page lapsed: its coupon use is given
 * back and the domain waits for a new page.
 */
export async function confirmDomainCheckout(ctx: AppContext, state: CheckoutState) {
  const id = Number(state.metadata.domainId);
  if (!Number.isSafeInteger(id)) return;
  const paid = paidPageOf(state);
  const late = await ctx.db.transaction(async (tx) => {
    const row = await q.lockDomain(tx, { id });
    if (!row) return paid?.charge ?? null;
    const current = row.checkoutSessionId === state.sessionId;
    if (paid) {
      if (current && row.status === 'pending') {
        await applyPaidSession(ctx, tx, row, paid);
        return null;
      }
      const { charge } = paid;
      return charge && !(current && row.setupPaymentId === charge.paymentId) ? charge : null;
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
