import type { Listing } from '../../data/use-listing';
import { ListingView } from '../../listing/listing-view';
import * as messages from '../../messages';

const empty = messages.store.empty;

export interface StoreProductsProps {
  /** The store's listing (`useListing`), with the filters of the address. */
  listing: Listing;
}

/** The Products tab: the shared listing (filters, chips, sort, grid/list) over the store's products. */
export default function StoreProducts({ listing }: StoreProductsProps) {
  return <ListingView listing={listing} emptyState={() => ({ ...empty, actions: [...empty.actions] })} />;
}
