import { isApiError, type PlaceOrderInput } from '@sauda/api';
import { ORDER_PLACED_MESSAGE, orderFailedMessage, type Address, type CartLine } from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { addressesApi } from '../api/addresses-api';
import { ordersApi } from '../api/orders-api';
import { handleSessionExpiry } from '../api/session-expiry';
import { orderPlacedHref } from '../account/order-links';
import { cart } from '../cart/cart-store';
import * as messages from '../messages';
import { clearCheckoutDraft } from './checkout-draft';

/** What placing an order needs besides the address. */
export interface PlaceOrderContext {
  userId: string;
  lines: readonly CartLine[];
  couponCode: string | null;
  /** Whether a saved address exists: then it is edited, otherwise created (§7). */
  hasSavedAddress: boolean;
}

/** Whether the browser knows it has no connection (it may also be offline while saying it is not). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Places the order (§4): the blocking modal shows meanwhile; on success the cart is cleared, the address saved and
 * the shopper sent to the order's confirmation (its number, the total to pay, what happens next); on failure the
 * cart and the form stay as they were and the error shows as 'Error placing order: {server message}'. Offline, nothing
 * is sent (and nothing is queued to be sent later, which could place an order the shopper no longer expects): the
 * shopper is told so and places it again once back online; the cart and the typed address stay.
 */
export function usePlaceOrder() {
  const [isPlacing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The router's navigate: it adds the language's prefix (`/ur`) to the confirmation's path.
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  /** The key of an attempt whose answer never came (the connection dropped), kept for the same order placed again. */
  const unanswered = useRef<{ order: string; key: string } | null>(null);
  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const place = async (address: Address, context: PlaceOrderContext) => {
    if (isPlacing) return;
    if (isOffline()) {
      refuse(messages.pwa.orderOffline);
      return;
    }
    setPlacing(true);
    setError(null);
    const input = { userId: context.userId, address, lines: context.lines, couponCode: context.couponCode };
    const order = JSON.stringify(input);
    const key = unanswered.current?.order === order ? unanswered.current.key : crypto.randomUUID();
    let placed: Awaited<ReturnType<typeof createOnce>>;
    try {
      placed = await createOnce(input, key);
      unanswered.current = null;
    } catch (failure) {
      setPlacing(false);
      if (handleSessionExpiry(failure)) return;
      // The server may have placed it and the answer been lost: the same order placed again carries the same
      // Idempotency-Key, so the server answers with that order instead of making a second one.
      unanswered.current = isApiError(failure) && failure.kind === 'network' ? { order, key } : null;
      if (isApiError(failure) && failure.kind === 'network' && isOffline()) refuse(messages.pwa.orderOffline);
      else refuse(orderFailedMessage(isApiError(failure) ? failure.serverMessage : null));
      return;
    }
    cart.clear();
    clearCheckoutDraft();
    toast.success(ORDER_PLACED_MESSAGE);
    await saveAddress(address, context.hasSavedAddress);
    await mutate((key) => Array.isArray(key) && (key[0] === 'orders' || key[0] === 'address'));
    setPlacing(false);
    navigate(orderPlacedHref(placed.orderNumber ?? placed.parentOrderId));
  };

  return { place, isPlacing, error };
}

/**
 * One order, whatever the network does: the attempt carries an Idempotency-Key, and an attempt whose answer was
 * lost (no response at all) is retried once with the same key, so the server creates the order at most once.
 */
async function createOnce(input: PlaceOrderInput, idempotencyKey: string) {
  try {
    return await ordersApi.create(input, { idempotencyKey });
  } catch (failure) {
    if (!isApiError(failure) || failure.kind !== 'network') throw failure;
    return ordersApi.create(input, { idempotencyKey });
  }
}

async function saveAddress(address: Address, hasSavedAddress: boolean) {
  try {
    await (hasSavedAddress ? addressesApi.edit(address) : addressesApi.create(address));
  } catch (failure) {
    // The order is placed; a failed address save only costs the shopper typing next time.
    console.warn('Saving the address failed', failure);
  }
}
