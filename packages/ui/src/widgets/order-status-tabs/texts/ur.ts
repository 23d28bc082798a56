import type { TextsIn } from '../../../lib/kit-texts';
import type { orderStatusTabsTexts } from './en';

/** The status tabs' texts in Urdu. */
export const orderStatusTabsTextsUr: TextsIn<typeof orderStatusTabsTexts> = {
  tabs: 'آرڈر کی صورتحال',
  all: 'تمام',
  pending: 'زیرِ التوا',
  confirmed: 'کنفرم شدہ',
  shipped: 'روانہ شدہ',
  delivered: 'ڈیلیور شدہ',
};
