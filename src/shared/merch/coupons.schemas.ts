import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';

export const COUPON_TYPES = ['percentage', 'fixed_amount'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** What a coupon may be redeemed on. */
export const COUPON_TARGETS = ['merchandise', 'subscription', 'domain'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];

/** The specification's constants: a coupon's default per-user limit; "expiring soon" within this many days. */
export const COUPON_USER_LIMIT = 1;
export const EXPIRING_SOON_DAYS = 7;
export const MAX_PERCENTAGE = 100;

/** The launch offer of the subscribe page, seeded as a real coupon. */
export const LAUNCH_COUPON_CODE = 'LAUNCH20';
export const LAUNCH_OFFER_TEXT = '20% off first 3 months';

export const couponMessages = {
  // The Admin Coupon Manager's toasts and texts (3-admin-account-data.md).
  title: 'Coupon Management',
  createFailed: 'Failed to create coupon',
  updateFailed: 'Failed to update coupon',
  deleteFailed: 'Failed to delete coupon',
  created: 'Coupon created successfully',
  updated: 'Coupon updated successfully',
  deleted: 'Coupon deleted successfully',
  confirmDelete: 'Are you sure you want to delete this coupon?',
  empty: 'No coupons created yet. Create your first coupon to get started.',
  loading: 'Loading coupon data...',
  noExpiry: 'No expiry',
  createTitle: 'Create New Coupon',
  editTitle: 'Edit Coupon',
  // The stored schema's messages.
  codeFormat: 'Code must be uppercase letters, numbers, hyphens, or underscores only',
  decimal: 'Must be a valid decimal number',
  codeRequired: 'Code is required',
  codeLength: 'Code must be 2 to 50 characters',
  codeTaken: 'A coupon with this code already exists',
  valueRequired: 'Discount value is required',
  percentageMax: 'A percentage discount cannot be more than 100',
  maxUsesMin: 'Max uses must be a whole number of at least 1',
  notFound: 'Coupon not found',
  // Checkout (2-commercial.md): the entry's toasts, then the server's reasons.
  invalidTitle: 'Invalid Coupon',
  invalid: 'This coupon code is not valid.',
  validateFailed: 'Failed to validate coupon',
  inactive: 'This coupon is no longer active.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  userLimit: 'You have already used this coupon.',
  notApplicable: 'This coupon does not apply to this purchase.',
  minimum: (amount: string) => `This coupon needs an order of at least ${amount}.`,
  applied: (code: string) => `Coupon ${code} applied`,
  // The manager's refusals from the server.
  maxUsesBelowUsage: (used: number) =>
    `Max uses cannot be lower than the ${used} time${used === 1 ? '' : 's'} this coupon has already been used`,
  usedNotDeleted: 'This coupon has already been used and cannot be deleted. Switch it off instead.',
  expiryBeforeStart: 'The expiry date must be after the start date',
  dateOutOfRange: 'Please enter a date between 1970 and 9999',
  // The manager's form (ours): the per-user limit and the months a subscription discount lasts.
  userLimitMin: 'Per-user limit must be a whole number of at least 1',
  durationMonthsRange: 'Months must be a whole number from 1 to 120',
} as const;

/** Typed codes are upper-cased and trimmed (the entry and the form both do it; the server again). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

const decimalString = z
  .union([z.number(), z.string()], { error: couponMessages.decimal })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), couponMessages.decimal);
const optionalDecimal = z
  .union([z.literal(''), z.null(), decimalString])
  .optional()
  .transform((v) => (v ? v : null));

/** A date (`YYYY-MM-DD`, the manager's) or an instant; blank for none. Kept as an instant. */
const optionalMoment = z
  .union([z.literal(''), z.null(), z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Please enter a valid date',
  })
  .optional()
  .transform((v) => (v ? v : null));

/**
 * POST /api/coupons and PUT /api/coupons/{id}: the manager's fields (code, discountType, discountValue, maxUses,
 * expiresAt, description) and the stored schema's others, optional. A date alone expires at the end of that day
 * in UTC.
 */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: couponMessages.codeRequired })
      .transform(normaliseCouponCode)
      .refine((v) => v.length > 0, couponMessages.codeRequired)
      .refine((v) => v.length >= 2 && v.length <= 50, couponMessages.codeLength)
      .refine((v) => /^[A-Z0-9_-]*$/.test(v), couponMessages.codeFormat),
    name: singleLine(z.string().trim().max(100, 'Must be at most 100 characters')).optional().nullable(),
    description: z.string().trim().max(500, 'Must be at most 500 characters').optional().nullable(),
    discountType: z.enum(COUPON_TYPES).default('percentage'),
    discountValue: decimalString,
    maxUses: z
      .union([z.literal(''), z.null(), z.coerce.number({ error: couponMessages.maxUsesMin })])
      .optional()
      .transform((v) => (v === '' || v === null || v === undefined ? null : v))
      .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 1_000_000_000), couponMessages.maxUsesMin),
    userLimit: z.coerce
      .number({ error: couponMessages.userLimitMin })
      .int(couponMessages.userLimitMin)
      .min(1, couponMessages.userLimitMin)
      .max(1_000_000, couponMessages.userLimitMin)
      .default(COUPON_USER_LIMIT),
    minimumAmount: optionalDecimal,
    maxDiscount: optionalDecimal,
    startsAt: optionalMoment,
    expiresAt: optionalMoment,
    isActive: z.boolean().default(true),
    /** null or absent: everything. */
    appliesTo: z.array(z.enum(COUPON_TARGETS)).min(1).max(3).nullable().optional(),
    /** On subscriptions: how many monthly charges it takes off; null: the first only. */
    durationMonths: z.coerce
      .number({ error: couponMessages.durationMonthsRange })
      .int(couponMessages.durationMonthsRange)
      .min(1, couponMessages.durationMonthsRange)
      .max(120, couponMessages.durationMonthsRange)
      .nullable()
      .optional(),
  })
  .refine((c) => c.discountType !== 'percentage' || Number(c.discountValue) <= MAX_PERCENTAGE, {
    message: couponMessages.percentageMax,
    path: ['discountValue'],
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponValues = z.output<typeof couponInputSchema>;

/** A coupon as the manager reads it. */
export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  discountType: z.enum(COUPON_TYPES),
  /** A decimal string: "20.00" (percent) or "15.00" (dollars). */
  discountValue: z.string(),
  maxUses: z.number().nullable(),
  usageCount: z.number(),
  userLimit: z.number(),
  minimumAmount: z.string().nullable(),
  maxDiscount: z.string().nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  appliesTo: z.array(z.enum(COUPON_TARGETS)).nullable(),
  durationMonths: z.number().nullable(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /api/coupons/summary: the manager's four cards, counted in SQL. */
export const couponSummarySchema = z.object({
  totalCoupons: z.number(),
  activeCoupons: z.number(),
  totalUses: z.number(),
  /** Active, and expiring within 7 days or already past. */
  expiringSoon: z.number(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** PATCH /api/coupons/{id}: the manager's active switch. */
export const couponActiveSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** POST /api/coupons/validate: the checkout's coupon box. `appliesTo` defaults to the merchandise store. */
export const couponValidateSchema = z.object({
  code: z
    .string({ error: couponMessages.codeRequired })
    .transform(normaliseCouponCode)
    .refine((v) => v.length > 0 && v.length <= 50, couponMessages.codeRequired),
  orderAmount: decimalString,
  appliesTo: z.enum(COUPON_TARGETS).default('merchandise'),
});
export type CouponValidateInput = z.input<typeof couponValidateSchema>;
export type CouponValidateValues = z.output<typeof couponValidateSchema>;

/**
 * The answer: `valid` with the coupon and what it takes off this amount, or not valid with the reason. An unknown
 * code is not an error of the call: it answers 200 with `valid: false`.
 */
export const couponValidationSchema = z.object({
  valid: z.boolean(),
  coupon: z
    .object({
      code: z.string(),
      discountType: z.enum(COUPON_TYPES),
      discountValue: z.string(),
      durationMonths: z.number().nullable(),
    })
    .nullable(),
  /** Computed on the server from the amount sent: "0.00" when not valid. */
  discountAmount: z.string(),
  finalAmount: z.string(),
  message: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

export const couponIdParamSchema = z.object({ id: idField });

/** GET /api/coupons: a page of the manager's list, newest first; `search` finds codes starting with it. */
export const couponListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  search: z
    .string()
    .max(50, 'Must be at most 50 characters')
    .transform(normaliseCouponCode)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;
