import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../../../shared/app-error';
import { fromCents, toCents } from '../../../../shared/money';
import { cardPaymentMessages } from '../../../../shared/payments/card-payments.schemas';
import {
  orderMessages as m,
  type PlaceOrderResult,
  type placeOrderSchema,
} from '../../../../shared/storefronts/order.schemas';
import type { z } from '../../../../shared/zod';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { findPayoutAccount } from '../../payments/connected-accounts.service';
import { currentFeePercent, platformFeeCents } from '../../payments/platform-transactions.service';
import { markFailed, markPaid, openCheckout } from './order-payment.service';
import { activeShopOrNotFound } from './order-reads.service';
import * as q from './orders.queries';

export type PlaceOrderValues = z.output<typeof placeOrderSchema>;
type Cart = Map<number, number>;

/** What an amount column holds: 99,999,999.99. */
const MAX_TOTAL_CENTS = 9_999_999_999;
const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** `SO-` and six random letters or digits: says nothing of how many orders there are. */
const newReference = () =>
  `SO-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** The cart by product, a product listed twice counted once with both quantities. */
function cartOf(items: PlaceOrderValues['items']): Cart {
  const cart: Cart = new Map();
  for (const { productId, quantity } of items) cart.set(productId, (cart.get(productId) ?? 0) + quantity);
  return cart;
}

const answerOf = (order: q.OrderRow, redirectUrl: string | null = null): PlaceOrderResult => ({
  status: redirectUrl ? 'redirect' : 'paid',
  redirectUrl,
  receiptToken: order.publicToken,
});

/** The products of the cart, locked, priced from their rows (the client's figures are never read). */
async function priceCart(tx: Db, companyId: number, cart: Cart) {
  const products = await q.lockProducts(tx, { companyId, ids: [...cart.keys()] });
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = [...cart.keys()].find((id) => !byId.get(id)?.isActive);
  if (missing !== undefined) throw new AppError('NOT_FOUND', m.productNotFound, { items: m.productNotFound });
  const lines = products.map((p) => {
    const quantity = cart.get(p.id)!;
    const unit = toCents(p.price);
    return { product: p, quantity, unitCents: unit, lineCents: unit * quantity };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
  if (subtotalCents > MAX_TOTAL_CENTS) throw new AppError('BAD_REQUEST', m.totalTooLarge, { items: m.totalTooLarge });
  return { lines, subtotalCents };
}

/** Takes each counted product's stock, or refuses the whole cart (409, nothing changed: the caller rolls back). */
async function takeStock(tx: Db, lines: Awaited<ReturnType<typeof priceCart>>['lines']) {
  for (const { product, quantity } of lines) {
    if (product.inventory === -1) continue;
    if (!(await q.takeStock(tx, { productId: product.id, quantity }))) {
      const message = m.outOfStock.replace('{count}', String(product.inventory)).replace('{name}', product.name);
      throw new AppError('CONFLICT', message, { items: message });
    }
  }
}

/**
 * POST /api/landing/{subdomain}/orders: a visitor's order, priced on the server, in one transaction under the
 * products' row locks: the stock taken (never below zero), the order and its lines with the tier's fee fixed on it,
 * then the payment. Test mode charges the card at once: paid (customer, fee, notices), or declined (the order
 * failed, its stock given back, 402). Stripe opens the Checkout page and the order waits for Stripe's word. The
 * same Idempotency-Key answers the first order again (a concurrent twin waits on the key's unique index).
 */
export async function placeOrder(
  ctx: AppContext,
  subdomain: string,
  input: PlaceOrderValues,
  idempotencyKey: string | undefined,
): Promise<{ answer: PlaceOrderResult; created: boolean }> {
  const { db, payments: provider } = ctx;
  const shop = await activeShopOrNotFound(db, subdomain);
  const { companyId } = shop;
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', m.keyRequired);
  const account = await findPayoutAccount(db, companyId);
  if (!account) throw new AppError('CONFLICT', m.notSetUp);
  if (provider.kind === 'test' && !input.card) {
    const required = cardPaymentMessages.cardRequired;
    throw new AppError('BAD_REQUEST', required, { card: required });
  }
  const cart = cartOf(input.items);
  const replay = async (order: q.OrderRow) => ({ answer: await replayOrder(ctx, shop, order, cart), created: false });
  const earlier = await q.findOrderByKey(db, { companyId, idempotencyKey });
  if (earlier) return replay(earlier);
  const feePercent = shop.tierFeePercent ?? (await currentFeePercent(db));

  const result = await db.transaction(async (tx) => {
    const priced = await priceCart(tx, companyId, cart);
    const total = priced.subtotalCents;
    const order = await q.insertOrderOnce(tx, {
      companyId,
      reference: newReference(),
      publicToken: randomBytes(32).toString('hex'),
      buyerName: input.name,
      buyerEmail: input.email,
      buyerPhone: input.phone,
      notes: input.notes,
      subtotal: fromCents(priced.subtotalCents),
      total: fromCents(total),
      tierName: shop.tierName,
      feePercent,
      feeAmount: fromCents(platformFeeCents(total, feePercent)),
      status: 'pending',
      provider: provider.kind,
      idempotencyKey,
    });
    // A request with the same key committed first: its order is the answer, and this one writes nothing.
    if (!order) return { earlier: (await q.findOrderByKey(tx, { companyId, idempotencyKey }))! };
    await takeStock(tx, priced.lines);
    await q.insertLines(
      tx,
      priced.lines.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        name: l.product.name,
        sku: l.product.sku,
        unitPrice: fromCents(l.unitCents),
        quantity: l.quantity,
        lineTotal: fromCents(l.lineCents),
      })),
    );

    if (provider.kind === 'test') {
      const key = `storefront-order-${companyId}-${idempotencyKey}`;
      const charge = await provider.charge({ card: input.card!, amountCents: total, idempotencyKey: key });
      if (!charge.ok) {
        const card = { cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 };
        await markFailed(tx, await q.updateOrderRow(tx, order.id, card), charge.message);
        return { declined: charge.message };
      }
      return { answer: answerOf(await markPaid(ctx, tx, order, charge, 'test')) };
    }
    const session = await openCheckout(ctx, provider, {
      order,
      subdomain: shop.subdomain,
      businessName: shop.businessName,
      accountId: account.accountId,
    });
    const placed = await q.updateOrderRow(tx, order.id, { checkoutSessionId: session.sessionId });
    return { answer: answerOf(placed, session.url) };
  });

  if (result.earlier) return replay(result.earlier);
  if (result.declined !== undefined) throw new AppError('PAYMENT_REQUIRED', result.declined);
  return { answer: result.answer!, created: true };
}

/** A key sent again answers the order it made, as it stands; the same key with another cart is refused. */
async function replayOrder(ctx: AppContext, shop: q.ShopRow, order: q.OrderRow, cart: Cart) {
  const lines = await q.findLines(ctx.db, { orderIds: [order.id] });
  const same =
    lines.length === cart.size && lines.every((l) => l.productId !== null && cart.get(l.productId) === l.quantity);
  if (!same) throw new AppError('CONFLICT', m.keyUsed);
  if (order.status === 'failed') throw new AppError('PAYMENT_REQUIRED', order.failureMessage ?? m.failed);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', m.cancelled);
  const provider = ctx.payments;
  if (order.status !== 'pending' || provider.kind !== 'stripe') return answerOf(order);
  const account = await findPayoutAccount(ctx.db, order.companyId);
  if (!account) throw new AppError('CONFLICT', m.notSetUp);
  // The same request under the same key: Stripe answers the page it opened the first time.
  const session = await openCheckout(ctx, provider, {
    order,
    subdomain: shop.subdomain,
    businessName: shop.businessName,
    accountId: account.accountId,
  });
  return answerOf(order, session.url);
}
