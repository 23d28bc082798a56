export { CouponBox, type CouponBoxLabels, type CouponBoxProps } from './coupon-box';
