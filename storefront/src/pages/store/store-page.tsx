import { isApiError } from '@sauda/api';
import { filtersToQuery, isUuid, type Shop } from '@sauda/commerce';
import { ListingSkeleton, StoreHeader, StoreTabs, lazyPart, preloadTabs } from '@sauda/ui';
import { Suspense } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { ShopVouchers } from '../../checkout/shop-vouchers';
import { useListing } from '../../data/use-listing';
import { useShop } from '../../data/use-shop';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import { useListingFilters } from '../../listing/use-listing-filters';
import * as messages from '../../messages';
import { loginHref } from '../../navigation/return-to';
import { isLegacyBackend } from '../../store/backend';
import { useStoreFollow } from '../../store/use-store-follow';

const text = messages.store;
// Asked for with the page's code, so the tabs' swap to react-aria's does not draw the listing twice (`preloadTabs`).
void preloadTabs();
const STORE_NOT_FOUND = '/error/storeNotFound';
// The listing and the dialogs load beside the header (the dialogs only once needed), keeping the route small.
const StoreProducts = lazyPart(() => import('./store-products'));
const StoreDialogs = lazyPart(() => import('./store-dialogs'));

/** An unknown shop answers 404 (400 when the server refuses the id). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * `/store/{storeName}/{id}` (§2.9): the header with counts and Follow, then the Products, Profile and Reviews tabs.
 * A malformed id or an unknown shop goes to the store-not-found screen; a skeleton shows only while fetching
 * (ARCHITECTURE §5.1: no 3-second wait).
 */
export default function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const shop = useShop(valid ? id : null);
  useDocumentMeta(
    shop.data ? text.title(shop.data.name) : text.loadingTitle,
    shop.data ? text.description(shop.data.name) : text.loadingDescription,
  );

  if (!valid || (!shop.data && isMissing(shop.error))) return <Redirect to={STORE_NOT_FOUND} replace />;
  if (!shop.data && shop.error) return <LoadFailed title={text.loadFailedTitle} onRetry={() => void shop.mutate()} />;
  return <Store shopId={id} shop={shop.data} mutateShop={shop.mutate} />;
}

interface StoreProps {
  shopId: string;
  /** Undefined while the shop loads (the header shows its skeleton). */
  shop: Shop | undefined;
  mutateShop: ReturnType<typeof useShop>['mutate'];
}

function Store({ shopId, shop, mutateShop }: StoreProps) {
  const [, navigate] = useLocation();
  const [filters] = useListingFilters();
  const listing = useListing({ kind: 'store', shopId }, filters);
  const follow = useStoreFollow(shopId, mutateShop);

  // §8: the legacy backend answers 404 for a shop without products, which the store page treats as an unknown page.
  const hasNoProducts = listing.total?.count === 0 && filtersToQuery(filters) === '';
  if (isLegacyBackend && hasNoProducts) return <Redirect to="/error/page-not-found" replace />;

  return (
    <div className="sd:flex sd:flex-col sd:gap-6">
      <StoreHeader
        shop={shop ?? null}
        productsCount={shop?.productsCount ?? (listing.total?.isExact ? listing.total.count : undefined)}
        isFollowing={follow.isFollowing}
        isFollowPending={follow.isPending}
        onFollow={follow.follow}
        onUnfollow={follow.unfollow}
      />
      <ShopVouchers shopId={shopId} />
      <StoreTabs
        products={
          <Suspense fallback={<ListingSkeleton />}>
            <StoreProducts listing={listing} />
          </Suspense>
        }
      />
      {follow.dialog && (
        <Suspense fallback={null}>
          <StoreDialogs
            dialog={follow.dialog}
            onDialogChange={follow.setDialog}
            shopName={shop?.name ?? ''}
            onLogin={() => navigate(loginHref())}
          />
        </Suspense>
      )}
    </div>
  );
}
