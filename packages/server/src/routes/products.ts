import { isUuid } from '@sauda/commerce';
import { type SQL, and, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerFromCatalogue, catalogueCache } from '../catalogue/cached-answer';
import { type ProductPage, queryProducts, findProduct } from '../catalogue/product-query';
import { categories, items, productColorVariants, productVariants, products } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pagingSchema, totalPages } from '../paging';
import { readQuery, uuidParam } from '../validate';

const optionalUuid = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || isUuid(value), `Invalid ${name} format`)
    .transform((value) => (value ? value.toLowerCase() : undefined));

const listQuery = pagingSchema(10).extend({
  itemsCategoryId: optionalUuid('itemsCategoryId'),
  categoryId: optionalUuid('categoryId'),
  shopId: optionalUuid('shopId'),
  status: z.string().trim().optional(),
  brand: z.string().trim().optional(),
});

const searchQuery = pagingSchema(200).extend({ query: z.string().trim().default('') });

const dealsQuery = pagingSchema(10);

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Deals select by the product's displayed price: its first colour variant, else its first size variant's first size. */
function dealPredicate(kind: 'under1500' | 'twenty' | 'fifty'): SQL {
  const colour = productColorVariants;
  const variant = productVariants;
  const colourTest =
    kind === 'under1500' ? sql`${colour.price} < 1500` : sql`${colour.discount} >= ${kind === 'twenty' ? 20 : 50}`;
  const variantTest =
    kind === 'under1500'
      ? sql`${variant.firstPrice} < 1500`
      : sql`${variant.firstDiscount} >= ${kind === 'twenty' ? 20 : 50}`;
  return sql`(exists (select 1 from ${colour} where ${colour.productId} = ${products.id} and ${colour.position} = 0 and ${colourTest})
    or exists (select 1 from ${variant} where ${variant.productId} = ${products.id} and ${variant.position} = 0 and ${variantTest}))`;
}

/** A listing answer: the page's products, `extra` figures, then the paging figures. */
function listingRead(
  page: ProductPage,
  paging: { page: number; perPage: number },
  extra: { totalResults?: number } = {},
) {
  return {
    value: {
      products: page.products,
      ...extra,
      totalPages: totalPages(page.total, paging.perPage),
      currentPage: paging.page,
      perPage: paging.perPage,
    },
    generation: page.generation,
  };
}

/**
 * Product listing, detail, search and the three deals calls. None depends on who asks, so their answers are cached
 * by route and validated query until the catalogue changes (see `answerFromCatalogue`).
 */
export function productRoutes({ db }: AppDeps) {
  const app = new Hono();
  const catalogue = catalogueCache(db);

  app.get('/products', async (c) => {
    const query = readQuery(c, listQuery);
    const filters: SQL[] = [];
    if (query.itemsCategoryId) filters.push(eq(products.itemsCategoryId, query.itemsCategoryId));
    if (query.categoryId) filters.push(eq(products.categoryId, query.categoryId));
    if (query.shopId) filters.push(eq(products.shopId, query.shopId));
    if (query.status) filters.push(eq(products.status, query.status));
    if (query.brand) {
      const brands = query.brand
        .split(',')
        .map((brand) => brand.trim())
        .filter(Boolean);
      if (brands.length) filters.push(or(...brands.map((brand) => ilike(products.brand, brand))) as SQL);
    }
    return answerFromCatalogue(c, catalogue, JSON.stringify(['products', query]), async () => {
      const page = await queryProducts(db, { where: and(...filters), page: query.page, perPage: query.perPage });
      return listingRead(page, query);
    });
  });

  app.get('/products/search/result', async (c) => {
    const query = readQuery(c, searchQuery);
    const text = query.query;
    const pattern = likePattern(text);
    const where = text
      ? or(
          ilike(products.name, pattern),
          ilike(products.brand, pattern),
          ilike(items.name, pattern),
          ilike(categories.name, pattern),
        )
      : undefined;
    const rank = text
      ? [
          sql`case
            when lower(${products.name}) = lower(${text}) then 0
            when ${products.name} ilike ${`${likePattern(text).slice(1)}`} then 1
            when ${products.name} ilike ${pattern} then 2
            when ${products.brand} ilike ${pattern} then 3
            when ${items.name} ilike ${pattern} then 4
            else 5 end`,
        ]
      : [];
    return answerFromCatalogue(c, catalogue, JSON.stringify(['search', query]), async () => {
      const page = await queryProducts(db, { where, orderBy: rank, page: query.page, perPage: query.perPage });
      return listingRead(page, query, { totalResults: page.total });
    });
  });

  const deals = [
    ['/products/under-1500/products', 'under1500'],
    ['/products/twenty-percent/products-with-discount', 'twenty'],
    ['/products/fifty-percent/products-with-discount', 'fifty'],
  ] as const;
  for (const [path, kind] of deals) {
    app.get(path, async (c) => {
      const query = readQuery(c, dealsQuery);
      return answerFromCatalogue(c, catalogue, JSON.stringify([kind, query]), async () => {
        const page = await queryProducts(db, { where: dealPredicate(kind), page: query.page, perPage: query.perPage });
        return listingRead(page, query);
      });
    });
  }

  app.get('/products/:id', async (c) => {
    const id = uuidParam(c, 'id');
    return answerFromCatalogue(c, catalogue, JSON.stringify(['product', id]), async () => {
      const { product, generation } = await findProduct(db, id);
      if (!product) throw notFound('Product not found');
      const { colorVariants, ...rest } = product;
      return {
        value: { ...rest, QuestionCount: 0, ...(product.variants.length ? {} : { colorVariants }) },
        generation,
      };
    });
  });

  return app;
}
