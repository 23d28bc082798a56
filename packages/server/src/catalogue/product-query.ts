import { type SQL, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, items, products, reviews, shops } from '../db/schema';
import { catalogueGenerationSql } from './catalogue-generation';
import { type ProductRow, type ProductWire, productWire } from './product-wire';
import { colorVariantsJson, sizeVariantsJson } from './variant-json';

/** One page of products with the total number of matches. */
export interface ProductPage {
  products: ProductWire[];
  total: number;
  /** The catalogue generation the page was read at; null when the page is empty (nothing to cache). */
  generation: string | null;
}

const productColumns = {
  id: products.id,
  shopId: products.shopId,
  name: products.name,
  description: products.description,
  images: products.images,
  video: products.video,
  brand: products.brand,
  catName: products.catName,
  categoryId: products.categoryId,
  itemsCategoryId: products.itemsCategoryId,
  stock: products.stock,
  detail: products.detail,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  shopName: shops.name,
  categoryName: categories.name,
  itemsCategoryName: items.name,
  averageRating: sql<number>`(select coalesce(avg(${reviews.rating}), 0)::float8 from ${reviews} where ${reviews.productId} = ${products.id})`,
  ratingsCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
  variants: sizeVariantsJson,
  colorVariants: colorVariantsJson,
  total: sql<number>`(count(*) over ())::int`,
  generation: catalogueGenerationSql,
};

/**
 * Products matching `where`, ordered by `orderBy` (newest first by default), one page, in one SQL statement whatever
 * the page size: rows with names, ratings, the total, both variant lists and the catalogue generation. A page past
 * the end counts the matches in a second one.
 */
export async function queryProducts(
  db: Database,
  options: { where?: SQL; orderBy?: SQL[]; page: number; perPage: number },
): Promise<ProductPage> {
  const rows: (ProductRow & { total: number; generation: string })[] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(items, eq(items.id, products.itemsCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? []), desc(products.createdAt), asc(products.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const first = rows[0];
  const total = first?.total ?? (options.page > 1 ? await countProducts(db, options.where) : 0);
  return { total, generation: first?.generation ?? null, products: rows.map(productWire) };
}

async function countProducts(db: Database, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(items, eq(items.id, products.itemsCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return row?.count ?? 0;
}

/** One product by id (null when there is none), with the catalogue generation it was read at. */
export async function findProduct(
  db: Database,
  id: string,
): Promise<{ product: ProductWire | null; generation: string | null }> {
  const page = await queryProducts(db, { where: eq(products.id, id), page: 1, perPage: 1 });
  return { product: page.products[0] ?? null, generation: page.generation };
}
