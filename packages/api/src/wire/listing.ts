import { DEAL_KINDS, MAX_LISTING_PAGE_SIZE, SORT_OPTIONS, LISTING_PAGE_SIZE } from '@sauda/commerce';
import { z } from 'zod/mini';
import { wireLooseText, wireOptionalNumber } from './shared';
import { wireProductSchema } from './products';

/** A name of a filter list, as the shopper picked it (compared by the server: brand exactly, others ignoring case). */
const filterName = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
/** A displayed-price bound in whole rupees, inclusive. */
const priceBound = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)));

/** The listing's sources: at most one is set (a search may be narrowed to one); none lists the whole catalogue. */
const sourceKeys = ['itemsCategoryId', 'categoryId', 'shopId', 'deal'] as const;

/**
 * Query of `GET /listing` (reference server): one source at most, the search text, the filter panel's filters under
 * the storefront URL's own keys, the sort, and the cursor of the page wanted.
 */
export const listingQuerySchema = z
  .object({
    itemsCategoryId: z.optional(z.guid()),
    categoryId: z.optional(z.guid()),
    shopId: z.optional(z.guid()),
    query: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    deal: z.optional(z.enum(DEAL_KINDS)),
    brand: filterName,
    color: filterName,
    size: filterName,
    minPrice: priceBound,
    maxPrice: priceBound,
    rating: z.optional(z.coerce.number().check(z.gte(0), z.lte(5))),
    sortBy: z.optional(z.enum(SORT_OPTIONS)),
    cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(400))),
    perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LISTING_PAGE_SIZE)), LISTING_PAGE_SIZE),
  })
  .check(
    z.refine((query) => sourceKeys.filter((key) => query[key] !== undefined).length <= 1, {
      message: `Give at most one of ${sourceKeys.join(', ')}`,
    }),
    z.refine(
      (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
      { message: 'minPrice must not be more than maxPrice' },
    ),
  );

/** One value of a filter list with the number of matching products. */
const wireFacetCountSchema = z.object({ value: wireLooseText, count: wireOptionalNumber });

/** The filter panel's lists for the listing's query, with counts; sent with the first page only. */
export const wireListingFacetsSchema = z
  .object({
    brands: z.array(wireFacetCountSchema),
    colors: z.array(wireFacetCountSchema),
    sizes: z.array(wireFacetCountSchema),
    price: z.nullish(z.object({ min: wireOptionalNumber, max: wireOptionalNumber })),
    exact: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, {
    id: 'ListingFacets',
    description: 'Brands, colours and sizes (display names) with their counts, and the displayed-price bounds.',
  });

/** Answer of `GET /listing`: one page, the next page's cursor, the (capped) total and the first page's facets. */
export const listingAnswerSchema = z
  .object({
    products: z.array(wireProductSchema),
    nextCursor: z.nullish(z.string()),
    total: wireOptionalNumber,
    totalIsExact: z.optional(z.boolean()),
    facets: z.nullish(wireListingFacetsSchema),
  })
  .register(z.globalRegistry, {
    id: 'ListingAnswer',
    description: 'A page of a listing; `totalIsExact: false` means there are at least `total` matches.',
  });

export type ListingQuery = z.input<typeof listingQuerySchema>;
export type WireListingAnswer = z.output<typeof listingAnswerSchema>;
export type WireListingFacets = z.output<typeof wireListingFacetsSchema>;
