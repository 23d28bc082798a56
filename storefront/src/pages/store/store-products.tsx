import type { Product } from '@sauda/commerce';
import { ListingView } from '../../listing/listing-view';
import * as messages from '../../messages';

const empty = messages.store.empty;

export interface StoreProductsProps {
  /** The store's products; undefined while they load. */
  products: Product[] | undefined;
  /** The load failed and nothing is shown yet. */
  failed: boolean;
}

/** The Products tab: the shared listing (filters, chips, sort, grid/list) over the store's products. */
export default function StoreProducts({ products, failed }: StoreProductsProps) {
  return (
    <ListingView products={products} failed={failed} emptyState={() => ({ ...empty, actions: [...empty.actions] })} />
  );
}
