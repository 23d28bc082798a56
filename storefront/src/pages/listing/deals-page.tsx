import { emptyStates } from '@sauda/ui';
import type { DealKind } from '../../data/use-listing-products';
import { useListingProducts } from '../../data/use-listing-products';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { ListingView } from '../../listing/listing-view';
import * as messages from '../../messages';

/** `/products/under-1500`, `/products/superdeals`, `/products/bundle-deals`: no title, the deals empty state (§2.8). */
export function DealsPage({ deal }: { deal: DealKind }) {
  const { data, error } = useListingProducts({ kind: 'deals', deal });
  const text = messages.listing.deals[deal];
  useDocumentMeta(text.title, text.description);
  return (
    <ListingView
      products={error ? [] : data}
      heading={<h1 className="sr-only">{text.label}</h1>}
      emptyState={() => emptyStates.deals}
    />
  );
}

export const Under1500Page = () => <DealsPage deal="under-1500" />;
export const SuperdealsPage = () => <DealsPage deal="superdeals" />;
export const BundleDealsPage = () => <DealsPage deal="bundle-deals" />;
