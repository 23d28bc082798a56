import { type Address, cartSubtotal, roundMoney, SHIPPING_FEE } from '@sauda/commerce';
import type { orderProducts, orders } from '../db/schema';
import type { PricedLine } from './catalogue-lines';

/** The coupon an order uses: its discount goes to its shop's sub-order. */
export interface AppliedCoupon {
  couponId: string;
  shopId: string;
  /** Rupees, at most the shop's subtotal. */
  discount: number;
}

/** Everything that makes an order, before it is written. */
export interface OrderDraft {
  userId: string;
  address: Address;
  /** Priced lines; lines of one shop go under one sub-order. */
  lines: readonly PricedLine[];
  coupon: AppliedCoupon | null;
  /** Makes the ids of the new rows (random in the app, seeded in the demo). */
  newId: () => string;
}

/** The rows of one order: the parent, one sub-order per shop, the lines. */
export interface OrderRows {
  parent: typeof orders.$inferInsert & { id: string; orderGroupId: string };
  subOrders: (typeof orders.$inferInsert)[];
  lines: (typeof orderProducts.$inferInsert)[];
}

/** The lines of each shop in the cart, shops in first-seen order. */
export function linesByShop(lines: readonly PricedLine[]): Map<string, PricedLine[]> {
  const groups = new Map<string, PricedLine[]>();
  for (const line of lines) groups.set(line.shopId, [...(groups.get(line.shopId) ?? []), line]);
  return groups;
}

/**
 * The rows of an order: the parent carries the subtotal (`totalAmount`), the discount, `amount` = subtotal −
 * discount and the Rs 200 shipping fee; each sub-order carries its shop's share.
 */
export function buildOrderRows({ userId, address, lines, coupon, newId }: OrderDraft): OrderRows {
  const orderGroupId = newId();
  const common = {
    orderGroupId,
    userId,
    fullName: address.fullName,
    country: address.country,
    streetAddressLine1: address.streetAddressLine1,
    streetAddressLine2: address.streetAddressLine2,
    province: address.state,
    city: address.city,
    zipCode: address.zipCode,
    phoneNumber: address.phoneNumber,
    email: address.email,
  };
  const subtotal = cartSubtotal(lines);
  const discount = coupon?.discount ?? 0;
  const parent = {
    ...common,
    id: newId(),
    totalAmount: subtotal,
    discount,
    amount: roundMoney(subtotal - discount),
    shippingFee: SHIPPING_FEE,
    couponId: coupon?.couponId ?? null,
  };
  const rows: OrderRows = { parent, subOrders: [], lines: [] };
  for (const [shopId, shopLines] of linesByShop(lines)) {
    const shopSubtotal = cartSubtotal(shopLines);
    const shopDiscount = coupon?.shopId === shopId ? coupon.discount : 0;
    const subOrderId = newId();
    rows.subOrders.push({
      ...common,
      id: subOrderId,
      parentOrderId: parent.id,
      shopId,
      totalAmount: shopSubtotal,
      discount: shopDiscount,
      amount: roundMoney(shopSubtotal - shopDiscount),
    });
    for (const line of shopLines) {
      rows.lines.push({
        orderId: subOrderId,
        orderGroupId,
        productId: line.productId,
        shopId,
        quantity: line.quantity,
        price: line.price,
        selectedSize: line.size,
        selectedColor: line.color,
        selectedImage: line.image,
        position: lines.indexOf(line),
      });
    }
  }
  return rows;
}
