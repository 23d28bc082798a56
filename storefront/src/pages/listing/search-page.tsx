import { emptyStates } from '@sauda/ui';
import { useSearchParams } from 'wouter';
import { useListing } from '../../data/use-listing';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { ListingView } from '../../listing/listing-view';
import { useListingFilters } from '../../listing/use-listing-filters';
import * as messages from '../../messages';
import { searchQuery } from '../../search/search-query';

/** `/search?query={text}`: 'Search Results for "{query}"', then results or 'No Products Found' (§2.8). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = searchQuery(params);
  const [filters] = useListingFilters();
  const listing = useListing(query ? { kind: 'search', query } : null, filters);
  useDocumentMeta(messages.listing.search.title(query), messages.listing.search.description(query));

  return (
    <ListingView
      listing={listing}
      // A failed search shows the empty state (§8), so a failure reads as "no products".
      failureShows="empty"
      heading={<h1 className="sd:text-2xl sd:font-bold">{messages.listing.search.heading(query)}</h1>}
      emptyState={(openFilters) => emptyStates.searchResults(openFilters)}
    />
  );
}
