// Login (Sauda: the spec does not show the login screen).
export const LOGIN_IDENTIFIER_REQUIRED_MESSAGE = 'Email or phone is required';
/** Sauda: an identifier that is neither an e-mail address nor a Pakistani mobile number. */
export const LOGIN_IDENTIFIER_INVALID_MESSAGE = 'Please enter a valid email address or phone number.';
