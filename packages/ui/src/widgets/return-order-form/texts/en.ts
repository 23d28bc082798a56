import {
  RETURN_FAILED_MESSAGE,
  RETURN_ORDER_ID_INVALID_MESSAGE,
  RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  RETURN_POLICY_REQUIRED_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
  RETURN_SUCCESS_MESSAGE,
} from '@sauda/commerce';
import type { OrderRequestFormLabels } from '../../order-request-form';
import type { ReturnOrderFormLabels } from '../return-order-form';

/**
 * The return form's own texts in English (the spec's, from commerce): its defaults, and the keys of its texts in any
 * other language (`./ur.ts`). The order id and 'Submitting...' are the frame's (`order-request-form/texts`).
 */
export const returnOrderFormTexts = {
  submit: 'Submit Return Request',
  success: RETURN_SUCCESS_MESSAGE,
  failure: RETURN_FAILED_MESSAGE,
  reason: 'Reason for Return',
  reasonPlaceholder: 'Select a reason',
  reasonDamagedItem: 'Damaged Item',
  reasonWrongItem: 'Wrong Item Shipped',
  reasonQuality: 'Unsatisfactory Quality',
  reasonChangedMind: 'Changed My Mind',
  reasonOther: 'Other',
  otherReason: 'Please specify',
  policy: 'I agree to the return policy.',
  orderIdInvalid: RETURN_ORDER_ID_INVALID_MESSAGE,
  reasonRequired: RETURN_REASON_REQUIRED_MESSAGE,
  otherReasonRequired: RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  policyRequired: RETURN_POLICY_REQUIRED_MESSAGE,
} satisfies Required<Omit<ReturnOrderFormLabels, keyof OrderRequestFormLabels>>;
