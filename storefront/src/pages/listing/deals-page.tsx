import type { DealKind } from '@sauda/commerce';
import { emptyStates } from '@sauda/ui';
import { useListing } from '../../data/use-listing';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { ListingView } from '../../listing/listing-view';
import { useListingFilters } from '../../listing/use-listing-filters';
import * as messages from '../../messages';

/** `/products/under-1500`, `/products/superdeals`, `/products/bundle-deals`: no title, the deals empty state (§2.8). */
export function DealsPage({ deal }: { deal: DealKind }) {
  const [filters] = useListingFilters();
  const listing = useListing({ kind: 'deals', deal }, filters);
  const text = messages.listing.deals[deal];
  useDocumentMeta(text.title, text.description);
  return (
    <ListingView
      listing={listing}
      failureShows="empty"
      heading={<h1 className="sd:sr-only">{text.label}</h1>}
      emptyState={() => emptyStates.deals}
    />
  );
}

export const Under1500Page = () => <DealsPage deal="under-1500" />;
export const SuperdealsPage = () => <DealsPage deal="superdeals" />;
export const BundleDealsPage = () => <DealsPage deal="bundle-deals" />;
