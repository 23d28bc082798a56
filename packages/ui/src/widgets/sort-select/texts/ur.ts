import type { TextsIn } from '../../../lib/kit-texts';
import type { sortSelectTexts } from './en';

/** The sort select's texts in Urdu. */
export const sortSelectTextsUr: TextsIn<typeof sortSelectTexts> = {
  label: 'ترتیب',
  placeholder: 'پہلے سے طے شدہ ترتیب',
  sorts: {
    lowToHighPrice: 'قیمت: کم سے زیادہ',
    highToLowPrice: 'قیمت: زیادہ سے کم',
    highToLowDiscount: 'رعایت: زیادہ سے کم',
    topRated: 'ریٹنگ: زیادہ سے کم',
  },
};
