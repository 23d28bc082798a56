import { LISTING_PAGE_SIZE, MAX_LISTING_PAGE_SIZE, isUuid } from '@sauda/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerFromCatalogue, type CatalogueCache } from '../catalogue/cached-answer';
import { readListing } from '../catalogue/listing/read-listing';
import type { Spellings } from '../catalogue/listing/search-terms';
import { LISTING_SORTS } from '../catalogue/listing/sorts';
import { DEALS } from '../catalogue/listing/where';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { limitSearch } from '../security/abuse-guard';
import { refuseNulCharacters } from '../security/nul-characters';

const uuid = (name: string) =>
  z
    .string()
    .trim()
    .refine(isUuid, `${name} must be a UUID`)
    .transform((value) => value.toLowerCase())
    .optional();

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .optional();

/** One name or several (`brand=A&brand=B`), each non-blank and at most 100 characters. */
const names = (name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).map((entry) => entry.trim()).filter(Boolean))
    .refine((value) => value.length <= 20, `at most 20 values of ${name}`)
    .refine((value) => value.every((entry) => entry.length <= 100), `${name} must be at most 100 characters`)
    .optional();

const listingQuery = z
  .object({
    itemsCategoryId: uuid('itemsCategoryId'),
    categoryId: uuid('categoryId'),
    shopId: uuid('shopId'),
    deal: z.enum(DEALS, { error: `deal must be one of ${DEALS.join(', ')}` }).optional(),
    query: z.string().max(200, 'query must be at most 200 characters').optional(),
    brand: names('brand'),
    color: names('color'),
    size: names('size'),
    minPrice: whole('minPrice', 0, 10_000_000),
    maxPrice: whole('maxPrice', 0, 10_000_000),
    rating: z.coerce
      .number({ error: 'rating must be a number from 0 to 5' })
      .min(0, 'rating must be a number from 0 to 5')
      .max(5, 'rating must be a number from 0 to 5')
      .optional(),
    sortBy: z.enum(LISTING_SORTS, { error: `sortBy must be one of ${LISTING_SORTS.join(', ')}` }).optional(),
    cursor: z.string().max(400, 'Invalid cursor: use the nextCursor of the previous page').optional(),
    perPage: whole('perPage', 1, MAX_LISTING_PAGE_SIZE).default(LISTING_PAGE_SIZE),
  })
  .strict();

/** The query string with repeated keys kept as arrays (`brand=A&brand=B`). */
function queryOf(url: string): Record<string, string | string[]> {
  const params = new URL(url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * `GET /listing`: one page of any listing (the whole catalogue, an items category, a category, a shop, a deal list,
 * a search) with the filter panel's filters, a sort and a cursor; with the capped total and, on the first page, the
 * facets. See catalogue/listing/read-listing.ts.
 */
export function listingRoutes(deps: AppDeps, catalogue: CatalogueCache, readSynonyms: () => Promise<Spellings>) {
  const { db } = deps;
  return new Hono().get('/listing', async (c) => {
    const raw = queryOf(c.req.url);
    refuseNulCharacters(raw);
    const parsed = listingQuery.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const unknown = issue?.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined;
      throw refuse('validation_failed', unknown ?? issue?.message ?? 'Invalid request');
    }
    const query = parsed.data;
    const sources = [query.itemsCategoryId, query.categoryId, query.shopId, query.deal].filter(Boolean);
    if (sources.length > 1)
      throw refuse('too_many_listing_sources', 'Give at most one of itemsCategoryId, categoryId, shopId and deal');
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw refuse('price_range_invalid', 'minPrice must not be more than maxPrice');
    }
    const request = {
      source: {
        itemsCategoryId: query.itemsCategoryId,
        categoryId: query.categoryId,
        shopId: query.shopId,
        deal: query.deal,
      },
      query: query.query,
      filters: {
        brands: query.brand,
        colors: query.color,
        sizes: query.size,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        minRating: query.rating,
      },
      sort: query.sortBy,
      cursor: query.cursor,
      perPage: query.perPage,
    };
    const dependsOnRatings = query.sortBy === 'topRated' || query.rating !== undefined;
    const isSearch = Boolean(query.query?.trim());
    return answerFromCatalogue(
      c,
      catalogue,
      JSON.stringify(['listing', request]),
      async () => {
        const answer = await readListing(db, readSynonyms, request);
        return { value: answer, products: answer.products, dependsOnRatings };
      },
      isSearch ? () => limitSearch(deps, c) : undefined,
    );
  });
}
