/**
 * The product's exact texts for validation errors and toasts (spec §5 and §8).
 * UI and server import these so the wording never drifts. Texts marked "Sauda" are not in the spec
 * (the original relied on the browser's `required` bubble there) and may be reworded.
 */

// Cart (§8)
export const MAX_QUANTITY_MESSAGE = 'Maximum quantity of 3 reached!';
export const ITEM_REMOVED_FROM_CART_MESSAGE = 'Item removed from cart!';

// Wishlist (§8)
export const WISHLIST_ALREADY_MESSAGE = 'Item already in wishlist!';
export const WISHLIST_ADDED_MESSAGE = 'Item added to wishlist!';
export const WISHLIST_ADD_FAILED_MESSAGE = 'Failed to add item to wishlist';
export const WISHLIST_REMOVED_MESSAGE = 'Removed successfully';

// Profile (§5, §8)
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_INVALID_MESSAGE = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';
export const PROFILE_UPDATED_MESSAGE = 'Profile details updated successfully';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Error while updating profile details';

// Checkout (§5, §8)
export const ALL_FIELDS_REQUIRED_MESSAGE = 'All fields are required.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const ORDER_FAILED_MESSAGE = 'Error placing order';
/** 'Error placing order: {server message}'. */
export function orderFailedMessage(serverMessage?: string | null): string {
  return serverMessage ? `${ORDER_FAILED_MESSAGE}: ${serverMessage}` : ORDER_FAILED_MESSAGE;
}

// Coupon (§5, §8)
export const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully!';
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code.';
export const COUPON_FAILED_MESSAGE = 'Failed to apply coupon. Try again.';
/** 'Order total for the shop must be at least {n} to use this coupon.' */
export function couponMinimumMessage(minimumOrderValue: number): string {
  return `Order total for the shop must be at least ${minimumOrderValue} to use this coupon.`;
}

// Password reset (§5, §8)
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 9 characters long, start with a capital letter, and include a special character';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match!';
/** The help-area reset page's wording. */
export const PASSWORDS_DO_NOT_MATCH_HELP_MESSAGE = 'Passwords do not match.';
export const PASSWORD_RESET_SUCCESS_MESSAGE = 'Your password has been reset successfully.';
export const RESET_FAILED_MESSAGE = 'Reset failed';
export const OTP_INVALID_MESSAGE = 'Please enter a 6-digit OTP.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. Please try again.';
export const RESEND_FAILED_MESSAGE = 'Failed to resend email. Please try again.';

// Cancel form (§5, §8)
export const CANCEL_ORDER_ID_INVALID_MESSAGE = 'Invalid Order ID. Please enter a valid Order ID.';
export const CANCEL_SUCCESS_MESSAGE = 'Your order cancellation request has been submitted successfully.';
export const CANCEL_FAILED_MESSAGE = 'Failed to submit cancellation request. Please try again.';
/** Sauda: the spec only says the reason is required. */
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Please enter a reason for cancellation.';

// Return form (§5, §8)
export const RETURN_ORDER_ID_INVALID_MESSAGE = 'Invalid order ID format.';
export const RETURN_POLICY_REQUIRED_MESSAGE = 'Please agree to the return policy.';
export const RETURN_SUCCESS_MESSAGE = 'Your return request has been submitted successfully.';
export const RETURN_FAILED_MESSAGE = 'Failed to submit return request. Please try again.';
/** Sauda: the spec only says the reason is required. */
export const RETURN_REASON_REQUIRED_MESSAGE = 'Please select a reason for return.';
/** Sauda: the spec only says the specify text is required for Other. */
export const RETURN_OTHER_REASON_REQUIRED_MESSAGE = 'Please specify the reason for return.';

// Review (§5, §8)
export const RATING_REQUIRED_MESSAGE = 'Rating is required';
export const REVIEW_TEXT_REQUIRED_MESSAGE = 'Review text is required';
export const REVIEW_MAX_IMAGES_MESSAGE = 'You can upload a maximum of 3 images.';
export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully!';
export const REVIEW_FAILED_MESSAGE = 'Failed to submit review.';
/** 'File "{file name}" exceeds the 2MB size limit.' */
export function imageTooLargeMessage(fileName: string): string {
  return `File "${fileName}" exceeds the 2MB size limit.`;
}

// Search and forms without spec wording (Sauda)
/** Sauda: the spec simply does not submit a blank search. */
export const SEARCH_REQUIRED_MESSAGE = 'Please enter something to search for.';
/** Sauda. */
export const NAME_REQUIRED_MESSAGE = 'Name is required';
/** Sauda. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';
/** Sauda. */
export const MESSAGE_REQUIRED_MESSAGE = 'Message is required';
/** Sauda: the store page redirects instead of showing it. */
export const INVALID_ID_MESSAGE = 'Invalid id.';
