import { index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Top-level categories. */
export const categories = pgTable('categories', {
  id: idColumn(),
  name: text('name').notNull(),
  image: text('image'),
  createdAt: createdAtColumn(),
});

/** Items categories (the storefront's listing categories), each under a top-level category. */
export const items = pgTable(
  'items',
  {
    id: idColumn(),
    name: text('name').notNull(),
    image: text('image'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    createdAt: createdAtColumn(),
  },
  (table) => [index('items_category').on(table.categoryId)],
);

/** Colour names offered by the filters. */
export const colors = pgTable('colors', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

/** Size names offered by the filters. */
export const sizes = pgTable('sizes', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
