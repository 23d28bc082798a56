import type { CartLine } from '@sauda/commerce';
import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from './order-payload';

const guid = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`;
const line = (product: number, shop: number): CartLine => ({
  productId: guid(product),
  name: 'P',
  brand: 'B',
  color: '',
  size: null,
  image: '',
  price: 100,
  oldPrice: null,
  quantity: 2,
  shopId: guid(shop),
});
const address = {
  fullName: 'A',
  country: 'Pakistan',
  streetAddressLine1: 'L1',
  streetAddressLine2: '',
  city: 'Lahore',
  state: 'Punjab',
  zipCode: '54000',
  phoneNumber: '3001234567',
  email: 'a@b.pk',
};

describe('buildOrderPayload', () => {
  it('groups lines by shop in first-seen order and keeps product ids', () => {
    const payload = buildOrderPayload({ userId: 'u', address, lines: [line(1, 8), line(2, 9), line(3, 8)] });
    expect(payload.cartItems.map((group) => [group.shopId, group.items.map((item) => item.id)])).toEqual([
      [guid(8), [guid(1), guid(3)]],
      [guid(9), [guid(2)]],
    ]);
    expect(payload.cartItems[0]?.items[0]).toMatchObject({ color: null, image: null, subtotal: 200 });
    expect(payload.couponCode).toBe('');
  });

  it('upper-cases GUIDs only when asked, leaving other ids alone', () => {
    const payload = buildOrderPayload({ userId: 'user-7', address, lines: [line(1, 8)], couponCode: ' EID ' }, 'upper');
    expect(payload.userId).toBe('user-7');
    expect(payload.couponCode).toBe('EID');
    expect(payload.cartItems[0]?.shopId).toBe(guid(8).toUpperCase());
  });
});
