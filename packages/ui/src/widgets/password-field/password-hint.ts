/** The kit's plain-words hint for the new-password rule; the rule and its error message live in commerce. */
export const NEW_PASSWORD_HINT = 'Use 9 or more characters with a capital letter and one of !@#$%^&*';
