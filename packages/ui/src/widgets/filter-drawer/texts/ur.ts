import type { TextsIn } from '../../../lib/kit-texts';
import type { filterDrawerTexts } from './en';

/** The filter drawer's texts in Urdu. */
export const filterDrawerTextsUr: TextsIn<typeof filterDrawerTexts> = {
  trigger: 'فلٹرز',
  title: 'فلٹرز',
  activeCount: (count) => `${count} فعال`,
  done: 'مکمل',
  close: 'بند کریں',
};
