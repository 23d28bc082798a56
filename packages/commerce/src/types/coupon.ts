import type { Id } from './ids';

export type CouponDiscountType = 'Percentage' | 'Flat';

/** A coupon as validated by the server. */
export interface Coupon {
  code: string;
  discountType: CouponDiscountType;
  discountValue: number;
  minimumOrderValue: number;
  shopId?: Id;
  /** The coupon's shop by name, when the server says (messages name it). */
  shopName?: string;
}
