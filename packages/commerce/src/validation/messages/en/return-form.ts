// Return form: the texts of spec §5, §8.
export const RETURN_ORDER_ID_INVALID_MESSAGE = 'Invalid order ID format.';
export const RETURN_POLICY_REQUIRED_MESSAGE = 'Please agree to the return policy.';
export const RETURN_SUCCESS_MESSAGE = 'Your return request has been submitted successfully.';
export const RETURN_FAILED_MESSAGE = 'Failed to submit return request. Please try again.';
/** Sauda: the spec only says the reason is required. */
export const RETURN_REASON_REQUIRED_MESSAGE = 'Please select a reason for return.';
/** Sauda: the spec only says the specify text is required for Other. */
export const RETURN_OTHER_REASON_REQUIRED_MESSAGE = 'Please specify the reason for return.';
