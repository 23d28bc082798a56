// Password reset: the texts of spec §5, §8.
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
