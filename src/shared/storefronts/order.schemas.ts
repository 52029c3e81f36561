import { emailAddress } from '../email';
import { listQuerySchema } from '../billing/fields';
import { cardSchema } from '../payments/card.schemas';
import { paymentModeSchema } from '../payments/connected-accounts.schemas';
import { singleLine } from '../text';
import { MAX_ID } from '../ids';
import { z } from '../zod';
import { storefrontMessages as sm } from './storefront-values';

// Storefront orders: a visitor's cart, paid by card to the business's connected account, and the owner's list.

export const orderMessages = {
  cartEmpty: 'Your cart is empty',
  quantityInvalid: 'Please choose a quantity between 1 and 99',
  productNotFound: 'This product is no longer available',
  /** `{name}` and `{count}` filled in: the stock left when a cart asks for more. */
  outOfStock: 'Only {count} left of {name}',
  notSetUp: 'This business is not taking card payments yet. Please send a request instead.',
  keyRequired: 'Idempotency-Key header is required',
  rateLimited: 'Too many orders from this address. Please wait a few minutes and try again.',
  keyUsed: 'This Idempotency-Key was used for another order',
  orderNotFound: 'Order not found',
  paid: 'Thank you! Your order is paid.',
  pending: 'Your payment is being confirmed.',
  notPaid: 'Only a paid order can be fulfilled',
  notCancellable: 'Only an order waiting on its payment, or paid and not yet fulfilled, can be cancelled',
  fulfilled: 'Order marked as fulfilled',
  statusInvalid: 'Status must be one of pending, paid, fulfilled, cancelled, failed',
  /** The receipt of an order that was not paid (a declined card, a checkout left to lapse). */
  failed: 'This order was not paid, and nothing was charged.',
  /** The receipt of an order the business cancelled (a paid one was refunded in full). */
  cancelled: 'This order was cancelled. Any payment for it was refunded.',
  /** A cart whose total is more than an amount can hold (99,999,999.99). */
  totalTooLarge: 'This order is too large to pay online. Please send a request instead.',
  /** Why an order failed when its checkout page lapsed unpaid. */
  checkoutLapsed: 'The checkout page expired before the payment was made',
} as const;

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_MAX_LINES = 20;
export const ORDER_MAX_QUANTITY = 99;

const m = orderMessages;

/** POST /api/landing/{subdomain}/orders (header Idempotency-Key): the cart and the buyer; `card` in test mode only. */
export const placeOrderSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z
          .number({ error: m.productNotFound })
          .int(m.productNotFound)
          .positive(m.productNotFound)
          .max(MAX_ID, m.productNotFound),
        quantity: z
          .number({ error: m.quantityInvalid })
          .int(m.quantityInvalid)
          .min(1, m.quantityInvalid)
          .max(ORDER_MAX_QUANTITY, m.quantityInvalid),
      }),
      { error: m.cartEmpty },
    )
    .min(1, m.cartEmpty)
    .max(ORDER_MAX_LINES),
  name: singleLine(z.string({ error: sm.missingText }).trim().min(1, sm.missingText).max(120)),
  email: emailAddress(sm.emailInvalid),
  phone: z
    .string()
    .trim()
    .max(40)
    .optional()
    .nullable()
    .transform((v) => v || null),
  notes: z
    .string()
    .trim()
    .max(1000, 'Must be at most 1000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
  card: cardSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** Paid at once (test mode: the receipt), or sent to the provider's checkout page (`redirectUrl`). */
export const placeOrderResultSchema = z.object({
  status: z.enum(['paid', 'redirect']),
  redirectUrl: z.string().nullable(),
  receiptToken: z.string(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

const orderLineSchema = z.object({
  name: z.string(),
  sku: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.number(),
  lineTotal: z.string(),
});

/** GET /api/landing/{subdomain}/orders/{token}: the buyer's receipt (a pending Stripe order is checked with Stripe). */
export const orderReceiptSchema = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.string(),
  lines: z.array(orderLineSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  message: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** How the public page takes payment: null when the business has no payout account able to take cards. */
export const storefrontPaymentsSchema = z.object({ mode: paymentModeSchema }).nullable();
export type StorefrontPayments = z.infer<typeof storefrontPaymentsSchema>;

/** The owner's view of an order. */
export const storefrontOrderSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  notes: z.string().nullable(),
  customerId: z.number().nullable(),
  subtotal: z.string(),
  total: z.string(),
  feePercent: z.string(),
  feeAmount: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  lines: z.array(orderLineSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type StorefrontOrder = z.infer<typeof storefrontOrderSchema>;

/** GET /api/storefront-orders: a page of the business's orders, the newest first, optionally of one status. */
export const orderListQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({ status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }).optional() });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
