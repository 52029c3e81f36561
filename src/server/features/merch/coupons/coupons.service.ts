import { AppError } from '../../../../shared/app-error';
import {
  couponMessages as m,
  type Coupon,
  type CouponTarget,
  type CouponType,
  type CouponValues,
} from '../../../../shared/merch/coupons.schemas';
import type { Db } from '../../../db/client';
import { isPgError } from '../../../db/errors';
import type { CouponRow } from './coupon-usages.queries';
import * as q from './coupons.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCoupon(r: CouponRow): Coupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    discountType: r.type as CouponType,
    discountValue: r.value,
    maxUses: r.usageLimit,
    usageCount: r.usageCount,
    userLimit: r.userLimit,
    minimumAmount: r.minimumAmount,
    maxDiscount: r.maxDiscount,
    startsAt: iso(r.startsAt),
    expiresAt: iso(r.expiresAt),
    isActive: r.isActive,
    appliesTo: (r.applicableServices as CouponTarget[] | null) ?? null,
    durationMonths: r.durationMonths,
    createdAt: r.createdAt.toISOString(),
  };
}

const bad = (field: string, message: string) => new AppError('BAD_REQUEST', message, { [field]: message });
const notFound = () => new AppError('NOT_FOUND', m.notFound);

/**
 * A date alone (the manager's) is the start of that day in UTC, or for an expiry its last millisecond, so a coupon
 * expiring on the 31st still applies all that day; an instant stays as it is. Years PostgreSQL and ISO strings
 * both keep only.
 */
function instantOf(value: string | null, field: 'startsAt' | 'expiresAt'): Date | null {
  if (!value) return null;
  const time = field === 'expiresAt' ? '23:59:59.999' : '00:00:00.000';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${time}Z` : value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1970 || year > 9999) throw bad(field, m.dateOutOfRange);
  return date;
}

/** The form's fields as the table's columns (discountType -> type, maxUses -> usage_limit, appliesTo -> ...). */
function columnsOf(input: CouponValues) {
  const startsAt = instantOf(input.startsAt, 'startsAt');
  const expiresAt = instantOf(input.expiresAt, 'expiresAt');
  if (startsAt && expiresAt && expiresAt <= startsAt) throw bad('expiresAt', m.expiryBeforeStart);
  return {
    code: input.code,
    name: input.name || null,
    description: input.description || null,
    type: input.discountType,
    value: input.discountValue,
    usageLimit: input.maxUses,
    userLimit: input.userLimit,
    minimumAmount: input.minimumAmount,
    maxDiscount: input.maxDiscount,
    startsAt,
    expiresAt,
    isActive: input.isActive,
    applicableServices: input.appliesTo ? [...new Set(input.appliesTo)] : null,
    durationMonths: input.durationMonths ?? null,
  };
}

/** Runs a write of the code: the unique index, not a prior look-up, tells a taken code (409 under `code`). */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, '23505')) throw new AppError('CONFLICT', m.codeTaken, { code: m.codeTaken });
    throw error;
  }
}

async function lockedCoupon(tx: Db, id: number) {
  const row = await q.lockCoupon(tx, { id });
  if (!row) throw notFound();
  return row;
}

export async function listCoupons(db: Db, page: { limit: number; offset: number; search?: string }) {
  const { rows, total } = await q.findCouponPage(db, page);
  return { items: rows.map(toCoupon), total };
}

export const getCouponSummary = (db: Db) => q.summarizeCoupons(db);

export async function createCoupon(db: Db, adminId: number, input: CouponValues) {
  const values = { ...columnsOf(input), createdBy: adminId };
  return toCoupon(await withUniqueCode(() => q.insertCoupon(db, values)));
}

/**
 * The whole form again. Under the coupon's lock, so a checkout redeeming it meanwhile is counted before `maxUses`
 * is held against the uses so far.
 */
export async function updateCoupon(db: Db, id: number, input: CouponValues) {
  const values = columnsOf(input);
  const row = await withUniqueCode(() =>
    db.transaction(async (tx) => {
      const current = await lockedCoupon(tx, id);
      if (values.usageLimit !== null && values.usageLimit < current.usageCount) {
        throw bad('maxUses', m.maxUsesBelowUsage(current.usageCount));
      }
      return q.updateCouponRow(tx, { id }, values);
    }),
  );
  return toCoupon(row);
}

/** The manager's active switch. */
export async function setCouponActive(db: Db, id: number, isActive: boolean) {
  const row = await q.updateCouponRow(db, { id }, { isActive });
  if (!row) throw notFound();
  return toCoupon(row);
}

/** Deletes a coupon nobody has redeemed; a redeemed one keeps its history (409: switch it off instead). */
export async function deleteCoupon(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await lockedCoupon(tx, id);
    if (await q.hasRedemptions(tx, { id })) throw new AppError('CONFLICT', m.usedNotDeleted);
    await q.deleteCouponRow(tx, { id });
  });
}
