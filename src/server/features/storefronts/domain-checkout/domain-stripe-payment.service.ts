import {
  domainCheckoutMessages as m,
  type DomainPaymentResult,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { HostedPaymentProvider } from '../../../lib/payments/provider';
import { releaseCouponRedemption } from '../../merch/coupons/coupon-redemption.service';
import { paidAnswer } from './domain-checkout.service';
import * as q from './domain-checkout.queries';
import { assertAmount, priceDomain, recordDomainCoupon, type DomainPaymentValues } from './domain-pricing.service';
import { applyPaidSession, paidPageOf } from './domain-stripe-confirm.service';

type Payment = { row: q.DomainRow; ownerId: number; ownerEmail: string; input: DomainPaymentValues; key: string };

/** Where Stripe sends the browser back: the checkout page, which confirms the session it names. */
const checkoutUrl = (ctx: AppContext, domain: string, rest = '') =>
  `${ctx.origin.url}/checkout/domain/${encodeURIComponent(domain)}${rest}`;

/** Stripe's Checkout page for this amount, paid to the platform (no destination); the key makes a retry the same page. */
function openPage(ctx: AppContext, provider: HostedPaymentProvider, p: Payment, amountCents: number) {
  const { row } = p;
  return provider.createCheckout({
    amountCents,
    description: `Crewdesk domain setup: ${row.domain}`,
    customerEmail: p.ownerEmail,
    // Stripe fills in the session's id: the placeholder stays as it is, unescaped.
    successUrl: checkoutUrl(ctx, row.domain, '?session_id={CHECKOUT_SESSION_ID}'),
    cancelUrl: checkoutUrl(ctx, row.domain),
    metadata: {
      purpose: 'domain',
      domainId: String(row.id),
      companyId: String(row.companyId),
      requestKey: p.key,
      amountCents: String(amountCents),
    },
    idempotencyKey: `domain-${row.id}-${p.key}`,
    // The card is kept for the monthly fee; a setup fee a coupon took whole opens a page that only takes the card.
    keepCard: true,
  });
}

/**
 * Stripe: the domain stays pending until Stripe confirms its Checkout page (webhook or the page's nudge). A page
 * opened earlier is looked at first: paid, it is applied now; opened by this same request (a retry), the same page is
 * answered; else it is closed and its coupon use given back before the new one opens. Every page keeps the card for
 * the monthly fee: a coupon taking the whole setup fee opens one that only takes the card. Called with the domain's
 * row locked.
 */
export async function payOnStripe(ctx: AppContext, tx: Db, p: Payment): Promise<DomainPaymentResult> {
  const provider = ctx.payments as HostedPaymentProvider;
  let { row } = p;
  if (row.checkoutSessionId) {
    const earlier = await provider.getCheckout(row.checkoutSessionId);
    const paid = paidPageOf(earlier);
    if (paid) {
      await applyPaidSession(ctx, tx, row, paid);
      return paidAnswer(row.domain);
    }
    if (earlier.status === 'open' && earlier.metadata.requestKey === p.key) {
      const session = await openPage(ctx, provider, p, Number(earlier.metadata.amountCents));
      return { success: true, message: m.redirecting, redirectUrl: session.url };
    }
    if (earlier.status === 'open') await provider.expireCheckout(row.checkoutSessionId);
    await releaseCouponRedemption(tx, { orderType: 'domain', orderId: row.id });
    row = (await q.updateDomainRow(tx, { id: row.id }, { checkoutSessionId: null, couponId: null }))!;
  }
  const priced = await priceDomain(tx, row, p.input.couponCode, p.ownerId);
  assertAmount(p.input.amount, priced.totalCents);
  await recordDomainCoupon(tx, row, priced);
  const couponId = priced.coupon?.id ?? null;
  const session = await openPage(ctx, provider, { ...p, row }, priced.totalCents);
  await q.updateDomainRow(tx, { id: row.id }, { checkoutSessionId: session.sessionId, couponId });
  return { success: true, message: m.redirecting, redirectUrl: session.url };
}
