import { formCheck, type FormCheck } from './form-check';
import {
  RETURN_ORDER_ID_INVALID_MESSAGE,
  RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  RETURN_POLICY_REQUIRED_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
} from './messages';
import { parseOrderRef } from '../ids/order-number';

/** The 'Reason for Return' options, in dropdown order. */
export const RETURN_REASONS = [
  'Damaged Item',
  'Wrong Item Shipped',
  'Unsatisfactory Quality',
  'Changed My Mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the 'Return My Order' form holds. */
export interface ReturnFormInput {
  orderId: string;
  reason?: string | null;
  otherReason?: string | null;
  agreed: boolean;
}

/** A valid return request; `otherReason` is empty unless the reason is Other. */
export interface ReturnForm {
  orderId: string;
  reason: ReturnReason;
  otherReason: string;
  agreed: true;
}

const isReturnReason = (value: unknown): value is ReturnReason => RETURN_REASONS.includes(value as ReturnReason);

/**
 * 'Return My Order' without zod: the order's UUID or its order number typed loosely ('Invalid order ID format.'
 * otherwise), the policy checkbox ('Please agree to the return policy.'), a reason from the list, and the specify
 * text when the reason is Other. The order id comes out trimmed, or as the written number (`SD-4821-7730`).
 */
export function checkReturnForm(input: ReturnFormInput): FormCheck<ReturnForm, keyof ReturnFormInput> {
  const ref = parseOrderRef(input.orderId);
  const otherReason = input.otherReason?.trim() ?? '';
  const reason = input.reason;
  const errors: Partial<Record<keyof ReturnFormInput, string>> = {};
  if (!ref) errors.orderId = RETURN_ORDER_ID_INVALID_MESSAGE;
  if (input.agreed !== true) errors.agreed = RETURN_POLICY_REQUIRED_MESSAGE;
  if (!isReturnReason(reason)) errors.reason = RETURN_REASON_REQUIRED_MESSAGE;
  else if (reason === 'Other' && otherReason === '') errors.otherReason = RETURN_OTHER_REASON_REQUIRED_MESSAGE;
  return formCheck(errors, () => ({
    orderId: ref?.kind === 'number' ? ref.number : input.orderId.trim(),
    reason: reason as ReturnReason,
    otherReason: reason === 'Other' ? otherReason : '',
    agreed: true as const,
  }));
}
