// Profile: the texts of spec §5, §8.
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_INVALID_MESSAGE = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';
export const PROFILE_UPDATED_MESSAGE = 'Profile details updated successfully';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Error while updating profile details';
/**
 * Sauda: a phone another account holds. It does not say that the number has an account (the spec's backend answered
 * 'Phone number already registered!', which tells anyone).
 */
export const PHONE_UNAVAILABLE_MESSAGE = 'This phone number cannot be used. Please enter a different number.';
/**
 * Sauda: what the storefront says when the original backend refuses a sign-up for its phone ('Phone number already
 * registered!' would tell anyone that the number has an account). The reference server never refuses so.
 */
export const SIGN_UP_NOT_POSSIBLE_MESSAGE =
  'We could not create an account with these details. If you already have an account, log in or reset your password.';
