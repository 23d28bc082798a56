import { isUuid } from '@sauda/commerce';
import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerFromCatalogue, catalogueCache } from '../catalogue/cached-answer';
import { legacySearchPage } from '../catalogue/listing/legacy-search';
import { readNewestPage } from '../catalogue/listing/newest-page';
import { type CountedPage, readProductPage } from '../catalogue/listing/product-page';
import { synonymsReader } from '../catalogue/listing/search-terms';
import { orderPlan } from '../catalogue/listing/sorts';
import { countScopeOf } from '../catalogue/listing/kept-counts';
import { type Deal, brandsSql, listingConditions } from '../catalogue/listing/where';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { pagingSchema, totalPages } from '../paging';
import { limitSearch } from '../security/abuse-guard';
import { readQuery, uuidParam } from '../validate';
import { listingRoutes } from './listing';

const optionalUuid = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || isUuid(value), `Invalid ${name} format`)
    .transform((value) => (value ? value.toLowerCase() : undefined));

/** Levels of the legacy taxonomy this server does not keep: refused, never ignored into an unfiltered list. */
const unsupportedLevel = (name: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === '',
      `${name} is not supported: filter by categoryId or itemsCategoryId`,
    );

const listQuery = pagingSchema(10).extend({
  itemsCategoryId: optionalUuid('itemsCategoryId'),
  categoryId: optionalUuid('categoryId'),
  subCategoryId: unsupportedLevel('subCategoryId'),
  subSubCategoryId: unsupportedLevel('subSubCategoryId'),
  shopId: optionalUuid('shopId'),
  status: z.string().trim().max(40, 'status must be at most 40 characters').optional(),
  brand: z.string().trim().max(400, 'brand must be at most 400 characters').optional(),
});

const searchQuery = pagingSchema(200).extend({
  query: z.string().trim().max(200, 'query must be at most 200 characters').default(''),
});

const dealsQuery = pagingSchema(10);

/** A legacy listing answer: the page's products, `extra` figures, then the paging figures. */
function listingAnswer(page: CountedPage, paging: { page: number; perPage: number }, extra = {}) {
  const total = page.total;
  return {
    value: {
      products: page.products,
      ...extra,
      totalPages: totalPages(total, paging.perPage),
      currentPage: paging.page,
      perPage: paging.perPage,
    },
    products: page.products,
  };
}

const pagingOf = (query: { page: number; perPage: number }) => ({
  offset: (query.page - 1) * query.perPage,
  limit: query.perPage,
});

/** `brand=A,B`: any of the names (see `brandsSql`). */
function brandCondition(brand: string | undefined): SQL | undefined {
  const names = (brand ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length ? brandsSql(names) : undefined;
}

/**
 * The legacy contract's catalogue calls (listing, detail, search, the three deals) and `GET /listing`. None depends
 * on who asks, so their answers are cached by route and validated query until what they show changes (see
 * `answerFromCatalogue`). A page is one statement: ids from an index (a deep `page` an index-only skip, from the
 * nearer end: see newest-page.ts), then the page's rows joined (catalogue/listing/product-page.ts); totals come kept
 * (`product_counts`) or counted.
 */
export function productRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();
  const catalogue = catalogueCache(db, { off: deps.config.catalogueCache === false });
  const readSynonyms = synonymsReader(db);
  // Read at start, so a shopper's first search does not wait for it (a failed read is tried again by the next one).
  void readSynonyms().catch(() => undefined);

  app.route('/', listingRoutes(deps, catalogue, readSynonyms));

  app.get('/products', async (c) => {
    const query = readQuery(c, listQuery);
    const source = { itemsCategoryId: query.itemsCategoryId, categoryId: query.categoryId, shopId: query.shopId };
    const conditions = listingConditions(source);
    if (query.status) conditions.push(sql`p.status = ${query.status}`);
    const brand = brandCondition(query.brand);
    if (brand) conditions.push(brand);
    const scope = brand ? undefined : countScopeOf({ ...source, status: query.status });
    const key = JSON.stringify(['products', { ...query, subCategoryId: undefined, subSubCategoryId: undefined }]);
    return answerFromCatalogue(c, catalogue, key, async () => {
      return listingAnswer(await readNewestPage(db, { conditions, scope, ...pagingOf(query) }), query);
    });
  });

  app.get('/products/search/result', async (c) => {
    const query = readQuery(c, searchQuery);
    return answerFromCatalogue(
      c,
      catalogue,
      JSON.stringify(['search', query]),
      async () => {
        const page = await legacySearchPage(db, readSynonyms, query.query, pagingOf(query));
        return listingAnswer(page, query, { totalResults: page.total });
      },
      query.query ? () => limitSearch(deps, c) : undefined,
    );
  });

  const deals: [string, Deal][] = [
    ['/products/under-1500/products', 'under-1500'],
    ['/products/twenty-percent/products-with-discount', 'superdeals'],
    ['/products/fifty-percent/products-with-discount', 'bundle-deals'],
  ];
  for (const [path, deal] of deals) {
    app.get(path, async (c) => {
      const query = readQuery(c, dealsQuery);
      return answerFromCatalogue(c, catalogue, JSON.stringify([deal, query]), async () => {
        const conditions = listingConditions({ deal });
        const page = await readNewestPage(db, { conditions, scope: countScopeOf({ deal }), ...pagingOf(query) });
        return listingAnswer(page, query);
      });
    });
  }

  app.get('/products/:id', async (c) => {
    const id = uuidParam(c, 'id');
    return answerFromCatalogue(c, catalogue, JSON.stringify(['product', id]), async () => {
      const { products } = await readProductPage(db, {
        conditions: [sql`p.id = ${id}`],
        plan: orderPlan('newest'),
        limit: 1,
        planStable: true,
      });
      const product = products[0];
      if (!product) throw refuse('product_not_found', 'Product not found');
      const { colorVariants, ...rest } = product;
      return {
        value: { ...rest, QuestionCount: 0, ...(product.variants.length ? {} : { colorVariants }) },
        products,
      };
    });
  });

  return app;
}
