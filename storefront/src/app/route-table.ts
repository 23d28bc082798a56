import { isUuid } from '@sauda/commerce';
import type { ComponentType } from 'react';
import { preloadListingProducts, preloadNewestProducts } from '../data/use-listing-products';
import { preloadProduct } from '../data/use-product';
import { searchQuery } from '../search/search-query';
import * as pages from './pages';

/** The parameters a route's path captured, by name. */
export type RouteParams = Record<string, string | undefined>;

export interface AppRoute {
  /** wouter's path pattern; none for the catch-all. */
  path?: string;
  page: ComponentType;
  /** Whether the captured parameters make a real address; otherwise the page-not-found page shows. */
  accepts?: (params: RouteParams) => boolean;
  /**
   * Starts the page's first request on the first load of the storefront, while the page's own code is still
   * downloading. The page's hook asks for the same key and picks the request up.
   */
  preload?: (params: RouteParams, search: URLSearchParams) => void;
}

const preloadProductOf = ({ id = '' }: RouteParams) => {
  if (isUuid(id)) preloadProduct(id);
};
const preloadCategoryOf = ({ id = '' }: RouteParams) =>
  preloadListingProducts({ kind: 'category', itemsCategoryId: id });
const hasUuidId = ({ id = '' }: RouteParams) => isUuid(id);

/**
 * Every route of the storefront (spec §2.1), tried in order: the first match wins. Specific paths come first: the
 * category shape `/{categoryName}/{id}` matches any two segments, so it is tried last and only with a UUID id
 * (anything else is an unknown path).
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    page: pages.HomePage,
    preload: () => preloadNewestProducts(),
  },
  {
    path: '/search',
    page: pages.SearchPage,
    preload: (_, search) => {
      const query = searchQuery(search);
      if (query) preloadListingProducts({ kind: 'search', query });
    },
  },
  {
    path: '/products/under-1500',
    page: pages.Under1500Page,
    preload: () => preloadListingProducts({ kind: 'deals', deal: 'under-1500' }),
  },
  {
    path: '/products/superdeals',
    page: pages.SuperdealsPage,
    preload: () => preloadListingProducts({ kind: 'deals', deal: 'superdeals' }),
  },
  {
    path: '/products/bundle-deals',
    page: pages.BundleDealsPage,
    preload: () => preloadListingProducts({ kind: 'deals', deal: 'bundle-deals' }),
  },
  { path: '/cart', page: pages.CartPage },
  { path: '/checkout', page: pages.CheckoutPage },
  { path: '/user/login', page: pages.LoginPage },
  { path: '/login', page: pages.LoginPage },
  { path: '/user/sign-up', page: pages.SignUpPage },
  { path: '/user/verify', page: pages.VerifyEmailPage },
  { path: '/user/forgot-password', page: pages.ForgotPasswordPage },
  { path: '/user/forgot-password/verify', page: pages.ResetCodePage },
  { path: '/user/reset-password', page: pages.ResetPasswordPage },
  { path: '/user/account', page: pages.ProfilePage },
  { path: '/user/orders', page: pages.OrdersPage },
  { path: '/user/orders/return', page: pages.ReturnsPage },
  { path: '/user/orders/cancellation', page: pages.CancellationsPage },
  { path: '/user/orders/:orderGroupId', page: pages.OrderDetailsPage },
  { path: '/user/wishlist', page: pages.WishlistPage },
  { path: '/user/followed-shops', page: pages.FollowedShopsPage },
  { path: '/help-support/track-order', page: pages.TrackOrderPage },
  { path: '/help-support/cancel-order', page: pages.CancelOrderPage },
  { path: '/help-support/return-order', page: pages.ReturnOrderPage },
  { path: '/contact-us', page: pages.ContactPage },
  { path: '/review/:id', page: pages.ReviewPage },
  { path: '/about-us', page: pages.AboutPage },
  { path: '/faq', page: pages.FaqPage },
  { path: '/privacy-policy', page: pages.PrivacyPolicyPage },
  { path: '/terms-and-conditions', page: pages.TermsPage },
  { path: '/returns-and-refunds', page: pages.ReturnsPolicyPage },
  { path: '/help-and-support', page: pages.HelpAndSupportPage },
  { path: '/help-support/reset-password', page: pages.HelpResetPasswordPage },
  { path: '/error/storeNotFound', page: pages.StoreNotFoundPage },
  { path: '/error/product-not-found', page: pages.ProductNotFoundPage },
  { path: '/error/server-error', page: pages.ServerErrorPage },
  { path: '/error/page-not-found', page: pages.PageNotFoundPage },
  {
    path: '/product/view/:id',
    page: pages.ProductPage,
    preload: preloadProductOf,
  },
  {
    path: '/product/:name/:id',
    page: pages.ProductPage,
    preload: preloadProductOf,
  },
  { path: '/store/:storeName/:id', page: pages.StorePage },
  { path: '/shop', page: pages.ShopDirectoryPage },
  { path: '/category/:id', page: pages.CategoryPage, accepts: hasUuidId, preload: preloadCategoryOf },
  { path: '/:categoryName/:id', page: pages.CategoryPage, accepts: hasUuidId, preload: preloadCategoryOf },
  { page: pages.PageNotFoundPage },
];
