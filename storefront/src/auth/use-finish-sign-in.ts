import type { Session } from '@sauda/api';
import { toast } from '@sauda/ui';
import { useLocation } from 'wouter';
import { CHECKOUT_PATH, fromCartState } from '../navigation/checkout-entry';
import { signIn } from '../session/session';

/**
 * Keeps a new session and sends the shopper on to `returnTo` (login, or a verified sign-up), replacing the sign-in
 * page in the history. Checkout is entered as if from the cart, since that is where they pressed 'Checkout'.
 */
export function useFinishSignIn(returnTo: string): (session: Session, welcome: string) => void {
  const [, navigate] = useLocation();
  return (session, welcome) => {
    signIn(session.user, session.token);
    toast.success(welcome);
    if (returnTo === CHECKOUT_PATH) navigate(CHECKOUT_PATH, { state: fromCartState, replace: true });
    else navigate(returnTo, { replace: true });
  };
}
