import { CANCEL_ORDER_ID_INVALID_MESSAGE } from '../validation/messages/en/cancel-form';
import { RETURN_SUCCESS_MESSAGE } from '../validation/messages/en/return-form';
import { REQUEST_STATUS_LABELS } from './messages/en/request-status';
import type { StatusTone } from './order-status';

/** Return and cancellation statuses as Sauda reads them (shown as `REQUEST_STATUS_LABELS` words them). */
export type RequestStatus = 'Pending' | 'Approved' | 'Declined';

/** Reads a return or cancellation status case-insensitively; the backend's 'Denied' reads as Declined. Null if unknown. */
export function requestStatus(status: string | null | undefined): RequestStatus | null {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'pending':
      return 'Pending';
    case 'approved':
      return 'Approved';
    case 'declined':
    case 'denied':
      return 'Declined';
    default:
      return null;
  }
}

/**
 * A return's status label: Pending, Approved or Declined ('Denied' reads as Declined); unknown values as they came.
 * `names`: the statuses' names in another language (`URDU_REQUEST_STATUS_NAMES`).
 */
export function returnStatusLabel(
  status: string | null | undefined,
  names: Readonly<Record<RequestStatus, string>> = REQUEST_STATUS_LABELS,
): string {
  const known = requestStatus(status);
  return known ? names[known] : (status ?? '').trim();
}

/** The cancellation's status label (same reading as returns). */
export const cancellationStatusLabel = returnStatusLabel;

/** Badge colour of a cancellation (and return): Approved green, Pending yellow, Declined red, anything else gray. */
export function cancellationStatusTone(status: string | null | undefined): StatusTone {
  switch (requestStatus(status)) {
    case 'Approved':
      return 'green';
    case 'Pending':
      return 'yellow';
    case 'Declined':
      return 'red';
    default:
      return 'gray';
  }
}

/** Returns use the same badge colours. */
export const returnStatusTone = cancellationStatusTone;

/**
 * Colour of the cancel form's message: red when it contains 'Invalid' (a server's answer is English) or is the invalid
 * order ID text in the build's language, green otherwise.
 */
export function cancelMessageTone(message: string): 'green' | 'red' {
  return message === CANCEL_ORDER_ID_INVALID_MESSAGE || message.includes('Invalid') ? 'red' : 'green';
}

/**
 * Colour of the return form's message: green when it contains 'successfully' (a server's answer is English) or is the
 * success text in the build's language, red otherwise.
 */
export function returnMessageTone(message: string): 'green' | 'red' {
  return message === RETURN_SUCCESS_MESSAGE || message.includes('successfully') ? 'green' : 'red';
}
