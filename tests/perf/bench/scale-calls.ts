// The calls the listing benchmark measures, built from a catalogue's parameters.
import type { CatalogueParams } from './scale-targets';

/** One measured call: a path, or paths taken in turn (product detail over several ids). */
export interface ScaleCall {
  group: 'listing' | 'facets' | 'search' | 'deals' | 'detail' | 'legacy';
  name: string;
  paths: string[];
  /**
   * The smallest catalogue has nothing this call finds (a word the demo's names do not hold): its figure there is a
   * no-match call's, so the report does not compare the sizes' p99s.
   */
  noneInDemo?: true;
}

/**
 * Words searched for: in many names; in about 1 in 250 at every size (6 of the demo's 1,500 products, 127 at 100k,
 * 1,250 at 1M), so the sizes compare the same search; in about 1 in 20,000 grown names and none of the demo's (52 at
 * 1M); in none; misspelt.
 */
export const SEARCHES = {
  common: 'premium',
  rare: 'oppo',
  rarest: 'zarbaft',
  none: 'qwxzvbn',
  synonym: 'kurtha',
  typo: 'embroiderd',
};

const LEGACY_PAGE = 24;

/** Every call at a catalogue; `deepCursor` is the cursor of page 50 of the newest listing (24 a page). */
export function scaleCalls(params: CatalogueParams, deepCursor: string): ScaleCall[] {
  const listing = (query: string) => [`/api/v1/listing?${query}`];
  const q = encodeURIComponent;
  const lastPage = Math.max(1, Math.ceil(params.productCount / LEGACY_PAGE));
  return [
    { group: 'listing', name: 'no filter (newest)', paths: listing('perPage=24') },
    { group: 'listing', name: `brand (${params.brand})`, paths: listing(`brand=${q(params.brand)}`) },
    { group: 'listing', name: 'colour (Black)', paths: listing('color=Black') },
    { group: 'listing', name: 'size (M)', paths: listing('size=M') },
    { group: 'listing', name: 'price Rs 1,000-3,000', paths: listing('minPrice=1000&maxPrice=3000') },
    { group: 'listing', name: 'rating ≥ 4', paths: listing('rating=4') },
    // Two common values at once: too rare a pair (1 in 120) for a walk of the newest index to find a page quickly,
    // too common for the two GIN bitmaps to be cheap.
    { group: 'listing', name: 'size and colour (M, Red)', paths: listing('size=M&color=Red') },
    { group: 'listing', name: 'sort price ↑', paths: listing('sortBy=lowToHighPrice') },
    { group: 'listing', name: 'sort price ↓', paths: listing('sortBy=highToLowPrice') },
    { group: 'listing', name: 'sort discount', paths: listing('sortBy=highToLowDiscount') },
    { group: 'listing', name: 'sort top rated', paths: listing('sortBy=topRated') },
    {
      group: 'listing',
      name: 'items category, price ↑',
      paths: listing(`itemsCategoryId=${params.itemsCategoryId}&sortBy=lowToHighPrice`),
    },
    { group: 'listing', name: 'deep cursor (page 50)', paths: listing(`perPage=24&cursor=${q(deepCursor)}`) },
    { group: 'facets', name: 'biggest category, first page', paths: listing(`categoryId=${params.categoryId}`) },
    { group: 'search', name: `common word (${SEARCHES.common})`, paths: listing(`query=${SEARCHES.common}`) },
    { group: 'search', name: `rare word (${SEARCHES.rare})`, paths: listing(`query=${SEARCHES.rare}`) },
    {
      group: 'search',
      name: `rarest word (${SEARCHES.rarest})`,
      paths: listing(`query=${SEARCHES.rarest}`),
      noneInDemo: true,
    },
    { group: 'search', name: 'no match', paths: listing(`query=${SEARCHES.none}`) },
    { group: 'search', name: `misspelt (${SEARCHES.synonym})`, paths: listing(`query=${SEARCHES.synonym}`) },
    { group: 'search', name: `typo (${SEARCHES.typo})`, paths: listing(`query=${SEARCHES.typo}`) },
    { group: 'deals', name: 'under Rs 1,500', paths: listing('deal=under-1500') },
    { group: 'deals', name: 'superdeals', paths: listing('deal=superdeals') },
    { group: 'deals', name: 'bundle deals', paths: listing('deal=bundle-deals') },
    {
      group: 'detail',
      name: 'GET /products/{id} (16 ids)',
      paths: params.productIds.map((id) => `/api/v1/products/${id}`),
    },
    { group: 'legacy', name: 'home /products?perPage=20', paths: ['/api/v1/products?perPage=20'] },
    {
      group: 'legacy',
      name: `last page (/products?perPage=24&page=${lastPage})`,
      paths: [`/api/v1/products?perPage=24&page=${lastPage}`],
    },
    { group: 'legacy', name: 'items category', paths: [`/api/v1/products?itemsCategoryId=${params.itemsCategoryId}`] },
    { group: 'legacy', name: 'shop', paths: [`/api/v1/products?shopId=${params.shopId}`] },
    { group: 'legacy', name: 'search, common', paths: [`/api/v1/products/search/result?query=${SEARCHES.common}`] },
    { group: 'legacy', name: 'search, rare', paths: [`/api/v1/products/search/result?query=${SEARCHES.rare}`] },
    {
      group: 'legacy',
      name: 'search, rarest',
      paths: [`/api/v1/products/search/result?query=${SEARCHES.rarest}`],
      noneInDemo: true,
    },
    { group: 'legacy', name: 'search, none', paths: [`/api/v1/products/search/result?query=${SEARCHES.none}`] },
    { group: 'legacy', name: 'deals under Rs 1,500', paths: ['/api/v1/products/under-1500/products'] },
    { group: 'legacy', name: 'superdeals', paths: ['/api/v1/products/twenty-percent/products-with-discount'] },
    { group: 'legacy', name: 'bundle deals', paths: ['/api/v1/products/fifty-percent/products-with-discount'] },
  ];
}

/** Follows `nextCursor` from the first page of the newest listing to the cursor of page `page`. */
export async function cursorOfPage(url: string, page: number): Promise<string> {
  let cursor = '';
  for (let n = 1; n < page; n++) {
    const response = await fetch(
      `${url}/api/v1/listing?perPage=24${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = (await response.json()) as { nextCursor: string | null };
    if (!response.ok || !body.nextCursor) throw new Error(`The newest listing has no page ${n + 1}`);
    cursor = body.nextCursor;
  }
  return cursor;
}
