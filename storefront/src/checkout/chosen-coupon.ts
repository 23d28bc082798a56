import { useSyncExternalStore } from 'react';

// The voucher a shopper tapped, kept for this visit only: the storefront keeps no other browser storage than the
// spec's keys (ARCHITECTURE §1). The cart and checkout apply it once its shop's items are in the cart.
let chosen: string | null = null;
const listeners = new Set<() => void>();

/** Chooses a coupon code to apply at cart and checkout (null forgets it). */
export function chooseCoupon(code: string | null): void {
  if (code === chosen) return;
  chosen = code;
  for (const listener of listeners) listener();
}

/** The chosen coupon code, or null. */
export function chosenCoupon(): string | null {
  return chosen;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen coupon code, kept current. */
export function useChosenCoupon(): string | null {
  return useSyncExternalStore(subscribe, chosenCoupon, () => null);
}
