import { emptyStates } from '@sauda/ui';
import { useSearchParams } from 'wouter';
import { useListingProducts } from '../../data/use-listing-products';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { ListingView } from '../../listing/listing-view';
import * as messages from '../../messages';
import { searchQuery } from '../../search/search-query';

/** `/search?query={text}`: 'Search Results for "{query}"', then results or 'No Products Found' (§2.8). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = searchQuery(params);
  const { data, error } = useListingProducts(query ? { kind: 'search', query } : null);
  useDocumentMeta(messages.listing.search.title(query), messages.listing.search.description(query));

  return (
    <ListingView
      // A failed search shows the empty state (§8), so a failure reads as "no products".
      products={query ? (error ? [] : data) : []}
      heading={<h1 className="text-2xl font-bold">{messages.listing.search.heading(query)}</h1>}
      emptyState={(openFilters) => emptyStates.searchResults(openFilters)}
    />
  );
}
