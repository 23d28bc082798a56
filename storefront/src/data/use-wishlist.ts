import { isApiError } from '@sauda/api';
import {
  sameId,
  WISHLIST_ADD_FAILED_MESSAGE,
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_ALREADY_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
  type WishlistItem,
} from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { wishlistApi } from '../api/wishlist-api';
import { handleSessionExpiry } from '../api/session-expiry';
import { loginHref } from '../navigation/return-to';
import { useStoredUser } from '../session/session';

/** What the shopper hearts: a product in one colour and size (either may be absent). */
export interface WishlistChoice {
  productId: string;
  color: string | null;
  size: string | null;
}

/** The signed-in shopper's wishlist; `null` key (no fetch) for a visitor. */
export function useWishlistItems() {
  const user = useStoredUser();
  return useSWR(user ? ['wishlist', user.userId] : null, ([, userId]) => wishlistApi.list(userId));
}

/**
 * The wishlist as hearts see it: which products are in it, which are being saved, and add/remove with the spec's
 * toasts (§8). A visitor who hearts is sent to login and back (§6).
 */
export function useWishlist() {
  // The router's navigate: it adds the language's prefix (`/ur`) to the login page's path.
  const [, navigate] = useLocation();
  const user = useStoredUser();
  const { data: items, error, mutate } = useWishlistItems();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const wishlistedIds = useMemo(() => new Set((items ?? []).map((item) => item.productId.toLowerCase())), [items]);

  const track = async <T>(productId: string, work: () => Promise<T>): Promise<T> => {
    setPending((ids) => new Set(ids).add(productId));
    try {
      return await work();
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(productId);
        return next;
      });
    }
  };

  /** Resolves true when the choice is in the wishlist afterwards (added now, or already there). */
  const add = (choice: WishlistChoice): Promise<boolean> =>
    track(choice.productId, async () => {
      if (!user) {
        navigate(loginHref());
        return false;
      }
      try {
        await wishlistApi.add({ userId: user.userId, ...choice });
        toast.success(WISHLIST_ADDED_MESSAGE);
        await mutate();
        return true;
      } catch (error) {
        if (handleSessionExpiry(error)) return false;
        // Already there: the reference server's 409, the original backend's 400 of the same sentence. Any other
        // refusal (a bad id) is a failure, not a wished item.
        const duplicate = isApiError(error) && error.code === 'already_in_wishlist';
        toast.error(duplicate ? WISHLIST_ALREADY_MESSAGE : WISHLIST_ADD_FAILED_MESSAGE);
        return duplicate;
      }
    });

  /**
   * Removes what the heart shows as wished: the saved entry of exactly this colour and size, else every saved entry
   * of the product (a card hearts the product, whatever colour it was saved in). The list is read again afterwards,
   * so the hearts show what the server kept.
   */
  const remove = (entry: Pick<WishlistItem, 'productId' | 'color' | 'size'>) =>
    track(entry.productId, async () => {
      if (!user) return;
      const saved = (items ?? []).filter((item) => sameId(item.productId, entry.productId));
      const exact = saved.filter((item) => item.color === entry.color && item.size === entry.size);
      const targets = exact.length > 0 ? exact.slice(0, 1) : saved.length > 0 ? saved : [entry];
      try {
        for (const target of targets) {
          await wishlistApi.remove({
            userId: user.userId,
            productId: target.productId,
            color: target.color,
            size: target.size,
          });
        }
        const isTarget = (item: WishlistItem) =>
          targets.some(
            (target) =>
              sameId(item.productId, target.productId) && item.color === target.color && item.size === target.size,
          );
        await mutate((current) => current?.filter((item) => !isTarget(item)));
        toast.success(WISHLIST_REMOVED_MESSAGE);
      } catch (error) {
        // §8: a failed removal is only logged; the item stays.
        if (!handleSessionExpiry(error)) console.warn('Wishlist removal failed', error);
        await mutate();
      }
    });

  return { items, failed: error !== undefined, wishlistedIds, pendingIds: pending, add, remove };
}
