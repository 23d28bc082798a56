import type { TextsIn } from '../../../lib/kit-texts';
import type { filterChipsTexts } from './en';

/** The filter chips' texts in Urdu. */
export const filterChipsTextsUr: TextsIn<typeof filterChipsTexts> = {
  title: 'منتخب فلٹرز:',
  remove: (chip) => `فلٹر ${chip.label} ہٹائیں`,
  none: 'کوئی نہیں',
  rating: (rating) => `${rating} اسٹارز اور اس سے زیادہ`,
  sorts: {
    lowToHighPrice: 'قیمت: کم سے زیادہ',
    highToLowPrice: 'قیمت: زیادہ سے کم',
    highToLowDiscount: 'رعایت: زیادہ سے کم',
    topRated: 'ریٹنگ: زیادہ سے کم',
  },
};
