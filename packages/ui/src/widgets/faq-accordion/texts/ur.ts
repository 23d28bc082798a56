import type { TextsIn } from '../../../lib/kit-texts';
import type { faqAccordionTexts } from './en';

/** The FAQ accordion's texts in Urdu. */
export const faqAccordionTextsUr: TextsIn<typeof faqAccordionTexts> = {
  search: 'سوالات تلاش کریں',
  searchPlaceholder: 'سوالات تلاش کریں...',
  noMatches: 'آپ کی تلاش سے کوئی سوال میل نہیں کھاتا۔',
};
