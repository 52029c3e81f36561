import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  COUPON_USER_LIMIT,
  couponInputSchema,
  normaliseCouponCode,
  type Coupon,
  type CouponInput,
  type CouponTarget,
  type CouponType,
} from '@shared/merch/coupons.schemas';
import { expiryDay } from './coupon-format';
import { t } from '@client/i18n/i18n';

/** The form as typed: numbers and dates as their inputs give them (blank for none). */
export type CouponFormValues = {
  code: string;
  discountType: CouponType;
  discountValue: string;
  maxUses: string;
  expiresAt: string;
  description: string;
  userLimit: string;
  minimumAmount: string;
  appliesTo: CouponTarget[];
  durationMonths: string;
};

/** The fields under 'More options'. */
export const moreOptionFields = ['userLimit', 'minimumAmount', 'appliesTo', 'durationMonths'] as const;

/** The fields in the order the form shows them: the first with a message takes the focus. */
export const couponFieldOrder: (keyof CouponFormValues)[] = [
  'code',
  'discountType',
  'discountValue',
  'maxUses',
  'expiresAt',
  'description',
  ...moreOptionFields,
];

export const isMoreOption = (field: string) => (moreOptionFields as readonly string[]).includes(field);

/** A new coupon: a percentage of 0, unlimited, no expiry, once per user; an edited one as stored (expiry: its day). */
export function couponFormDefaults(coupon?: Coupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: coupon?.discountValue ?? '0',
    maxUses: coupon?.maxUses?.toString() ?? '',
    expiresAt: expiryDay(coupon?.expiresAt ?? null),
    description: coupon?.description ?? '',
    userLimit: String(coupon?.userLimit ?? COUPON_USER_LIMIT),
    minimumAmount: coupon?.minimumAmount ?? '',
    appliesTo: coupon?.appliesTo ?? [],
    durationMonths: coupon?.durationMonths?.toString() ?? '',
  };
}

/** Whether an edited coupon has anything under 'More options' besides the defaults (the section then opens). */
export const hasMoreOptions = (coupon?: Coupon) =>
  !!coupon &&
  (coupon.userLimit !== COUPON_USER_LIMIT ||
    coupon.minimumAmount !== null ||
    coupon.appliesTo !== null ||
    coupon.durationMonths !== null);

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * What the server gets. PUT replaces the coupon, so an edit sends what the form does not show as it is stored
 * (name, maximum discount, start, the active flag); a new coupon starts active.
 */
export function couponInput(values: CouponFormValues, coupon?: Coupon): CouponInput {
  return {
    code: normaliseCouponCode(values.code),
    discountType: values.discountType,
    discountValue: values.discountValue.trim(),
    maxUses: numberOrNull(values.maxUses),
    expiresAt: values.expiresAt || null,
    description: blankToNull(values.description),
    userLimit: Number(values.userLimit),
    minimumAmount: blankToNull(values.minimumAmount),
    appliesTo: values.appliesTo.length > 0 ? values.appliesTo : null,
    durationMonths: numberOrNull(values.durationMonths),
    isActive: coupon?.isActive ?? true,
    name: coupon?.name ?? null,
    maxDiscount: coupon?.maxDiscount ?? null,
    startsAt: coupon?.startsAt ?? null,
  };
}

/** Checks the input the server would get with the shared schema (its messages under the form's fields). */
export function couponResolver(coupon?: Coupon): Resolver<CouponFormValues, unknown, CouponInput> {
  return (values) => {
    const input = couponInput(values, coupon);
    const errors: FieldErrors<CouponFormValues> = {};
    if (values.discountValue.trim() === '')
      errors.discountValue = { type: 'required', message: t('merch.coupons.valueRequired') };
    const result = couponInputSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as keyof CouponFormValues;
        if (couponFieldOrder.includes(field)) errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: input, errors: {} };
  };
}
