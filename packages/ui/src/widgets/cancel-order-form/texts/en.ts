import {
  CANCEL_FAILED_MESSAGE,
  CANCEL_ORDER_ID_INVALID_MESSAGE,
  CANCEL_REASON_REQUIRED_MESSAGE,
  CANCEL_SUCCESS_MESSAGE,
} from '@sauda/commerce';
import type { OrderRequestFormLabels } from '../../order-request-form';
import type { CancelOrderFormLabels } from '../cancel-order-form';

/**
 * The cancel form's own texts in English (the spec's, from commerce): its defaults, and the keys of its texts in any
 * other language (`./ur.ts`). The order id and 'Submitting...' are the frame's (`order-request-form/texts`).
 */
export const cancelOrderFormTexts = {
  submit: 'Submit Cancellation Request',
  success: CANCEL_SUCCESS_MESSAGE,
  failure: CANCEL_FAILED_MESSAGE,
  reason: 'Reason for Cancellation',
  orderIdInvalid: CANCEL_ORDER_ID_INVALID_MESSAGE,
  reasonRequired: CANCEL_REASON_REQUIRED_MESSAGE,
} satisfies Required<Omit<CancelOrderFormLabels, keyof OrderRequestFormLabels>>;
