import { isVoucherUsable, type Coupon, type CouponDiscountType } from '@sauda/commerce';
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, shops } from '../db/schema';

/** A coupon row as stored. */
export type CouponRow = typeof coupons.$inferSelect;

/** Longest coupon code accepted, and the text for a longer one. */
export const COUPON_CODE_MAX = 50;
export const COUPON_CODE_TOO_LONG = 'Coupon code is too long.';

/** The legacy text for a code that is unknown, outside its dates or used up. */
export const INVALID_COUPON_MESSAGE = 'Invalid, expired, or fully used coupon code.';

/** True while the coupon is inside its dates and under its usage limit (no limit = unlimited). */
export function couponIsUsable(coupon: CouponRow, now: Date): boolean {
  return isVoucherUsable(coupon, now);
}

/** The coupon as the commerce rules read it (an unknown discount type gives no discount there). */
export function toCouponRule(
  coupon: Pick<CouponRow, 'discountType' | 'discountValue'> & { minimumOrderValue?: number | undefined },
  shopName?: string,
): Pick<Coupon, 'discountType' | 'discountValue' | 'minimumOrderValue' | 'shopName'> {
  return {
    discountType: coupon.discountType as CouponDiscountType,
    discountValue: coupon.discountValue,
    minimumOrderValue: coupon.minimumOrderValue ?? 0,
    ...(shopName ? { shopName } : {}),
  };
}

/** The name of the coupon's shop (its messages name it), or undefined. */
export async function couponShopName(db: Database, coupon: Pick<CouponRow, 'vendorId'>): Promise<string | undefined> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, coupon.vendorId));
  return shop?.name;
}

/** The shop's coupons that can be used now, smallest minimum first, or null when no shop has this id. */
export async function usableShopCoupons(db: Database, shopId: string, now: Date) {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  if (!shop) return null;
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.vendorId, shopId),
        lte(coupons.startDate, now),
        gte(coupons.endDate, now),
        or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit)),
      ),
    )
    .orderBy(asc(coupons.minimumOrderValue), asc(coupons.code));
  return { shopName: shop.name, coupons: rows };
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
