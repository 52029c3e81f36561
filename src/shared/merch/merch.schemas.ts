import { paymentModeSchema } from '../payments/connected-accounts.schemas';
import { cardSchema } from '../payments/card.schemas';
import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';
import {
  MERCH_CATEGORIES,
  MERCH_MAX_TEXT_LINES,
  MERCH_ORDER_STATUSES,
  MERCH_PREVIEW_SHAPES,
  MERCH_TEXT_LINE_MAX,
  MERCH_MAX_QUANTITY,
  merchMessages,
} from './merch-values';

export * from './merch-values';

/** A colour as the colour inputs give it. */
const colorField = z
  .string({ error: merchMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, merchMessages.colorInvalid)
  .transform((v) => v.toLowerCase());

/** A customised product's design: the business's logo, two colours and up to three lines of text. */
export const customizationSchema = z.object({
  /** The company's logo or a design upload (`/api/uploads/{key}` of the company), or none. */
  logoUrl: z
    .string()
    .max(200)
    .regex(/^\/api\/uploads\/[A-Za-z0-9_-]{1,64}$/, merchMessages.logoInvalid)
    .nullable()
    .default(null),
  primaryColor: colorField,
  secondaryColor: colorField,
  textLines: z
    .array(singleLine(z.string().trim().max(MERCH_TEXT_LINE_MAX, merchMessages.textLine)))
    .max(MERCH_MAX_TEXT_LINES, merchMessages.textLines)
    .default([]),
});
export type Customization = z.output<typeof customizationSchema>;

export const shippingAddressSchema = z.object(
  {
    name: singleLine(z.string().trim().min(1, merchMessages.nameRequired).max(120)),
    line1: singleLine(z.string().trim().min(1, merchMessages.line1Required).max(200)),
    line2: singleLine(z.string().trim().max(200))
      .optional()
      .nullable()
      .transform((v) => v || null),
    city: singleLine(z.string().trim().min(1, merchMessages.cityRequired).max(100)),
    state: singleLine(z.string().trim().min(1, merchMessages.stateRequired).max(60)),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, merchMessages.postalCodeInvalid),
    country: z.literal('US').default('US'),
  },
  { error: merchMessages.shippingRequired },
);
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** A catalogue product as the store shows it; prices are decimal strings. */
export const merchProductSchema = z.object({
  id: z.number(),
  /** The specification's product id (`yard-signs`). */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(MERCH_CATEGORIES),
  basePrice: z.string(),
  markup: z.string(),
  /** basePrice + markup. */
  customerPrice: z.string(),
  imageUrl: z.string(),
  rating: z.string(),
  customizable: z.boolean(),
  previewShape: z.enum(MERCH_PREVIEW_SHAPES),
  isActive: z.boolean(),
});
export type MerchProduct = z.infer<typeof merchProductSchema>;

/**
 * GET /api/merchandise-products: the active catalogue in its order, and how the order will be paid (test mode: the
 * card on our form; stripe: Stripe's Checkout page).
 */
export const merchStoreSchema = z.object({ products: z.array(merchProductSchema), paymentMode: paymentModeSchema });
export type MerchStore = z.infer<typeof merchStoreSchema>;

/** PUT /api/admin/merchandise-products/{id} (and POST to add one): the administrator's edit of the catalogue. */
export const merchProductInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens')
    .max(40),
  name: singleLine(z.string().trim().min(1, 'Product name is required').max(120)),
  description: z.string().trim().min(1, 'Description is required').max(2000),
  category: z.enum(MERCH_CATEGORIES, { error: 'Please choose a category' }),
  basePrice: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Must be a valid decimal number'),
  markup: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Must be a valid decimal number'),
  rating: z
    .string()
    .trim()
    .regex(/^[0-5](\.\d)?$/, 'Rating is 0 to 5'),
  customizable: z.boolean(),
  previewShape: z.enum(MERCH_PREVIEW_SHAPES),
  isActive: z.boolean(),
});
export type MerchProductInput = z.input<typeof merchProductInputSchema>;

/**
 * POST /api/merchandise-orders: the specification's payload. `items` maps a product id (its slug) to a quantity;
 * the figures it names (subtotal, commission, total, originalTotal, discountAmount) are read and ignored: the
 * server computes every one from the catalogue and the coupon. Ours: each customised product's design, the
 * shipping address, and in test mode the card. The `Idempotency-Key` header is required.
 */
export const merchOrderInputSchema = z.object({
  items: z
    .record(
      z.string().max(40),
      z.coerce.number({ error: merchMessages.quantity }).int(merchMessages.quantity).min(1, merchMessages.quantity),
    )
    .refine((items) => Object.keys(items).length > 0, merchMessages.emptyCart)
    .refine((items) => Object.keys(items).length <= 50, 'At most 50 products in one order')
    .refine((items) => Object.values(items).every((q) => q <= MERCH_MAX_QUANTITY), merchMessages.quantity),
  customizations: z.record(z.string().max(40), customizationSchema).default({}),
  couponCode: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : null)),
  shippingAddress: shippingAddressSchema,
  /** Test mode only: the card typed on our form. With Stripe the browser is sent to Checkout instead. */
  card: cardSchema.optional(),
  subtotal: z.unknown().optional(),
  commission: z.unknown().optional(),
  total: z.unknown().optional(),
  originalTotal: z.unknown().optional(),
  discountAmount: z.unknown().optional(),
});
export type MerchOrderInput = z.input<typeof merchOrderInputSchema>;

/**
 * A design and an address as stored and answered: what `customizationSchema` and `shippingAddressSchema` give, with
 * no transform, since an answer is encoded through its schema and a transform cannot run backwards.
 */
export const customizationOutputSchema = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  textLines: z.array(z.string()),
});
export const shippingAddressOutputSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.literal('US'),
});

/** One line of an order, as it was bought (prices of that day). */
export const merchOrderLineSchema = z.object({
  productId: z.number(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number(),
  basePrice: z.string(),
  markup: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  commission: z.string(),
  customization: customizationOutputSchema.nullable(),
});
export type MerchOrderLine = z.infer<typeof merchOrderLineSchema>;

export const merchOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status: z.enum(MERCH_ORDER_STATUSES),
  items: z.array(merchOrderLineSchema),
  subtotal: z.string(),
  commission: z.string(),
  originalTotal: z.string(),
  couponCode: z.string().nullable(),
  discountAmount: z.string(),
  total: z.string(),
  shippingAddress: shippingAddressOutputSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchOrder = z.infer<typeof merchOrderSchema>;

/** The administrator's list names the business. */
export const adminMerchOrderSchema = merchOrderSchema.extend({ companyId: z.number(), companyName: z.string() });
export type AdminMerchOrder = z.infer<typeof adminMerchOrderSchema>;

/** The answer to placing an order: paid at once (test mode), or the provider's checkout page to go to. */
export const merchCheckoutSchema = z.object({
  order: merchOrderSchema,
  status: z.enum(['succeeded', 'redirect']),
  redirectUrl: z.string().nullable(),
});
export type MerchCheckout = z.infer<typeof merchCheckoutSchema>;

/** GET /api/merchandise-orders/summary: the page's stats, counted in SQL over paid orders not cancelled. */
export const merchSummarySchema = z.object({
  totalOrders: z.number(),
  commissionEarned: z.string(),
  /** Orders created in the current calendar month (the business's time zone). */
  thisMonth: z.number(),
});
export type MerchSummary = z.infer<typeof merchSummarySchema>;

export const merchOrderListQuerySchema = z.object({
  status: z.enum(MERCH_ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** PATCH /api/admin/merchandise-orders/{id}: the administrator moves an order on. */
export const merchOrderMoveSchema = z.object({
  status: z.enum(MERCH_ORDER_STATUSES, { error: 'Please choose a status' }),
  carrier: singleLine(z.string().trim().max(40)).optional().nullable(),
  trackingNumber: singleLine(z.string().trim().max(100)).optional().nullable(),
});

/** The administrator's Mark shipped dialog: the carrier and the tracking number, both required there. */
export const merchShipSchema = z.object({
  carrier: singleLine(z.string().trim().min(1, merchMessages.carrierRequired).max(40)),
  trackingNumber: singleLine(z.string().trim().min(1, merchMessages.trackingRequired).max(100)),
});
export type MerchShipInput = z.input<typeof merchShipSchema>;

export const merchIdParamSchema = z.object({ id: idField });

/** PUT /api/merchandise-designs/logo: where the uploaded picture of a design is served. */
export const merchDesignLogoSchema = z.object({ logoUrl: z.string() });
export type MerchDesignLogo = z.infer<typeof merchDesignLogoSchema>;

/** GET /api/admin/merchandise-orders/summary: every business's orders counted by status (every status present). */
export const adminMerchSummarySchema = z.object({
  counts: z.record(z.enum(MERCH_ORDER_STATUSES), z.number()),
  total: z.number(),
});
export type AdminMerchSummary = z.infer<typeof adminMerchSummarySchema>;
