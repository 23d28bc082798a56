// Cancel form: the texts of spec §5, §8.
export const CANCEL_ORDER_ID_INVALID_MESSAGE = 'Invalid Order ID. Please enter a valid Order ID.';
export const CANCEL_SUCCESS_MESSAGE = 'Your order cancellation request has been submitted successfully.';
export const CANCEL_FAILED_MESSAGE = 'Failed to submit cancellation request. Please try again.';
/** Sauda: the spec only says the reason is required. */
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Please enter a reason for cancellation.';
