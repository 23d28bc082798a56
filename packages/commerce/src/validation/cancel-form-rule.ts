import { formCheck, type FormCheck } from './form-check';
import { CANCEL_ORDER_ID_INVALID_MESSAGE, CANCEL_REASON_REQUIRED_MESSAGE } from './messages';
import { isUuid } from './uuid';

/** What the 'Cancel My Order' form holds. */
export interface CancelFormInput {
  orderId: string;
  reason: string;
}

/** A valid cancellation request: trimmed UUID and reason. */
export type CancelForm = CancelFormInput;

/** 'Cancel My Order' without zod: a UUID order id ('Invalid Order ID. Please enter a valid Order ID.') and a reason. */
export function checkCancelForm(input: CancelFormInput): FormCheck<CancelForm, keyof CancelFormInput> {
  const orderId = input.orderId.trim();
  const reason = input.reason.trim();
  const errors: Partial<Record<keyof CancelFormInput, string>> = {};
  if (!isUuid(orderId)) errors.orderId = CANCEL_ORDER_ID_INVALID_MESSAGE;
  if (reason === '') errors.reason = CANCEL_REASON_REQUIRED_MESSAGE;
  return formCheck(errors, () => ({ orderId, reason }));
}
