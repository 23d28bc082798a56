import { productPath } from '@sauda/commerce';
import { EmptyState, emptyStates, PageLoader, WishlistCard } from '@sauda/ui';
import { AccountLayout } from '../../account/account-layout';
import { useWishlist } from '../../data/use-wishlist';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.wishlist;

/**
 * /user/wishlist (§2.11): the logo loader while loading, the spec's empty state, else a grid of cards (2 columns
 * on the smallest screens up to 6 on the largest) whose heart removes the item without a reload.
 */
export default function WishlistPage() {
  useDocumentMeta(text.title, text.description);
  return (
    <AccountLayout>
      {() => (
        <>
          <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
          <WishlistGrid />
        </>
      )}
    </AccountLayout>
  );
}

function WishlistGrid() {
  const wishlist = useWishlist();
  // A failed load is only logged (§8) and reads as an empty wishlist.
  if (wishlist.items === undefined && !wishlist.failed) {
    return <PageLoader variant="logo" label={text.loading} />;
  }
  const items = wishlist.items ?? [];
  if (items.length === 0) return <EmptyState {...emptyStates.wishlist} headingLevel={2} />;
  return (
    <ul className="sd:grid sd:grid-cols-2 sd:gap-3 sd:sm:grid-cols-3 sd:lg:grid-cols-4 sd:xl:grid-cols-5 sd:2xl:grid-cols-6">
      {items.map((item) => (
        <li key={item.id}>
          <WishlistCard
            item={item}
            href={productPath(item.name, item.productId)}
            isRemoving={wishlist.pendingIds.has(item.productId)}
            onRemove={(removed) => void wishlist.remove(removed)}
          />
        </li>
      ))}
    </ul>
  );
}
