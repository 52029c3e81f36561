import type { Coupon } from '@shared/merch/coupons.schemas';
import { formatMoney, groupDigits } from '@shared/money';
import { formatDate } from '@client/lib/dates';

/** "20.00" -> "20", "12.50" -> "12.5": a percentage without the zeros a decimal string carries. */
const withoutTrailingZeros = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** `20%` or `$15.00`. */
export const discountText = (c: Pick<Coupon, 'discountType' | 'discountValue'>) =>
  c.discountType === 'percentage' ? `${withoutTrailingZeros(c.discountValue)}%` : formatMoney(c.discountValue);

/** `3`, or `3 / 100` when the uses are limited. */
export const usageText = (c: Pick<Coupon, 'usageCount' | 'maxUses'>) =>
  c.maxUses === null ? groupDigits(c.usageCount) : `${groupDigits(c.usageCount)} / ${groupDigits(c.maxUses)}`;

/**
 * The day a coupon expires (`YYYY-MM-DD`), or '' for none: the stored instant without its time. A date typed on the
 * form is stored as the end of that day in UTC, so its UTC date is the day typed, wherever the browser is.
 */
export const expiryDay = (expiresAt: string | null) => (expiresAt ? expiresAt.slice(0, 10) : '');

/** `May 31, 2026` or 'No expiry' (`t`: the component's translate function). */
export const expiryText = (expiresAt: string | null, t: (id: string) => string) =>
  expiresAt ? formatDate(expiryDay(expiresAt)) : t('merch.coupons.noExpiry');
