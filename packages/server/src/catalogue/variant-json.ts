import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { productColorVariants, productVariants } from '../db/schema';
import type { ColorVariantWire, VariantWire } from './product-wire';

/** A timestamp as `Date#toISOString` writes it (UTC, milliseconds, `Z`). */
export function isoTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const size = productVariants;
const colour = productColorVariants;

/**
 * The size variants of the product `p` in their wire shape and order, built by the database in the listing's own
 * statement: it runs for the rows of the page only, after the limit.
 */
export const sizeVariantsJson = sql<VariantWire[]>`(
  select coalesce(json_agg(json_build_object(
    'Id', ${size.id}, 'ProductId', ${size.productId}, 'VariantColor', ${size.variantColor},
    'VariantImage', ${size.variantImage}, 'Sizes', ${size.sizes}, 'CreatedAt', ${isoTime(size.createdAt)}
  ) order by ${size.position}), '[]')
  from ${size} where ${size.productId} = p.id)`;

/** The product's colour variants in their wire shape (lower-case keys) and order, like `sizeVariantsJson`. */
export const colorVariantsJson = sql<ColorVariantWire[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${colour.id}, 'productid', ${colour.productId}, 'color', ${colour.color}, 'image', ${colour.image},
    'price', ${colour.price}, 'oldprice', ${colour.oldPrice}, 'discount', ${colour.discount}, 'stock', ${colour.stock},
    'createdat', ${isoTime(colour.createdAt)}
  ) order by ${colour.position}), '[]')
  from ${colour} where ${colour.productId} = p.id)`;
