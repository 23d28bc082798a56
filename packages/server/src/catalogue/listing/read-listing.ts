import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refuse } from '../../errors';
import { productCard } from '../product-wire';
import {
  type CountOptions,
  type Counted,
  type CountedRow,
  type ListingFacets,
  countAndFacetsSql,
  readCounted,
} from './facets';
import { countScopeOf, keptFilterOf } from './kept-counts';
import { readProductPage } from './product-page';
import { searchMatches } from './search-matches';
import { type Spellings, searchWords } from './search-terms';
import { type ListingOrder, type ListingSort, decodeCursor, encodeCursor, keyTypes, orderPlan } from './sorts';
import { type ListingFilters, type ListingSource, countableFromIndex, givenFilters, listingConditions } from './where';

/** One request of `GET /listing`. */
export interface ListingRequest {
  source: ListingSource;
  /** Search text; blank or absent: no search. */
  query?: string;
  filters: ListingFilters;
  sort?: ListingSort;
  cursor?: string;
  perPage: number;
}

/** One page of a listing as the wire carries it. */
export interface ListingAnswer {
  products: ReturnType<typeof productCard>[];
  nextCursor: string | null;
  total: number;
  totalIsExact: boolean;
  /** With the first page only (no cursor). */
  facets: ListingFacets | null;
}

/**
 * The order of a page: the shopper's sort; else, for a search, relevance when every match can be ranked (an exact
 * total, at most TOTAL_CAP) and newest first past that; else newest first. A cursor continues the order it was made
 * in, if that is one this request could have chosen.
 */
function chooseOrder(request: ListingRequest, isSearch: boolean, isExact: boolean): ListingOrder {
  const chosen: ListingOrder = request.sort ?? (isSearch && isExact ? 'rank' : 'newest');
  if (!request.cursor) return chosen;
  const { order } = decodeCursor(request.cursor, keyTypes);
  const possible: ListingOrder[] = request.sort ? [request.sort] : isSearch ? ['rank', 'newest'] : ['newest'];
  if (!possible.includes(order))
    throw refuse('invalid_cursor', 'Invalid cursor: it belongs to another sort or listing');
  return order;
}

/**
 * How a page gets its count and facets: already counted (a search, whose order depends on its count), or counted in
 * the page's own statement (a listing's order does not: one round trip instead of two).
 */
type Counting = { counted: Counted } | { options: CountOptions };

async function readPage(
  db: Database,
  request: ListingRequest,
  conditions: SQL[],
  rank: SQL | undefined,
  counting: Counting,
): Promise<ListingAnswer> {
  const order = chooseOrder(request, rank !== undefined, 'counted' in counting && counting.counted.isExact);
  const plan = orderPlan(order, rank);
  const after = request.cursor ? decodeCursor(request.cursor, keyTypes).values : undefined;
  const summary = 'options' in counting ? countAndFacetsSql(conditions, counting.options) : undefined;
  const planStable = 'options' in counting && counting.options.scope !== undefined;
  const page = await readProductPage(db, { conditions, plan, after, limit: request.perPage + 1, summary, planStable });
  const counted =
    'counted' in counting ? counting.counted : readCounted(page.summary as CountedRow | undefined, counting.options);
  const more = page.products.length > request.perPage;
  const last = page.cursors[request.perPage - 1];
  return {
    products: page.products.slice(0, request.perPage).map(productCard),
    nextCursor: more && last ? encodeCursor({ order, values: last }) : null,
    total: counted.total,
    totalIsExact: counted.isExact,
    facets: counted.facets,
  };
}

/** The answer of a search nothing can match. */
function noMatch(withFacets: boolean): ListingAnswer {
  const none = { brands: [], colors: [], sizes: [], price: null, exact: true };
  return { products: [], nextCursor: null, total: 0, totalIsExact: true, facets: withFacets ? none : null };
}

/**
 * One page of a listing: the matches of its source, search and filters in the chosen order after the cursor, their
 * count (exact when kept, for a source alone or with one facet's filter, or at most TOTAL_CAP) and, on the first
 * page, the facets: one statement, each read bounded by the page or a cap whatever the catalogue's size. A search
 * takes three: its words looked up in the vocabulary, the count (its order depends on it), the page. A search whose
 * words match nothing is tried once more with the catalogue's words nearest to them (typos, other spellings), found in
 * the small vocabulary.
 */
export async function readListing(
  db: Database,
  readSynonyms: () => Promise<Spellings>,
  request: ListingRequest,
): Promise<ListingAnswer> {
  const conditions = listingConditions(request.source, request.filters);
  const withFacets = !request.cursor;
  const text = request.query?.trim() ?? '';
  if (!text) {
    if (givenFilters(request.filters).length > 0) {
      const keptFilter = keptFilterOf(request.source, request.filters);
      const countsFromIndex = countableFromIndex(request.filters);
      return readPage(db, request, conditions, undefined, { options: { withFacets, keptFilter, countsFromIndex } });
    }
    const scope = countScopeOf(request.source);
    return readPage(db, request, conditions, undefined, { options: { withFacets, scope } });
  }
  const words = searchWords(text);
  if (words.length === 0) return noMatch(withFacets);
  const found = await searchMatches(db, words, await readSynonyms(), conditions, withFacets);
  if (!found) return noMatch(withFacets);
  return readPage(db, request, found.matched, found.rank, { counted: found.counted });
}
