import type { TextsIn } from '../../../lib/kit-texts';
import type { accountNavTexts } from './en';

/** The account navigation's texts in Urdu. */
export const accountNavTextsUr: TextsIn<typeof accountNavTexts> = {
  nav: 'اکاؤنٹ',
  profile: 'پروفائل',
  orders: 'میرے آرڈرز',
  returns: 'میری واپسیاں',
  cancellations: 'میری منسوخیاں',
  wishlist: 'وش لسٹ',
  followedShops: 'فالو کی گئی دکانیں',
};
