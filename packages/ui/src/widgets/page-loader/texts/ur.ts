import type { TextsIn } from '../../../lib/kit-texts';
import type { pageLoaderTexts } from './en';

/** The page loader's texts in Urdu. */
export const pageLoaderTextsUr: TextsIn<typeof pageLoaderTexts> = {
  loading: 'لوڈ ہو رہا ہے...',
};
