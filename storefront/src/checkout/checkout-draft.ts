import type { Address } from '@sauda/commerce';

/**
 * The checkout's draft in `sessionStorage`: the delivery address as the shopper typed it, so that a reload of
 * /checkout (or a trip back to the cart) keeps it. Sauda's one browser-storage key beside the spec's four
 * (`cartItems`, `user`, `token`, `searchHistory` in localStorage): per tab, gone with the tab, dropped once the order
 * is placed, and tied to the signed-in user so that nobody else in the tab is handed it.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What the draft holds: whose it is, and the address fields typed so far. */
export interface CheckoutDraft {
  userId: string;
  address: Partial<Address>;
}

const FIELDS = [
  'fullName',
  'streetAddressLine1',
  'streetAddressLine2',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'email',
] as const satisfies readonly (keyof Address)[];

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (some private modes): the checkout works without a draft.
    return null;
  }
}

/** Only the known text fields of a stored draft: a draft written by another version or by hand cannot break checkout. */
function parseDraft(raw: string): CheckoutDraft | null {
  try {
    const value = JSON.parse(raw) as { userId?: unknown; address?: Record<string, unknown> } | null;
    if (typeof value?.userId !== 'string' || typeof value.address !== 'object' || value.address === null) return null;
    const address: Partial<Address> = {};
    for (const field of FIELDS) {
      const text = value.address[field];
      if (typeof text === 'string') address[field] = text;
    }
    return { userId: value.userId, address };
  } catch {
    return null;
  }
}

/** The draft of `userId` in this tab, or null (none, someone else's, or unreadable). */
export function readCheckoutDraft(userId: string): CheckoutDraft | null {
  const raw = session()?.getItem(CHECKOUT_DRAFT_KEY);
  const draft = raw ? parseDraft(raw) : null;
  return draft && draft.userId === userId ? draft : null;
}

/** Keeps the address as typed (the country is fixed, so not kept). */
export function saveCheckoutDraft(userId: string, address: Partial<Address>): void {
  const kept: Partial<Address> = {};
  for (const field of FIELDS) if (address[field] !== undefined) kept[field] = address[field];
  try {
    session()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ userId, address: kept } satisfies CheckoutDraft));
  } catch {
    // Storage full: the form keeps its values; only a reload would lose them.
  }
}

/** Whether this tab holds a checkout draft (of anyone: the page checks whose it is). */
export function hasCheckoutDraft(): boolean {
  return session()?.getItem(CHECKOUT_DRAFT_KEY) != null;
}

/** Drops the draft, once the order is placed. */
export function clearCheckoutDraft(): void {
  session()?.removeItem(CHECKOUT_DRAFT_KEY);
}
