import { ProductGrid } from '@sauda/ui';
import { NEWEST_COUNT, useNewestProducts } from '../../data/use-listing';

/** Skeleton cards while 'Just For You' loads: two rows at the widest layout, four on a phone. */
const LOADING_CARDS = 8;

/**
 * 'Just For You' on the home page: the first page of the whole catalogue, newest first, all at once rather than a
 * page at a time. The server renders them, so the cards cost the phone no script until the shopper scrolls to them
 * (`lazyIsland`), and the footer does not move away as the shopper reaches it.
 */
export default function JustForYou() {
  const newest = useNewestProducts();
  return (
    <ProductGrid
      products={newest.products ?? []}
      isLoading={!newest.products && newest.error === undefined}
      skeletonCount={LOADING_CARDS}
      pageSize={NEWEST_COUNT}
      // Below the deals and every category on a phone (2,300 px down): no picture of it is on the first screen.
      eagerImageCount={0}
    />
  );
}
