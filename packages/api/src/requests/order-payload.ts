import { canonicalPhone, groupCartByShop, type Address, type CartLine } from '@sauda/commerce';
import type { OrderCreateBody, OrderLine } from '../wire/orders';

/** What the checkout hands over to place an order. */
export interface PlaceOrderInput {
  userId: string;
  address: Address;
  lines: readonly CartLine[];
  /** Empty or absent when no coupon is applied. */
  couponCode?: string | null;
}

/** How ids go on the wire: as held, or upper-case GUIDs (the legacy coupon check compares shop ids as text). */
export type GuidCase = 'as-is' | 'upper';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function wireId(id: string, guidCase: GuidCase): string {
  return guidCase === 'upper' && GUID.test(id.trim()) ? id.trim().toUpperCase() : id;
}

function toOrderLine(line: CartLine, guidCase: GuidCase): OrderLine {
  return {
    id: wireId(line.productId, guidCase),
    price: line.price,
    quantity: line.quantity,
    size: line.size,
    color: line.color === '' ? null : line.color,
    image: line.image === '' ? null : line.image,
    shopId: wireId(line.shopId, guidCase),
    name: line.name,
    subtotal: line.price * line.quantity,
  };
}

/**
 * The body of `POST /orders/create`: the address (the phone in its one stored form, '3001234567', however it was
 * typed; the postcode empty when none was given), the user, the coupon and the cart grouped by shop.
 */
export function buildOrderPayload(input: PlaceOrderInput, guidCase: GuidCase = 'as-is'): OrderCreateBody {
  const { address } = input;
  return {
    fullName: address.fullName,
    country: address.country,
    streetAddressLine1: address.streetAddressLine1,
    streetAddressLine2: address.streetAddressLine2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    phoneNumber: canonicalPhone(address.phoneNumber),
    email: address.email,
    userId: wireId(input.userId, guidCase),
    couponCode: input.couponCode?.trim() ?? '',
    cartItems: groupCartByShop(input.lines).map((group) => ({
      shopId: wireId(group.shopId, guidCase),
      items: group.items.map((line) => toOrderLine(line, guidCase)),
    })),
  };
}
