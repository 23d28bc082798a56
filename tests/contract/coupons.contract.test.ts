import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

const coupon = {
  Code: 'EID20',
  DiscountType: 'Percentage',
  DiscountValue: 20,
  MinimumOrderValue: 1000,
  UsageCount: 1,
  UsageLimit: null,
  StartDate: '2024-01-01T00:00:00Z',
  EndDate: '2030-01-01T00:00:00Z',
};

describe('coupons.validate', () => {
  it('reads the legacy string discount like the reference number', async () => {
    const { legacy, reference } = await readBoth(
      { body: { success: true, coupon, discountAmount: '500.00', message: 'Coupon applied successfully.' } },
      {
        body: {
          success: true,
          coupon: { ...coupon, VendorId: lower.shop },
          discountAmount: 500,
          message: 'Coupon applied successfully.',
        },
      },
      (api) => api.coupons.validate({ couponCode: 'EID20', orderValue: 2500 }),
    );
    expect(legacy).toEqual({
      coupon: { code: 'EID20', discountType: 'Percentage', discountValue: 20, minimumOrderValue: 1000 },
      discountAmount: 500,
      message: 'Coupon applied successfully.',
    });
    expect(reference).toEqual({ ...legacy, coupon: { ...legacy.coupon, shopId: lower.shop } });
  });

  it('reads an unknown discount type as no discount', async () => {
    const backend = fakeBackend({
      body: { success: true, coupon: { ...coupon, DiscountType: 'Weird', VendorId: ids.shop }, discountAmount: '0.00' },
    });
    const result = await backend.api.coupons.validate({ couponCode: 'X', orderValue: 100 });
    expect(result.coupon).toEqual({
      code: 'EID20',
      discountType: 'Flat',
      discountValue: 0,
      minimumOrderValue: 1000,
      shopId: lower.shop,
    });
    expect(result.discountAmount).toBe(0);
  });

  it('posts couponCode and orderValue', async () => {
    const backend = fakeBackend({ body: { success: true, coupon, discountAmount: 1 } });
    await backend.api.coupons.validate({ couponCode: 'EID20', orderValue: 2500 });
    expect(pathOf(backend.request.url)).toBe('/api/v1/coupons/validate');
    expect(backend.request.body).toEqual({ couponCode: 'EID20', orderValue: 2500 });
  });

  it("shows the server's text, else 'Failed to apply coupon. Try again.'", async () => {
    const expired = fakeBackend({
      status: 404,
      body: { success: false, message: 'Invalid, expired, or fully used coupon code.' },
    });
    await expect(expired.api.coupons.validate({ couponCode: 'X', orderValue: 1 })).rejects.toMatchObject({
      message: 'Invalid, expired, or fully used coupon code.',
    });
    const silent = fakeBackend({ status: 500, text: '' });
    await expect(silent.api.coupons.validate({ couponCode: 'X', orderValue: 1 })).rejects.toMatchObject({
      message: 'Failed to apply coupon. Try again.',
    });
  });

  it('reads a 200 with success:false as a failure', async () => {
    const backend = fakeBackend({ body: { success: false, message: 'Nope' } });
    await expect(backend.api.coupons.validate({ couponCode: 'X', orderValue: 1 })).rejects.toMatchObject({
      message: 'Nope',
    });
  });

  it('rejects a discount that is not a number', async () => {
    const backend = fakeBackend({ body: { success: true, coupon, discountAmount: 'lots' } });
    await expect(backend.api.coupons.validate({ couponCode: 'X', orderValue: 1 })).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining('discountAmount'),
    });
  });
});
