import type { vouchers as en } from '../en/vouchers';
import type { Translation } from '@sauda/commerce';

/**
 * Urdu texts of the shops' vouchers (store page, product page, cart); the keys and arguments are English's
 * (`../en/vouchers.ts`).
 */
export const vouchers = {
  /** Toast after a voucher is tapped away from the cart and checkout, where it is applied. */
  chosen: (code: string) => `واؤچر ${code} چیک آؤٹ پر اس دکان کی اشیاء پر لاگو ہو جائے گا۔`,
  /** The heading of a shop's lines in the cart, before the shop's name (a link to its store). */
  shopLinesBefore: 'دکان: ',
  /** A shop's lines while its name loads, or when it cannot be read. */
  unnamedShop: 'ایک دکان کی اشیاء',
} as const satisfies Translation<typeof en>;
