import { type SQL, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, items, productColorVariants, productVariants, products, reviews, shops } from '../db/schema';
import { type ColorVariantRow, type ProductRow, type ProductWire, productWire, type VariantRow } from './product-wire';

/** One page of products with the total number of matches. */
export interface ProductPage {
  products: ProductWire[];
  total: number;
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
  total: sql<number>`(count(*) over ())::int`,
};

/** Variants of many products in two queries, grouped by product id. */
async function loadVariants(db: Database, ids: string[]) {
  const variantsBy = new Map<string, VariantRow[]>();
  const coloursBy = new Map<string, ColorVariantRow[]>();
  if (!ids.length) return { variantsBy, coloursBy };
  const [variantRows, colourRows] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(productColorVariants)
      .where(inArray(productColorVariants.productId, ids))
      .orderBy(asc(productColorVariants.position)),
  ]);
  for (const row of variantRows) variantsBy.set(row.productId, [...(variantsBy.get(row.productId) ?? []), row]);
  for (const row of colourRows) coloursBy.set(row.productId, [...(coloursBy.get(row.productId) ?? []), row]);
  return { variantsBy, coloursBy };
}

/**
 * Products matching `where`, ordered by `orderBy` (newest first by default), one page: three SQL queries whatever
 * the page size (rows with ratings and total, size variants, colour variants).
 */
export async function queryProducts(
  db: Database,
  options: { where?: SQL; orderBy?: SQL[]; page: number; perPage: number },
): Promise<ProductPage> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(items, eq(items.id, products.itemsCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? []), desc(products.createdAt), asc(products.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const total = rows[0]?.total ?? (options.page > 1 ? await countProducts(db, options.where) : 0);
  const { variantsBy, coloursBy } = await loadVariants(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    products: rows.map((row: ProductRow) =>
      productWire(row, variantsBy.get(row.id) ?? [], coloursBy.get(row.id) ?? []),
    ),
  };
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

/** One product by id, or null. */
export async function findProduct(db: Database, id: string): Promise<ProductWire | null> {
  const page = await queryProducts(db, { where: eq(products.id, id), page: 1, perPage: 1 });
  return page.products[0] ?? null;
}
