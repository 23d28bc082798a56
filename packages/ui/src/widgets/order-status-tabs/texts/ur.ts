import { URDU_ORDER_STATUS_NAMES } from '@sauda/commerce';
import type { TextsIn } from '../../../lib/kit-texts';
import type { orderStatusTabsTexts } from './en';

/** The status tabs' texts in Urdu. */
export const orderStatusTabsTextsUr: TextsIn<typeof orderStatusTabsTexts> = {
  tabs: 'آرڈر کی صورتحال',
  all: 'تمام',
  pending: URDU_ORDER_STATUS_NAMES.pending,
  confirmed: URDU_ORDER_STATUS_NAMES.confirmed,
  shipped: URDU_ORDER_STATUS_NAMES.shipped,
  delivered: URDU_ORDER_STATUS_NAMES.delivered,
};
