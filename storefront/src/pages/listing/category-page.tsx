import { fromSlug, sameId } from '@sauda/commerce';
import { emptyStates } from '@sauda/ui';
import { useParams } from 'wouter';
import { useItemCategories } from '../../data/use-catalogue';
import { useListing } from '../../data/use-listing';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { ListingView } from '../../listing/listing-view';
import { useListingFilters } from '../../listing/use-listing-filters';
import * as messages from '../../messages';
import { safeDecode } from '../../navigation/safe-decode';

/**
 * A category listing, reached as `/{categoryName}/{id}` or `/category/{id}` (§2.1). An empty or failed category
 * shows 'No Products Found' (§8).
 */
export default function CategoryPage() {
  const { id = '', categoryName } = useParams<{ id: string; categoryName?: string }>();
  const { data: categories } = useItemCategories();
  const name =
    categories?.find((category) => sameId(category.id, id))?.name ??
    (categoryName ? fromSlug(safeDecode(categoryName)) : messages.listing.category.fallbackName);
  const [filters] = useListingFilters();
  const listing = useListing({ kind: 'category', itemsCategoryId: id }, filters);
  useDocumentMeta(messages.listing.category.title(name), messages.listing.category.description(name));

  return (
    <ListingView
      listing={listing}
      heading={<h1 className="sd:text-2xl sd:font-bold">{name}</h1>}
      emptyState={() => emptyStates.categoryListing}
    />
  );
}
