import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plannedOnce } from '../../db/prepared-statements';
import { rowsOf } from '../../db/migrate';
import { type ProductRow, type ProductWire, productWire } from '../product-wire';
import { colorVariantsJson, isoTime, sizeVariantsJson } from '../variant-json';
import { type OrderPlan, afterCursorSql, cursorValuesSql, orderBySql } from './sorts';
import { type CountScope, keptCountSql } from './kept-counts';
import { whereSql } from './where';

/** What one page statement reads. */
export interface PageRequest {
  /** Conditions on the product row `p`. */
  conditions: readonly SQL[];
  plan: OrderPlan;
  /** Key values of the last row of the previous page (keyset paging). */
  after?: readonly string[];
  /** Rows to skip: only the legacy calls' `page` (an index-only skip of ids, before any row is joined). */
  offset?: number;
  limit: number;
  /**
   * A one-row SELECT (a count, facets) to run in the same statement: its columns ride along with the page, so a
   * listing's first page costs one round trip, not two. See `countSql` for the legacy calls' count.
   */
  summary?: SQL;
  /**
   * The conditions are a source alone (a kept count's scope: no filter, no search), whose best plan is the same
   * whatever the values: the statement is planned once (`plannedOnce`) unless it skips rows.
   */
  planStable?: boolean;
}

/** A page of products in the wire shape, each with its cursor values, and the summary when asked. */
export interface ProductPage {
  products: ProductWire[];
  /** Key values of each product, in order: the last one's are the next page's cursor. */
  cursors: string[][];
  /** The summary's columns (from the first row; also when the page is empty). */
  summary: Record<string, unknown> | undefined;
}

/** A legacy call's page: its products and the count of every match. */
export interface CountedPage {
  products: ProductWire[];
  cursors: string[][];
  total: number;
}

/** A page read with `countSql` as its summary, as a counted page. */
export const counted = ({ products, cursors, summary }: ProductPage): CountedPage => ({
  products,
  cursors,
  total: Number(summary?.total ?? 0),
});

const wireColumns = sql`p.id, p.shop_id AS "shopId", p.name, p.description, p.images, p.video, p.brand,
  p.cat_name AS "catName", p.category_id AS "categoryId", p.items_category_id AS "itemsCategoryId", p.stock, p.detail,
  p.status, ${isoTime(sql`p.created_at`)} AS "createdAt", ${isoTime(sql`p.updated_at`)} AS "updatedAt",
  s.name AS "shopName", c.name AS "categoryName", i.name AS "itemsCategoryName", p.price, p.old_price AS "oldPrice",
  p.discount, p.rating_average AS "averageRating", p.rating_count AS "ratingsCount", ${sizeVariantsJson} AS variants,
  ${colorVariantsJson} AS "colorVariants"`;

/**
 * A one-row `SELECT … AS total` counting every match (legacy `totalPages`): read from `product_counts` when the
 * conditions are exactly one of its scopes (a listing without filters), else counted.
 */
export function countSql(conditions: readonly SQL[], scope: CountScope | undefined): SQL {
  if (scope) return keptCountSql(scope);
  return sql`SELECT count(*)::int AS total FROM products p ${whereSql(conditions)}`;
}

/**
 * One page of products in one statement. The ids of the page come first, from the index of the order alone (the
 * filters tested on the same rows, the keyset or skip applied there); only the page's rows are then joined with
 * their shop and category names and get their variants. The summary, when asked, rides along in the same statement.
 */
export async function readProductPage(db: Database, request: PageRequest): Promise<ProductPage> {
  const { plan, limit } = request;
  const planOnce = request.planStable === true && !request.offset;
  const conditions = request.after ? [...request.conditions, afterCursorSql(plan, request.after)] : request.conditions;
  const order = orderBySql(plan);
  // A statement planned once has its page size in its text: planned for an unknown LIMIT, PostgreSQL's generic plan
  // sorts every match (1.1 s at 1M products) and is never chosen. Page sizes are few (at most 101 texts).
  const pageSize = planOnce ? sql.raw(String(Math.trunc(limit))) : sql`${limit}`;
  // Only ids here: whatever else this list computed would be computed for every row an OFFSET skips.
  const page = sql`SELECT p.id FROM products p ${whereSql(conditions)}
    ORDER BY ${order} LIMIT ${pageSize}${request.offset ? sql` OFFSET ${request.offset}` : sql``}`;
  const cursor = cursorValuesSql(plan);
  const joined = sql`page JOIN products p ON p.id = page.id JOIN shops s ON s.id = p.shop_id
    JOIN items i ON i.id = p.items_category_id JOIN categories c ON c.id = p.category_id`;
  const statement = request.summary
    ? sql`WITH page AS (${page}) SELECT CASE WHEN row_number() OVER (ORDER BY ${order}) = 1 THEN to_json(t) END
        AS summary, ${cursor} AS cursor, ${wireColumns}
        FROM (${request.summary}) t LEFT JOIN (${joined}) ON true ORDER BY ${order}`
    : sql`WITH page AS (${page}) SELECT ${cursor} AS cursor, ${wireColumns} FROM ${joined} ORDER BY ${order}`;
  const rows = rowsOf<ProductRow & { cursor: string[] | null; summary?: Record<string, unknown> }>(
    await db.execute(planOnce ? plannedOnce(statement) : statement),
  );
  const found = rows.filter((row) => row.id !== null && row.cursor !== null);
  return {
    products: found.map((row) => productWire(row)),
    cursors: found.map((row) => row.cursor as string[]),
    summary: rows[0]?.summary,
  };
}
