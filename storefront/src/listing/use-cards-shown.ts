import type { Product } from '@sauda/commerce';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Listing } from '../data/use-listing';
import { useLiteMode } from '../lite-mode/lite-mode';

/**
 * Cards rendered at first and added each time the end comes near: a phone shows two to four, a wide screen three rows
 * of four, so the first render stays short on phones.
 */
export const CARDS_PER_STEP = 12;

/** The cards a listing shows. */
export interface CardsShown {
  /** The first cards of the loaded products; undefined while the first page loads. */
  products: Product[] | undefined;
  /** More cards are loaded than shown, or the server has more pages: the sentinel is wanted. */
  canGrow: boolean;
}

/**
 * Infinite scroll over a listing: the ref goes on an element after the cards while `canGrow`. `CARDS_PER_STEP` more of the loaded cards whenever the sentinel comes within a
 * screen of the viewport, and the next page asked for once fewer than a step's worth of loaded cards are left, so it
 * has usually arrived before the shopper gets there. Starts over at the first step when the listing starts over
 * (another source, filter or sort). Without IntersectionObserver every loaded card shows. In Lite mode nothing is
 * fetched ahead: cards are added when the sentinel reaches the viewport, and the next page when every loaded card shows.
 */
export function useCardsShown(listing: Listing): [RefObject<HTMLDivElement | null>, CardsShown] {
  const { products, total, hasMore, isLoadingMore, loadMore } = listing;
  const [shown, setShown] = useState(CARDS_PER_STEP);
  // The first page's total is one object per first page: a new one means the listing started over.
  const [seen, setSeen] = useState(total);
  if (seen !== total) {
    setSeen(total);
    setShown(CARDS_PER_STEP);
  }
  const loaded = products?.length ?? 0;
  const canGrow = products !== undefined && (shown < loaded || hasMore);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const lite = useLiteMode().on;

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !canGrow) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(loaded);
      return;
    }
    // A new observer after each step reports at once if the sentinel is still near, so tall screens fill up.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const next = Math.min(shown + CARDS_PER_STEP, loaded);
        if (next > shown) setShown(next);
        const left = lite ? 0 : CARDS_PER_STEP - 1;
        if (loaded - next <= left && hasMore && !isLoadingMore) loadMore();
      },
      { rootMargin: lite ? '0px' : '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canGrow, hasMore, isLoadingMore, lite, loadMore, loaded, shown]);

  return [sentinelRef, { products: products?.slice(0, shown), canGrow }];
}
