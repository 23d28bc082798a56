import type { TextsIn } from '../../../lib/kit-texts';
import type { paymentMethodTexts } from './en';

/** The payment method's texts in Urdu. */
export const paymentMethodTextsUr: TextsIn<typeof paymentMethodTexts> = {
  title: 'ادائیگی کا طریقہ',
  cashOnDelivery: 'کیش آن ڈیلیوری',
  description: 'آرڈر ڈیلیور ہونے پر نقد ادائیگی کریں۔',
};
