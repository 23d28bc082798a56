import { formatCount } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { reviewFiltersTexts } from './en';

/** The review filters' texts in Urdu. */
export const reviewFiltersTextsUr: TextsIn<typeof reviewFiltersTexts> = {
  sort: 'ریویوز کی ترتیب',
  sorts: {
    newest: 'تازہ ترین',
    highest: 'سب سے زیادہ ریٹنگ',
    lowest: 'سب سے کم ریٹنگ',
    withPhotosFirst: 'تصاویر والے پہلے',
  },
  withPhotos: (count) => `تصاویر کے ساتھ (${formatCount(count)})`,
};
