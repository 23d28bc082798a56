/** What the sign-in after a verification needs: the sign-up's e-mail and password. */
export interface SignUpCredentials {
  email: string;
  password: string;
}

/**
 * The credentials of the sign-up just sent, held in this tab's memory only, never in storage: the original backend
 * answers a verification without a session, so the storefront signs the shopper in once, right after the code is
 * verified, instead of asking for the password again. A reload forgets them (the shopper then logs in).
 */
let pending: SignUpCredentials | undefined;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Holds a sign-up's credentials until its verification (the latest sign-up replaces any earlier one). */
export function holdSignUpCredentials(credentials: SignUpCredentials): void {
  pending = { email: credentials.email, password: credentials.password };
}

/** Hands over the held credentials if they are `email`'s, and forgets them either way: they serve one sign-in. */
export function takeSignUpCredentials(email: string): SignUpCredentials | undefined {
  const held = pending;
  pending = undefined;
  return held && sameEmail(held.email, email) ? held : undefined;
}
