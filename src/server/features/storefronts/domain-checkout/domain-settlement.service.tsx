import { formatMoney, fromCents, toCents } from '../../../../shared/money';
import { describeCard } from '../../../../shared/payments/card.schemas';
import { MONTHLY_FEE_DELAY_DAYS } from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { findRedeemedCoupon } from '../../merch/coupons/coupon-redemption.service';
import { dayIn } from '../../payments/payment-notices';
import { activateDomain, type FeeCard } from './domain-activation.service';
import * as q from './domain-checkout.queries';
import { DomainReceiptEmail } from './domain-receipt.emails';

/** What paying the setup fee came to: the provider's payment (none when a coupon took it all), the card. */
export type Settlement = {
  paymentId: string | null;
  amountCents: number;
  couponId: number | null;
  /** Kept for the monthly fee (by the test provider, or by Stripe); null when none was kept. */
  card: FeeCard | null;
  cardBrand: string | null;
  cardLast4: string | null;
};

export const DOMAIN_MANAGER_PATH = '/domain-manager';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records the paid setup fee on the domain and activates it, then queues the owner's receipt: all in the caller's
 * transaction, which holds the domain's row lock, so it happens once and the receipt exists exactly when it does.
 */
export async function settleDomain(ctx: AppContext, tx: Db, row: q.DomainRow, s: Settlement) {
  const paid = await q.updateDomainRow(
    tx,
    { id: row.id },
    { setupPaymentId: s.paymentId, setupAmountPaid: fromCents(s.amountCents), couponId: s.couponId },
  );
  const active = (await activateDomain(ctx, tx, { domain: paid!, card: s.card }))!;
  await queueReceipt(ctx, tx, active, s);
  return active;
}

async function queueReceipt(ctx: AppContext, tx: Db, row: q.DomainRow, s: Settlement) {
  const found = await q.findDomainOrder(tx, { domain: row.domain });
  if (!found) return;
  const paidAt = row.activatedAt ?? new Date();
  const coupon = s.couponId ? await findRedeemedCoupon(tx, s.couponId) : undefined;
  const discountCents = toCents(row.setupFee) - s.amountCents;
  const total = formatMoney(fromCents(s.amountCents));
  await ctx.mailer.send(tx, {
    to: found.ownerEmail,
    subject: `Receipt for your domain ${row.domain}: ${total}`,
    body: (
      <DomainReceiptEmail
        firstName={found.ownerFirstName ?? 'there'}
        domain={row.domain}
        setupFee={formatMoney(row.setupFee)}
        coupon={coupon ? `${coupon.code}: -${formatMoney(fromCents(discountCents))}` : null}
        total={total}
        monthlyFee={formatMoney(row.monthlyFee)}
        monthlyFrom={dayIn(found.timezone, new Date(paidAt.getTime() + MONTHLY_FEE_DELAY_DAYS * DAY_MS))}
        card={describeCard(s.cardBrand, s.cardLast4)}
        paidOn={dayIn(found.timezone, paidAt)}
        link={`${ctx.origin.url}${DOMAIN_MANAGER_PATH}`}
      />
    ),
    relatedTo: `domain:${row.id}`,
  });
}
