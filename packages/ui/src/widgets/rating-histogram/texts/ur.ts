import { formatCount } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { ratingHistogramTexts } from './en';

/** The rating histogram's texts in Urdu. */
export const ratingHistogramTextsUr: TextsIn<typeof ratingHistogramTexts> = {
  total: (total) => `${formatCount(total)} ${total === 1 ? 'ریٹنگ' : 'ریٹنگز'}`,
  row: (star, _count, countText) => `${formatCount(star)} ${star === 1 ? 'اسٹار' : 'اسٹارز'}: ${countText}`,
  rows: 'اسٹارز کے لحاظ سے ریٹنگز',
};
