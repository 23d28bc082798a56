import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { shops } from './shops';
import { categories, items } from './taxonomy';

/** One size of a size variant, as stored in `product_variants.sizes`. */
export interface StoredSize {
  size: string;
  price: number;
  oldprice: number;
  discount: number;
  stock: number;
}

/** Catalogue products; real prices live in their variants. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    brand: text('brand').notNull().default('No Brand'),
    price: integer('price').notNull().default(0),
    oldPrice: integer('old_price').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    catName: text('cat_name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    itemsCategoryId: uuid('items_category_id')
      .notNull()
      .references(() => items.id),
    stock: integer('stock'),
    detail: jsonb('detail').$type<unknown[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Kept by triggers (migration 0006) in the transaction of the write that changes them; never written directly.
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    colors: text('colors').array().notNull().default([]),
    sizes: text('sizes').array().notNull().default([]),
    colorKeys: text('color_keys').array().notNull().default([]),
    sizeKeys: text('size_keys').array().notNull().default([]),
  },
  // The listing indexes (one per sort, alone and under each common filter) and the search indexes are made by
  // migration 0006; listings are read in SQL (catalogue/listing), not through this table object.
);

/** Size variants: one colour with its sizes and their prices. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    variantColor: text('variant_color').notNull(),
    variantImage: text('variant_image').notNull().default(''),
    sizes: jsonb('sizes').$type<StoredSize[]>().notNull(),
    firstPrice: integer('first_price').notNull(),
    firstDiscount: integer('first_discount').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('product_variants_product').on(table.productId, table.position)],
);

/** Colour variants of products without sizes. */
export const productColorVariants = pgTable(
  'product_color_variants',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    color: text('color').notNull(),
    image: text('image').notNull().default(''),
    price: integer('price').notNull(),
    oldPrice: integer('old_price').notNull(),
    discount: integer('discount').notNull(),
    stock: integer('stock').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('product_color_variants_product').on(table.productId, table.position)],
);
