import { describe, expect, it, vi } from 'vitest';
import { createSend, type FetchLike } from '../core/http';
import { createCall } from './call';
import { couponsClient } from './coupons-client';

const KHAADI = 'B0000000-0000-4000-8000-000000000001';
const BOTTLES = 'B0000000-0000-4000-8000-000000000002';
const EMPTY_SHOP = 'B0000000-0000-4000-8000-000000000003';

/** A full coupon row as the legacy `GET /coupons/vendor/{id}` answers it (contract §4.7): no shop name. */
const row = (Code: string, VendorId: string, over: Record<string, unknown> = {}) => ({
  CouponId: `C${Code.length}000000-0000-4000-8000-000000000001`,
  Code,
  DiscountType: 'Percentage',
  DiscountValue: 10,
  MinimumOrderValue: 2000,
  UsageCount: 0,
  UsageLimit: null,
  StartDate: '2025-01-01T00:00:00.000Z',
  EndDate: '2030-12-31T00:00:00.000Z',
  VendorId,
  CreatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const legacyRows: Record<string, unknown[]> = {
  [KHAADI]: [
    row('EID10', KHAADI),
    row('RAMZAN20', KHAADI, { EndDate: '2024-04-10T00:00:00.000Z' }),
    row('FIRST50', KHAADI, { DiscountType: 'Flat', UsageLimit: 100, UsageCount: 100 }),
  ],
  [BOTTLES]: [row('FLAT300', BOTTLES, { DiscountType: 'Flat', DiscountValue: 300, MinimumOrderValue: 3000 })],
};

function legacyBackend() {
  const fetch = vi.fn<FetchLike>(async (input) => {
    const shopId = new URL(input).pathname.split('/').pop() ?? '';
    // The legacy backend's quirk for "nothing" (contract §1.6): a shop without coupons may answer 404.
    const rows = legacyRows[shopId];
    return rows
      ? new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: 'No coupons found' }), { status: 404 });
  });
  return { client: couponsClient(createCall(createSend({ baseUrl: 'http://api.test', fetch }))), fetch };
}

describe('coupon-shop lookup on the legacy backend (validate names no shop)', () => {
  it("finds the coupon's shop among the cart's shops, as typed", async () => {
    const { client, fetch } = legacyBackend();
    const found = await client.findAmongShops(' eid10 ', [BOTTLES, KHAADI]);
    expect(found).toMatchObject({ code: 'EID10', shopId: KHAADI.toLowerCase(), minimumOrderValue: 2000 });
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(
      [BOTTLES, KHAADI].map((id) => `http://api.test/api/v1/coupons/vendor/${id}`).sort(),
    );
  });

  it('finds nothing for a coupon of a shop not in the cart, or an expired or used-up one', async () => {
    const { client } = legacyBackend();
    expect(await client.findAmongShops('EID10', [BOTTLES, EMPTY_SHOP])).toBeNull();
    expect(await client.findAmongShops('RAMZAN20', [KHAADI])).toBeNull();
    expect(await client.findAmongShops('FIRST50', [KHAADI])).toBeNull();
  });

  it("lists a shop's usable vouchers only, and none for a 404", async () => {
    const { client } = legacyBackend();
    expect((await client.byShop(KHAADI)).map((voucher) => voucher.code)).toEqual(['EID10']);
    expect(await client.byShop(EMPTY_SHOP)).toEqual([]);
  });
});
