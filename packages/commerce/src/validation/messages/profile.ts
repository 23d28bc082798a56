// Profile: the texts of spec §5, §8.
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_INVALID_MESSAGE = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';
export const PROFILE_UPDATED_MESSAGE = 'Profile details updated successfully';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Error while updating profile details';
