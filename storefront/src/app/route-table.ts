import { filtersFromQuery, isUuid, searchPage, type DealKind } from '@sauda/commerce';
import type { PageRequest } from '../data/page-request';
import { listingRequest, newestProductsRequest } from '../data/listing-request';
import { productRequest } from '../data/use-product';
import { searchQuery } from '../search/search-query';
import type { LazyPage } from '../first-load/lazy-page';
import * as pages from './pages';

/** What the server renders of a page (`AppRoute.rendersOnServer`). */
export type RenderedOnServer = 'page' | 'loading-state';

/** Which picture of the first request's answer a page shows largest (`AppRoute.picture`). */
export type PagePicture = 'gallery' | 'first-card';

/** The parameters a route's path captured, by name. */
export type RouteParams = Record<string, string | undefined>;

export interface AppRoute {
  /** wouter's path pattern; none for the catch-all. */
  path?: string;
  page: LazyPage;
  /**
   * Parameters that must be UUIDs for the address to be this route's; any other value is tried against the next
   * routes (`chooseRoute` of `@sauda/commerce`, which the reference server reads its preload hints with too).
   */
  uuids?: readonly string[];
  /**
   * The page's first requests. On the storefront's first load they start while the page's own code is still
   * downloading (the page's hooks ask for the same keys and pick them up).
   */
  requests?: (params: RouteParams, search: URLSearchParams) => PageRequest[];
  /**
   * What the server renders of the page; unset, the browser renders it alone.
   * - 'page': the page shows the same thing to every shopper once its requests have answered (the catalogue, the
   *   information pages). It is whole without the storefront's code, which comes after the paint.
   * - 'loading-state': the page is built from the shopper's browser storage, which the server cannot read (the cart).
   *   The server renders it in its loading state, inside the header and footer, and the storefront's code starts with
   *   the page to fill it in.
   *
   * Checkout and the account also depend on the session: a server copy would show a signed-out page first.
   */
  rendersOnServer?: RenderedOnServer;
  /**
   * The page's largest paint is a picture from the answer to its first request: a product's gallery opens on its
   * first picture; a listing's first card shows its product's first image. The reference server names that picture
   * in the page's head, so it does not wait for the page's code and data (`static/page-picture.ts`).
   */
  picture?: PagePicture;
  /**
   * The page's first answers are too large to send along with the rendered page (it would be twice as large before
   * its first paint), so the browser asks for them after the paint instead. Every other rendered page carries its
   * answers, so its take-over asks the server nothing (`entry-server.tsx`). A listing's first answer is one page of
   * 24 products, which travels with the page.
   */
  largeAnswers?: true;
}

const productOf = ({ id = '' }: RouteParams) => (isUuid(id) ? [productRequest(id)] : []);
/** A listing's filters and sort, read from the address as the page reads them (`useListingFilters`). */
const filtersOf = (search: URLSearchParams) => filtersFromQuery(search.toString());
const categoryOf = ({ id = '' }: RouteParams, search: URLSearchParams) => [
  listingRequest({ kind: 'category', itemsCategoryId: id }, filtersOf(search)),
];
const dealOf = (deal: DealKind) => (_: RouteParams, search: URLSearchParams) => [
  listingRequest({ kind: 'deals', deal }, filtersOf(search)),
];

/**
 * Every route of the storefront (spec §2.1), tried in order: the first match wins. Specific paths come first: the
 * category shape `/{categoryName}/{id}` matches any two segments, so it is tried last and only with a UUID id
 * (anything else is an unknown path).
 *
 * The one place a route is written: the storefront picks its page from here (`routes.tsx`, with `chooseRoute` of
 * `@sauda/commerce`), and the build derives the reference server's preload hints from it (`route-hint-sources.ts`).
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    page: pages.HomePage,
    requests: () => [newestProductsRequest()],
    rendersOnServer: 'page',
  },
  {
    path: searchPage.path,
    page: pages.SearchPage,
    requests: (_, search) => {
      const query = searchQuery(search);
      return query ? [listingRequest({ kind: 'search', query }, filtersOf(search))] : [];
    },
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  {
    path: '/products/under-1500',
    page: pages.Under1500Page,
    requests: dealOf('under-1500'),
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  {
    path: '/products/superdeals',
    page: pages.SuperdealsPage,
    requests: dealOf('superdeals'),
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  {
    path: '/products/bundle-deals',
    page: pages.BundleDealsPage,
    requests: dealOf('bundle-deals'),
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  { path: '/cart', page: pages.CartPage, rendersOnServer: 'loading-state' },
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
  { path: '/user/orders/:orderRef/placed', page: pages.OrderPlacedPage },
  { path: '/user/orders/:orderGroupId', page: pages.OrderDetailsPage },
  { path: '/user/wishlist', page: pages.WishlistPage },
  { path: '/user/followed-shops', page: pages.FollowedShopsPage },
  { path: '/help-support/track-order', page: pages.TrackOrderPage },
  { path: '/help-support/cancel-order', page: pages.CancelOrderPage },
  { path: '/help-support/return-order', page: pages.ReturnOrderPage },
  { path: '/contact-us', page: pages.ContactPage },
  { path: '/review/:id', page: pages.ReviewPage },
  { path: '/about-us', page: pages.AboutPage, rendersOnServer: 'page' },
  { path: '/faq', page: pages.FaqPage, rendersOnServer: 'page' },
  { path: '/privacy-policy', page: pages.PrivacyPolicyPage, rendersOnServer: 'page' },
  { path: '/terms-and-conditions', page: pages.TermsPage, rendersOnServer: 'page' },
  { path: '/returns-and-refunds', page: pages.ReturnsPolicyPage, rendersOnServer: 'page' },
  { path: '/help-and-support', page: pages.HelpAndSupportPage, rendersOnServer: 'page' },
  { path: '/help-support/reset-password', page: pages.HelpResetPasswordPage },
  { path: '/error/storeNotFound', page: pages.StoreNotFoundPage },
  { path: '/error/product-not-found', page: pages.ProductNotFoundPage },
  { path: '/error/server-error', page: pages.ServerErrorPage },
  { path: '/error/page-not-found', page: pages.PageNotFoundPage },
  {
    path: '/product/view/:id',
    page: pages.ProductPage,
    requests: productOf,
    rendersOnServer: 'page',
    picture: 'gallery',
  },
  {
    path: '/product/:name/:id',
    page: pages.ProductPage,
    requests: productOf,
    rendersOnServer: 'page',
    picture: 'gallery',
  },
  { path: '/store/:storeName/:id', page: pages.StorePage },
  { path: '/shop', page: pages.ShopDirectoryPage },
  {
    path: '/category/:id',
    page: pages.CategoryPage,
    uuids: ['id'],
    requests: categoryOf,
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  {
    path: '/:categoryName/:id',
    page: pages.CategoryPage,
    uuids: ['id'],
    requests: categoryOf,
    rendersOnServer: 'page',
    picture: 'first-card',
  },
  { page: pages.PageNotFoundPage },
];
