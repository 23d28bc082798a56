import { useHistoryState } from 'wouter/use-browser-location';
import { hasCheckoutDraft } from '../checkout/checkout-draft';

/** The navigation state the cart hands to /checkout; checkout is reachable only with it (§2.7). */
export interface CheckoutEntryState {
  fromCart: true;
}

export const CHECKOUT_PATH = '/checkout';

/** The state to navigate to /checkout with. */
export const fromCartState: CheckoutEntryState = { fromCart: true };

/**
 * Whether this page was reached from the cart: the history state says so, or this tab holds the checkout draft that
 * entering from the cart starts (`checkout-draft.ts`). The draft is what lets a reload stay on checkout with the
 * typed address wherever the history state does not survive; a /checkout typed into a fresh tab still leads home.
 */
export function useCameFromCart(): boolean {
  const state = useHistoryState<Partial<CheckoutEntryState> | null>();
  return state?.fromCart === true || hasCheckoutDraft();
}
