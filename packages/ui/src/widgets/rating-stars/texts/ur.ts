import type { TextsIn } from '../../../lib/kit-texts';
import type { ratingStarsTexts } from './en';

/** The rating stars' texts in Urdu. */
export const ratingStarsTextsUr: TextsIn<typeof ratingStarsTexts> = {
  rated: (rating, count) =>
    `5 میں سے ${rating} کی ریٹنگ${count !== undefined ? `، ${count} ${count === 1 ? 'ریٹنگ' : 'ریٹنگز'}` : ''}`,
  option: (rating) => `${rating} ${rating === 1 ? 'اسٹار' : 'اسٹارز'}`,
};
