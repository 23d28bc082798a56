import type { Coupon, CouponDiscountType } from '@sauda/commerce';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons } from '../db/schema';

/** A coupon row as stored. */
export type CouponRow = typeof coupons.$inferSelect;

/** Longest coupon code accepted, and the text for a longer one. */
export const COUPON_CODE_MAX = 50;
export const COUPON_CODE_TOO_LONG = 'Coupon code is too long.';

/** The legacy text for a code that is unknown, outside its dates or used up. */
export const INVALID_COUPON_MESSAGE = 'Invalid, expired, or fully used coupon code.';

/** True while the coupon is inside its dates and under its usage limit (no limit = unlimited). */
export function couponIsUsable(coupon: CouponRow, now: Date): boolean {
  const inDates = coupon.startDate <= now && now <= coupon.endDate;
  const underLimit = coupon.usageLimit === null || coupon.usageCount < coupon.usageLimit;
  return inDates && underLimit;
}

/** The coupon as the commerce rules read it (an unknown discount type gives no discount there). */
export function toCouponRule(
  coupon: Pick<CouponRow, 'discountType' | 'discountValue'> & { minimumOrderValue?: number | undefined },
): Pick<Coupon, 'discountType' | 'discountValue' | 'minimumOrderValue'> {
  return {
    discountType: coupon.discountType as CouponDiscountType,
    discountValue: coupon.discountValue,
    minimumOrderValue: coupon.minimumOrderValue ?? 0,
  };
}

/**
 * The coupon with this code, case-insensitively (codes are typed by shoppers), or null. `lock` takes a row lock so
 * concurrent orders count its usage one after the other.
 */
export async function findCoupon(db: Database, code: string, { lock = false } = {}): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
    .limit(1);
  const [coupon] = lock ? await query.for('update') : await query;
  return coupon ?? null;
}
