/**
 * What a server may start for a page before the storefront's code has run (issue 8): the page's own modules and its
 * first API requests. On a phone the entry takes over a second to arrive and run; a page that waits for it before
 * asking for its chunks and data pays that second again. The build writes these hints, with the page modules
 * resolved to their files, into `dist/route-hints.json` (`storefront/route-hints-plugin.ts`); the reference server
 * puts them into the page as `<link rel=modulepreload>` and `<link rel=preload as=fetch>`, and the page's largest
 * picture as `<link rel=preload as=image>` (`static/route-hints.ts`).
 *
 * Read only at build time and by tests, never bundled. Patterns are tried in order, like the route table's: a hint
 * list that would pick a different page than the route table for some address fails
 * `tests/contract/route-hints.contract.test.ts`, as does a request URL that is not the one the page's own request
 * asks for (the browser would fetch it twice).
 */
export interface RouteHint {
  /** The route table's pattern: `:name` matches one path segment. */
  path: string;
  /** The page's module, from `storefront/src`. */
  page: string;
  /** Parameters the route table accepts only as UUIDs (its `accepts`); other addresses get no hint. */
  uuids?: readonly string[];
  /** The page's first requests: `:name` is the address's parameter or search parameter of that name, encoded. */
  fetches?: readonly string[];
  /**
   * The page's largest paint is a picture from the answer to its first request (`fetches[0]`): a product's gallery
   * opens on its first picture; a listing's first card shows its product's first image. The server names that
   * picture too, so it does not wait for the page's code and data.
   */
  picture?: 'gallery' | 'first-card';
}

/** Requests every page makes on load: the items categories of the header, drawer and suggestions. */
export const everyPageFetches: readonly string[] = ['/api/v1/items?perPage=30'];

/**
 * The API code those requests need, loaded with the first call (`api/lazy-client.ts`); a page that comes with its
 * answers needs none of it.
 */
export const everyPageApi = 'api/clients/catalogue-clients.ts';

const deals = 'pages/listing/deals-page.tsx';
const category = 'pages/listing/category-page.tsx';
const product = 'pages/product/product-page.tsx';

/** Which backend a build talks to (`VITE_SAUDA_BACKEND`): its listings' first requests differ. */
export type Backend = 'reference' | 'legacy';

/**
 * The first request of each listing, as each backend's listing adapter sends it (`@sauda/api`): the reference server's
 * first page of 24 (home: 20), or the legacy calls with the spec's page sizes that the browser filters and pages.
 */
const listingFetches = {
  reference: {
    home: '/api/v1/listing?perPage=20',
    search: '/api/v1/listing?query=:query&perPage=24',
    category: '/api/v1/listing?itemsCategoryId=:id&perPage=24',
    'under-1500': '/api/v1/listing?deal=under-1500&perPage=24',
    superdeals: '/api/v1/listing?deal=superdeals&perPage=24',
    'bundle-deals': '/api/v1/listing?deal=bundle-deals&perPage=24',
  },
  legacy: {
    home: '/api/v1/products?perPage=20',
    search: '/api/v1/products/search/result?query=:query&perPage=200',
    category: '/api/v1/products?perPage=200&itemsCategoryId=:id',
    'under-1500': '/api/v1/products/under-1500/products?perPage=1000',
    superdeals: '/api/v1/products/twenty-percent/products-with-discount?perPage=1000',
    'bundle-deals': '/api/v1/products/fifty-percent/products-with-discount?perPage=1000',
  },
} as const satisfies Record<Backend, Record<string, string>>;

/**
 * The pages shoppers land on from outside: home, listings, products, shops, the cart and checkout, for a build that
 * talks to `backend`. A listing's request carries no filter: an address with one gets the filtered page rendered with
 * its answer, which needs no request; should the render fail, the unfiltered first page is asked for in vain.
 */
export function routeHintsFor(backend: Backend): readonly RouteHint[] {
  const listing = listingFetches[backend];
  return [
    { path: '/', page: 'pages/home/home-page.tsx', fetches: [listing.home] },
    { path: '/search', page: 'pages/listing/search-page.tsx', fetches: [listing.search], picture: 'first-card' },
    { path: '/products/under-1500', page: deals, fetches: [listing['under-1500']], picture: 'first-card' },
    { path: '/products/superdeals', page: deals, fetches: [listing.superdeals], picture: 'first-card' },
    { path: '/products/bundle-deals', page: deals, fetches: [listing['bundle-deals']], picture: 'first-card' },
    { path: '/cart', page: 'pages/cart/cart-page.tsx' },
    { path: '/checkout', page: 'pages/checkout/checkout-page.tsx' },
    { path: '/review/:id', page: 'pages/review/review-page.tsx' },
    {
      path: '/product/view/:id',
      page: product,
      uuids: ['id'],
      fetches: ['/api/v1/products/:id'],
      picture: 'gallery',
    },
    {
      path: '/product/:name/:id',
      page: product,
      uuids: ['id'],
      fetches: ['/api/v1/products/:id'],
      picture: 'gallery',
    },
    { path: '/store/:storeName/:id', page: 'pages/store/store-page.tsx' },
    { path: '/shop', page: 'pages/shops/shop-directory-page.tsx' },
    { path: '/category/:id', page: category, uuids: ['id'], fetches: [listing.category], picture: 'first-card' },
    { path: '/:categoryName/:id', page: category, uuids: ['id'], fetches: [listing.category], picture: 'first-card' },
  ];
}

/** The hints of a build for the reference server (the default build). */
export const routeHints: readonly RouteHint[] = routeHintsFor('reference');
