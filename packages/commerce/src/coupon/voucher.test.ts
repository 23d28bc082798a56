import { describe, expect, it } from 'vitest';
import { findVoucher, isVoucherUsable, voucherCondition, voucherOffer, type Voucher } from './voucher';

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  code: 'EID10',
  discountType: 'Percentage',
  discountValue: 10,
  minimumOrderValue: 2000,
  shopId: 'shop-a',
  startDate: new Date('2025-01-01T00:00:00Z'),
  endDate: new Date('2030-12-31T00:00:00Z'),
  usageLimit: null,
  usageCount: 0,
  ...over,
});
const now = new Date('2026-06-01T00:00:00Z');

describe('isVoucherUsable', () => {
  it('is usable inside its dates and under its limit', () => {
    expect(isVoucherUsable(voucher(), now)).toBe(true);
    expect(isVoucherUsable(voucher({ usageLimit: 1000, usageCount: 12 }), now)).toBe(true);
    expect(isVoucherUsable(voucher({ startDate: null, endDate: null }), now)).toBe(true);
  });

  it('is not usable before its start, after its end or used up', () => {
    expect(isVoucherUsable(voucher({ startDate: new Date('2026-07-01T00:00:00Z') }), now)).toBe(false);
    expect(isVoucherUsable(voucher({ endDate: new Date('2024-04-10T00:00:00Z') }), now)).toBe(false);
    expect(isVoucherUsable(voucher({ usageLimit: 100, usageCount: 100 }), now)).toBe(false);
  });
});

describe('voucher texts', () => {
  it('says what a voucher takes off and from what spend', () => {
    expect(voucherOffer(voucher())).toBe('10% off');
    expect(voucherOffer(voucher({ discountType: 'Flat', discountValue: 1500 }))).toBe('Rs 1,500 off');
    expect(voucherCondition(voucher())).toBe('Min. spend Rs 2,000');
    expect(voucherCondition(voucher({ minimumOrderValue: 0 }))).toBe('No minimum spend');
  });

  it('finds a voucher by its code as shoppers type it', () => {
    expect(findVoucher([voucher({ code: 'FLAT300' }), voucher()], ' eid10 ')?.code).toBe('EID10');
    expect(findVoucher([voucher()], 'EID1')).toBeUndefined();
  });
});
