import type { TextsIn } from '../../../lib/kit-texts';
import type { orderActionsTexts } from './en';

/** The order actions' texts in Urdu. */
export const orderActionsTextsUr: TextsIn<typeof orderActionsTexts> = {
  track: 'ٹریک کریں',
  cancel: 'منسوخ کریں',
  return: 'واپس کریں',
  actionName: (action, orderName) => `${orderName} ${action}`,
};
