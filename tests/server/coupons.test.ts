import { errorCodeOf } from '@sauda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from '../../packages/server/src/seed/build-demo';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validate = (body: unknown) => call(server, '/coupons/validate', { body });
/** A refusal as the client sees it: `code` is the status's general one unless the reason has its own. */
const refused = (status: number, message: string, code = errorCodeOf(status), params?: object) => ({
  status,
  body: { success: false, message, code, ...(params ? { params } : {}) },
});
const INVALID = 'Invalid, expired, or fully used coupon code.';
const REQUIRED = 'Coupon code and order value are required.';

describe('POST /coupons/validate', () => {
  it('answers a Percentage coupon with the coupon, its shop and the discount', async () => {
    const { status, body } = await validate({ couponCode: 'EID10', orderValue: 2500 });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      coupon: {
        CouponId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        Code: 'EID10',
        DiscountType: 'Percentage',
        DiscountValue: 10,
        MinimumOrderValue: 2000,
        UsageCount: 0,
        UsageLimit: null,
        StartDate: '2025-01-01T00:00:00.000Z',
        EndDate: '2030-12-31T00:00:00.000Z',
        ShopId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        VendorId: body.coupon.ShopId,
        ShopName: (await call(server, `/shops/${body.coupon.ShopId}`)).body.Name,
      },
      discountAmount: 250,
      message: 'Coupon applied successfully.',
    });
  });

  it('applies at exactly the minimum and refuses one rupee under, naming the shop and the minimum in rupees', async () => {
    const atMinimum = await validate({ couponCode: 'EID10', orderValue: 2000 });
    expect(atMinimum.status).toBe(200);
    expect(atMinimum.body.discountAmount).toBe(200);
    const shopName = atMinimum.body.coupon.ShopName as string;
    expect(shopName).toMatch(/\w/);
    expect(await validate({ couponCode: 'EID10', orderValue: 1999 })).toEqual(
      refused(400, `Spend Rs 2,000 on ${shopName}'s items to use this voucher.`, 'coupon_minimum_not_met', {
        minimum: 2000,
        shop: shopName,
      }),
    );
  });

  it('gives a Flat coupon its value and reads codes case-insensitively', async () => {
    const flat = await validate({ couponCode: 'flat300', orderValue: 3000 });
    expect(flat.status).toBe(200);
    expect(flat.body).toMatchObject({ coupon: { Code: 'FLAT300', DiscountType: 'Flat' }, discountAmount: 300 });
    const percent = await validate({ couponCode: ' sauda15 ', orderValue: 999 });
    expect(percent.body).toMatchObject({ coupon: { UsageCount: 12, UsageLimit: 1000 }, discountAmount: 149.85 });
  });

  it('answers 404 for unknown, expired and used-up codes', async () => {
    expect(await validate({ couponCode: 'NOSUCHCODE', orderValue: 5000 })).toEqual(
      refused(404, INVALID, 'coupon_not_found'),
    );
    expect(await validate({ couponCode: 'RAMZAN20', orderValue: 5000 })).toEqual(
      refused(404, INVALID, 'coupon_not_found'),
    );
    expect(await validate({ couponCode: 'FIRST50', orderValue: 5000 })).toEqual(
      refused(404, INVALID, 'coupon_not_found'),
    );
  });

  it('answers 400 for a missing code, a zero or non-numeric order value, or a body that is not JSON', async () => {
    expect(await validate({ orderValue: 100 })).toEqual(refused(400, REQUIRED));
    expect(await validate({ couponCode: '  ', orderValue: 100 })).toEqual(refused(400, REQUIRED));
    expect(await validate({ couponCode: 'EID10', orderValue: 0 })).toEqual(refused(400, REQUIRED));
    expect(await validate({ couponCode: 'EID10', orderValue: '2500' })).toEqual(refused(400, REQUIRED));
    expect(await validate({ couponCode: 'X'.repeat(51), orderValue: 100 })).toEqual(
      refused(400, 'Coupon code is too long.'),
    );
    const response = await fetch(`${server.url}/api/v1/coupons/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect({ status: response.status, body: await response.json() }).toEqual(
      refused(400, 'The request body is not valid JSON', 'invalid_json'),
    );
  });
});

describe('GET /coupons/vendor/{shopId}', () => {
  const shopOf = async (code: string) =>
    (await validate({ couponCode: code, orderValue: 100_000 })).body.coupon as { ShopId: string; ShopName: string };
  const vouchersOf = (shopId: string) => call(server, `/coupons/vendor/${shopId}`);

  it("lists a shop's usable coupons with its name, the same rows the validate answer carries", async () => {
    const shop = await shopOf('EID10');
    const { status, body } = await vouchersOf(shop.ShopId.toUpperCase());
    expect(status).toBe(200);
    expect(body).toEqual([(await validate({ couponCode: 'EID10', orderValue: 100_000 })).body.coupon]);
    expect(body[0]).toMatchObject({ Code: 'EID10', VendorId: shop.ShopId, ShopName: shop.ShopName });
  });

  it('leaves out expired and used-up coupons, and answers [] for a shop without vouchers', async () => {
    const { body: directory } = await call(server, '/shops?perPage=100');
    const shops = directory.shops as { Id: string }[];
    const lists = await Promise.all(shops.map(async (shop) => (await vouchersOf(shop.Id)).body as { Code: string }[]));
    const codes = lists.flat().map((row) => row.Code);
    // RAMZAN20 is expired and FIRST50 used up: the demo's other four codes are every shop's vouchers.
    expect(codes.sort()).toEqual(['AZADI500', 'EID10', 'FLAT300', 'SAUDA15']);
    expect(lists.some((list) => list.length === 0)).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown shop', async () => {
    expect(await vouchersOf('not-a-shop')).toEqual({
      status: 400,
      body: { message: 'Invalid id format', code: 'invalid_id' },
    });
    expect(await vouchersOf('00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { message: 'Shop not found', code: 'shop_not_found' },
    });
  });
});

describe('demo coupons', () => {
  it('each belongs to a shop that sells products, so every code can be tried on a real cart', () => {
    const rows = buildDemo({ demo: 'x', locked: 'y' });
    const selling = new Set(rows.products.map((product) => product.shopId));
    expect(rows.coupons.length).toBeGreaterThan(0);
    for (const coupon of rows.coupons) expect(selling.has(coupon.vendorId as string), coupon.code).toBe(true);
  });
});
