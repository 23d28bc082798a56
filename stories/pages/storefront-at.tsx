import type { CartLine, StoredUser } from '@sauda/commerce';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../storefront/src/app/app';
import { clearCheckoutDraft, saveCheckoutDraft } from '../../storefront/src/checkout/checkout-draft';
import { storageKeys, writeStored } from '../../storefront/src/storage/browser-storage';
// The storefront's stylesheet: the kit's, plus the classes of the storefront's own markup (its pages' grids).
import '../../storefront/src/app.css';

/**
 * The whole storefront (header, page, footer) at `path`, as a shopper sees it there. The address lives in memory, not
 * in the Storybook frame's own address bar, and each story gets its own SWR cache, so answers never carry over from
 * one story to the next.
 */
export function StorefrontAt({ path }: { path: string }) {
  const [location] = useState(() => memoryLocation({ path }));
  const [cache] = useState(() => ({ provider: () => new Map() }));
  return (
    <SWRConfig value={cache}>
      {/* App's own Router takes this one's location hooks: a nested wouter Router inherits what it does not set. */}
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </SWRConfig>
  );
}

/** What the shopper's browser holds when the story opens. */
export interface ShopperStorage {
  /** The lines under `cartItems`. */
  cart?: CartLine[];
  /** Signed in as this shopper (`user` and a `token`). */
  user?: StoredUser;
  /** The shopper came to checkout from the cart in this tab (the checkout draft it starts). */
  enteredCheckout?: true;
}

/**
 * A `beforeEach` that puts `storage` into the browser's storage, through the storefront's own writers, and clears
 * every key the storefront keeps afterwards, so no story starts with another's cart or session.
 */
export function withShopperStorage(storage: ShopperStorage = {}) {
  return () => {
    const clear = () => {
      for (const key of Object.values(storageKeys)) writeStored(key, null);
      clearCheckoutDraft();
    };
    clear();
    if (storage.cart) writeStored(storageKeys.cart, storage.cart);
    if (storage.user) {
      writeStored(storageKeys.token, 'story-session-token');
      writeStored(storageKeys.user, storage.user);
      if (storage.enteredCheckout) saveCheckoutDraft(storage.user.userId, {});
    }
    return clear;
  };
}
