import type { TextsIn } from '../../../lib/kit-texts';
import type { orderConfirmationTexts } from './en';

/** The confirmation's texts in Urdu. */
export const orderConfirmationTextsUr: TextsIn<typeof orderConfirmationTexts> = {
  orderNumber: 'آرڈر نمبر',
  orderId: 'آرڈر آئی ڈی',
  total: 'ڈیلیوری پر ادا کی جانے والی رقم',
  paymentMethod: 'کیش آن ڈیلیوری',
  items: 'اشیاء',
  quantity: 'تعداد',
  unnamedProduct: 'بے نام پروڈکٹ',
  address: 'ڈیلیوری ایڈریس',
  next: 'آگے کیا ہوگا',
  steps: [
    'دکان آپ کا آرڈر کنفرم کر کے پیک کرتی ہے۔',
    'کوریئر اسے آپ کے ایڈریس پر پہنچاتا ہے؛ آپ ٹریکنگ پیج پر اسے دیکھ سکتے ہیں۔',
    (total) => `آرڈر پہنچنے پر ${total} نقد ادا کریں۔`,
  ],
  estimate: (date) => `${date} تک پہنچنے کی توقع ہے`,
  track: 'اپنا آرڈر ٹریک کریں',
  details: 'آرڈر کی تفصیلات دیکھیں',
  continueShopping: 'خریداری جاری رکھیں',
  loading: 'آپ کا آرڈر لوڈ ہو رہا ہے',
  empty: 'آرڈر نہیں ملا۔',
};
