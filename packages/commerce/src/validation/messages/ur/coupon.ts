import { formatPrice } from '../../../format/price';
import type { Complete } from '../../../translation';
import type * as en from '../en/coupon';
import type * as ur from './coupon';

// Coupon: the texts of spec §5, §8 in Urdu.
export const COUPON_APPLIED_MESSAGE = 'کوپن کامیابی سے لاگو ہو گیا!';
export const COUPON_INVALID_MESSAGE = 'کوپن کوڈ درست نہیں۔';
export const COUPON_FAILED_MESSAGE = 'کوپن لاگو نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔';
/** The minimum of a coupon whose shop is not known (as in English, the bare amount). */
export function couponMinimumMessage(minimumOrderValue: number): string {
  return `یہ کوپن استعمال کرنے کے لیے دکان کی اشیاء کی کل رقم کم از کم ${minimumOrderValue} ہونی چاہیے۔`;
}

/** The minimum of a shop's voucher: the shop's name and rupees. */
export function couponShopMinimumMessage(minimumOrderValue: number, shopName: string): string {
  return `یہ واؤچر استعمال کرنے کے لیے دکان ${shopName} کی اشیاء پر کم از کم ${formatPrice(minimumOrderValue)} کی خریداری کریں۔`;
}

/** A coupon of a shop with no items in the cart, with the shop's name when it is known. */
export function couponOtherShopMessage(code: string, shopName?: string | null): string {
  return shopName
    ? `واؤچر ${code} دکان ${shopName} کا ہے: اسے استعمال کرنے کے لیے اس دکان کی اشیاء کارٹ میں شامل کریں۔`
    : `واؤچر ${code} آپ کی کارٹ میں موجود کسی دکان کا نہیں ہے۔`;
}

/** Fails the type check when a text of `../en/coupon.ts` is missing here, or one it lacks is added. */
export type Checked = Complete<typeof ur, typeof en>;
