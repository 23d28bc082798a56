export * from './coupon-discount';
