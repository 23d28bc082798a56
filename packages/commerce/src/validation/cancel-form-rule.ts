import { formCheck, type FormCheck } from './form-check';
import { CANCEL_ORDER_ID_INVALID_MESSAGE, CANCEL_REASON_REQUIRED_MESSAGE } from './messages';
import { parseOrderRef } from '../ids/order-number';

/** What the 'Cancel My Order' form holds. */
export interface CancelFormInput {
  orderId: string;
  reason: string;
}

/** A valid cancellation request: the order's UUID (trimmed) or its order number (`SD-4821-7730`), and the reason. */
export type CancelForm = CancelFormInput;

/**
 * 'Cancel My Order' without zod: the order's UUID or its order number typed loosely ('Invalid Order ID. Please enter a
 * valid Order ID.' otherwise; Sauda accepts the number beside the spec's UUID) and a reason.
 */
export function checkCancelForm(input: CancelFormInput): FormCheck<CancelForm, keyof CancelFormInput> {
  const ref = parseOrderRef(input.orderId);
  const reason = input.reason.trim();
  const errors: Partial<Record<keyof CancelFormInput, string>> = {};
  if (!ref) errors.orderId = CANCEL_ORDER_ID_INVALID_MESSAGE;
  if (reason === '') errors.reason = CANCEL_REASON_REQUIRED_MESSAGE;
  return formCheck(errors, () => ({ orderId: ref?.kind === 'number' ? ref.number : input.orderId.trim(), reason }));
}
