import type { TextsIn } from '../../../lib/kit-texts';
import type { couponBoxTexts } from './en';

/** The coupon box's texts in Urdu. */
export const couponBoxTextsUr: TextsIn<typeof couponBoxTexts> = {
  field: 'کوپن کوڈ',
  placeholder: 'کوپن کوڈ درج کریں',
  apply: 'لاگو کریں',
  applying: 'لاگو ہو رہا ہے...',
  remove: 'ہٹائیں',
  removeLabel: (code) => `کوپن ${code} ہٹائیں`,
  applied: (code, amount) => `کوپن ${code} لاگو ہو گیا: ${amount} کی رعایت`,
  empty: 'براہ کرم کوپن کوڈ درج کریں۔',
};
