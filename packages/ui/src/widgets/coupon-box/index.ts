export { CouponBox, type CouponBoxProps } from './coupon-box';
