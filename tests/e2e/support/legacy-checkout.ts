import type { Request } from '@playwright/test';
import { ids } from '../../contract/fixtures/ids';

// The original backend's checkout calls (shops, coupons, the saved address, order creation), computed as
// legacy-api-contract.md describes them:
// validate ignores the coupon's shop and names none (§3.9), coupons by vendor are bare full rows (§4.7), and
// /orders/create applies the coupon to its shop's items only, compares shop ids as strings, stores whole rupees and
// answers every failure with a 500 and no message (§3.10).

/** A shop that sells nothing in the journeys' carts. */
export const LEGACY_THIRD_SHOP = 'C4D5E6F7-4444-4555-8666-900011112222';

const shops: Record<string, string> = {
  [ids.shop]: 'Khaadi Store',
  [ids.shop2]: 'Home Goods',
  [LEGACY_THIRD_SHOP]: 'Ichhra Shoe Palace',
};

const coupon = (CouponId: string, Code: string, VendorId: string, over: Record<string, unknown>) => ({
  CouponId,
  Code,
  DiscountType: 'Percentage',
  DiscountValue: 10,
  MinimumOrderValue: 0,
  StartDate: '2025-01-01T00:00:00.000Z',
  EndDate: '2030-12-31T00:00:00.000Z',
  UsageLimit: null as number | null,
  UsageCount: 0,
  VendorId,
  CreatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** The coupon table: EID10 of the kurta's shop, RAMZAN20 expired, FLAT300 of a shop not in the cart. */
export const legacyCoupons = [
  coupon('0C000000-0000-4000-8000-000000000001', 'EID10', ids.shop, { MinimumOrderValue: 2000 }),
  coupon('0C000000-0000-4000-8000-000000000002', 'RAMZAN20', ids.shop, { EndDate: '2024-04-10T00:00:00.000Z' }),
  coupon('0C000000-0000-4000-8000-000000000003', 'FLAT300', LEGACY_THIRD_SHOP, {
    DiscountType: 'Flat',
    DiscountValue: 300,
    MinimumOrderValue: 3000,
  }),
];

type LegacyCoupon = (typeof legacyCoupons)[number];

/** An order as /orders/create stored its parent row. */
export interface LegacyStoredOrder {
  Amount: number;
  TotalAmount: number;
  Discount: number;
  cartItems: { shopId: string; items: { id?: string; price?: number; quantity?: number }[] }[];
}

const usable = (code: unknown, now = new Date()) =>
  legacyCoupons.find(
    (row) =>
      typeof code === 'string' &&
      row.Code.toLowerCase() === code.toLowerCase() && // SQL Server's default collation ignores case
      new Date(row.StartDate) <= now &&
      now <= new Date(row.EndDate) &&
      (row.UsageLimit === null || row.UsageCount < row.UsageLimit),
  );

const discountOf = (row: LegacyCoupon, value: number) =>
  row.DiscountType === 'Percentage'
    ? (value * row.DiscountValue) / 100
    : row.DiscountType === 'Flat'
      ? row.DiscountValue
      : 0;

/**
 * The answers of the legacy checkout calls, or null for another call. `orders` collects what /orders/create stored.
 * The shopper has no saved address (§3.8: 200 with null address fields).
 */
export function legacyCheckoutCalls(shopper: { name: string; phone: string; email: string }) {
  const orders: LegacyStoredOrder[] = [];
  const answer = (key: string, request: Request): { status: number; body: unknown } | null => {
    const [method, path = ''] = key.split(' ');
    const shopId = /^\/shops\/([^/]+)$/.exec(path)?.[1]?.toUpperCase();
    if (method === 'GET' && shopId !== undefined) {
      const Name = shops[shopId];
      if (!Name) return { status: 404, body: { message: 'Shop not found' } };
      const shop = { Id: shopId, Name, Email: 'shop@example.pk', Logo: null, CoverImage: null, Phone: '3001234567' };
      return {
        status: 200,
        body: {
          ...shop,
          OwnerId: ids.user,
          FollowersCount: 12,
          CreatedAt: '2024-01-01T00:00:00.000Z',
          OwnerName: 'Owner',
          FollowedShops: null,
        },
      };
    }
    const vendor = /^\/coupons\/vendor\/([^/]+)$/.exec(path)?.[1]?.toUpperCase();
    if (method === 'GET' && vendor !== undefined) {
      return { status: 200, body: legacyCoupons.filter((row) => row.VendorId === vendor) };
    }
    if (key === 'GET /addresses/address') {
      const none = { streetAddressLine1: null, streetAddressLine2: null, city: null, state: null, zipCode: null };
      return { status: 200, body: { Name: shopper.name, Phone: shopper.phone, Email: shopper.email, ...none } };
    }
    if (key === 'POST /addresses/create') return { status: 201, body: { message: 'Address created successfully' } };
    if (key === 'POST /coupons/validate') {
      const { couponCode, orderValue } = request.postDataJSON() as { couponCode?: string; orderValue?: number };
      if (!couponCode || !orderValue) {
        return { status: 400, body: { success: false, message: 'Coupon code and order value are required.' } };
      }
      const row = usable(couponCode);
      if (!row)
        return { status: 404, body: { success: false, message: 'Invalid, expired, or fully used coupon code.' } };
      if (orderValue < row.MinimumOrderValue) {
        const message = `Order value must be at least ${row.MinimumOrderValue} to use this coupon.`;
        return { status: 400, body: { success: false, message } };
      }
      const { CouponId: _id, VendorId: _vendor, CreatedAt: _created, ...shown } = row;
      const discountAmount = discountOf(row, orderValue).toFixed(2);
      return {
        status: 200,
        body: { success: true, coupon: shown, discountAmount, message: 'Coupon applied successfully.' },
      };
    }
    if (key === 'POST /orders/create') {
      const failed = { status: 500, body: { error: 'Error creating orders' } };
      const body = request.postDataJSON() as { couponCode?: string; cartItems?: LegacyStoredOrder['cartItems'] };
      const groups = body.cartItems ?? [];
      if (groups.length === 0) return failed;
      const sum = (items: LegacyStoredOrder['cartItems'][number]['items']) =>
        items
          .filter((line) => line.id && (line.price ?? 0) > 0 && (line.quantity ?? 0) > 0)
          .reduce((total, line) => total + (line.price ?? 0) * (line.quantity ?? 0), 0);
      const subtotal = sum(groups.flatMap((group) => group.items));
      let discount = 0;
      if (body.couponCode) {
        const row = usable(body.couponCode);
        const group = row && groups.find((candidate) => candidate.shopId === row.VendorId);
        if (!row || !group) return failed;
        const shopSubtotal = sum(group.items);
        if (shopSubtotal < row.MinimumOrderValue) return failed;
        discount = Math.min(discountOf(row, shopSubtotal), shopSubtotal);
      }
      // Bound as Decimal without scale: whole rupees.
      orders.push({
        Amount: Math.round(subtotal - discount),
        TotalAmount: Math.round(subtotal),
        Discount: Math.round(discount),
        cartItems: groups,
      });
      return { status: 201, body: { message: 'Orders created successfully', parentOrderId: ids.order } };
    }
    return null;
  };
  return { orders, answer };
}
