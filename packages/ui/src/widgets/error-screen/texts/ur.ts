import type { TextsIn } from '../../../lib/kit-texts';
import type { errorScreenTexts } from './en';

/** The error screens' texts in Urdu. */
export const errorScreenTextsUr: TextsIn<typeof errorScreenTexts> = {
  genericTitle: 'اوہ! کچھ غلط ہو گیا۔',
  genericDescription: 'ایک غیر متوقع خرابی پیش آ گئی۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں یا ہوم پیج پر واپس جائیں۔',
  storeNotFoundTitle: 'ہم معذرت خواہ ہیں، ایک خرابی پیش آ گئی ہے',
  storeNotFoundDescription: 'لگتا ہے یہ صفحہ ہم سے کہیں کھو گیا ہے، لیکن ہم آپ کو کھونا نہیں چاہتے۔',
  productNotFoundTitle: 'کوئی پروڈکٹ نہیں ملا',
  pageNotFoundTitle: 'صفحہ نہیں ملا',
  pageNotFoundDescription: 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو چکا ہے۔',
  serverErrorTitle: 'سرور کی خرابی',
  serverErrorDescription: 'ہمارے سرور میں کوئی مسئلہ پیش آ گیا۔ براہ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
  goToHomepage: 'ہوم پیج پر جائیں',
  reloadPage: 'صفحہ دوبارہ لوڈ کریں',
  backToHome: 'ہوم پیج پر واپس جائیں',
  exploreProducts: 'پروڈکٹس دیکھیں',
  home: 'ہوم',
};
