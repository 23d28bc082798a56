export * from './coupon-discount';
export * from './voucher';
