import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../shared/app-error';
import {
  domainCheckoutMessages as m,
  type DomainPaymentResult,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { isPayable, orderNotFound, paidAnswer } from './domain-checkout.service';
import * as q from './domain-checkout.queries';
import { assertAmount, priceDomain, recordDomainCoupon, type DomainPaymentValues } from './domain-pricing.service';
import { settleDomain } from './domain-settlement.service';
import { payOnStripe } from './domain-stripe-payment.service';

/** Test mode: the card is kept for the monthly fee (a card the provider refuses is 402), then charged the fee. */
async function payInTestMode(
  ctx: AppContext,
  tx: Db,
  p: { row: q.DomainRow; ownerId: number; input: DomainPaymentValues; key: string },
) {
  const provider = ctx.payments;
  if (provider.kind !== 'test') throw new Error('Test mode only: Stripe takes the card on its own page');
  const { row, input } = p;
  const details = input.cardDetails;
  if (!details) throw new AppError('BAD_REQUEST', m.cardRequired, { cardDetails: m.cardRequired });
  const priced = await priceDomain(tx, row, input.couponCode, p.ownerId);
  assertAmount(input.amount, priced.totalCents);
  const saved = await provider.saveCard({
    card: {
      cardholderName: details.nameOnCard,
      cardNumber: details.cardNumber,
      expiryDate: details.expirationDate,
      cvv: details.cvv,
    },
  });
  if (!saved.ok) throw new AppError('PAYMENT_REQUIRED', saved.message);
  let paymentId: string | null = null;
  if (priced.totalCents > 0) {
    const charge = await provider.chargeSaved({
      token: saved.token,
      amountCents: priced.totalCents,
      idempotencyKey: `domain-${row.id}-${p.key}`,
    });
    if (!charge.ok) throw new AppError('PAYMENT_REQUIRED', charge.message);
    paymentId = charge.paymentId;
  }
  await recordDomainCoupon(tx, row, priced);
  await settleDomain(ctx, tx, row, {
    paymentId,
    amountCents: priced.totalCents,
    couponId: priced.coupon?.id ?? null,
    card: { kind: 'test', card: { token: saved.token, brand: saved.cardBrand, last4: saved.cardLast4 } },
    cardBrand: saved.cardBrand,
    cardLast4: saved.cardLast4,
  });
  return paidAnswer(row.domain);
}

/**
 * POST /api/process-domain-payment: the setup fee of a pending domain, paid to the platform. The amount is the
 * server's (setup fee less the coupon) and the page's `amount` must equal it. All under the domain's row lock, in one
 * transaction: the coupon, the payment, the activation and the receipt; a refused card or coupon changes nothing.
 * Test mode pays at once; Stripe answers its Checkout page (`payOnStripe`).
 */
export async function processDomainPayment(
  ctx: AppContext,
  input: DomainPaymentValues,
  idempotencyKey: string | undefined,
): Promise<DomainPaymentResult> {
  const found = await q.findDomainOrder(ctx.db, { domain: input.subdomain });
  if (!found || !found.domain.isActive) throw orderNotFound();
  const key = idempotencyKey ?? randomUUID();
  return ctx.db.transaction(async (tx) => {
    const row = await q.lockDomain(tx, { id: found.domain.id });
    if (!row || !isPayable(row)) {
      // No column keeps the key of the request that paid: a retry carrying a key is answered as the payment was.
      if (row?.status === 'active' && row.setupAmountPaid !== null && idempotencyKey) return paidAnswer(row.domain);
      throw orderNotFound();
    }
    const p = { row, ownerId: found.ownerId, ownerEmail: found.ownerEmail, input, key };
    return ctx.payments.kind === 'stripe' ? payOnStripe(ctx, tx, p) : payInTestMode(ctx, tx, p);
  });
}
