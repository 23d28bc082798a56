import { SORT_OPTIONS, type SortBy } from '@sauda/commerce';
import { type SQL, sql } from 'drizzle-orm';
import { refuse } from '../../errors';

/** The sorts a shopper picks (commerce's, named as the storefront's `sortBy`), and the orders the server picks. */
export const LISTING_SORTS = SORT_OPTIONS;
export type ListingSort = SortBy;
/** Newest first without a sort; search results by relevance (full-text rank). */
export type ListingOrder = ListingSort | 'newest' | 'rank';

/** One key of an order: the expression on the product row `p` and the SQL type its cursor value is read back as. */
export interface OrderKey {
  expression: SQL;
  type: 'timestamptz' | 'int' | 'float8' | 'real';
}

/**
 * Every order is one direction over its keys then the id, so one B-tree index (the key columns, then id) serves it
 * forwards or backwards, and the cursor is a row comparison on the same columns.
 */
export interface OrderPlan {
  keys: OrderKey[];
  descending: boolean;
}

const column = (name: string, type: OrderKey['type']): OrderKey => ({ expression: sql.raw(`p.${name}`), type });

/** The plan of `order`; `rank` needs the search's rank expression. */
export function orderPlan(order: ListingOrder, relevance?: SQL): OrderPlan {
  switch (order) {
    case 'newest':
      return { keys: [column('created_at', 'timestamptz')], descending: true };
    case 'lowToHighPrice':
      return { keys: [column('price', 'int')], descending: false };
    case 'highToLowPrice':
      return { keys: [column('price', 'int')], descending: true };
    case 'highToLowDiscount':
      return { keys: [column('discount', 'int')], descending: true };
    case 'topRated':
      return { keys: [column('rating_average', 'float8'), column('rating_count', 'int')], descending: true };
    case 'rank':
      if (!relevance) throw new Error(`The ${order} order needs the search's relevance expression`);
      return { keys: [{ expression: relevance, type: 'real' }], descending: true };
  }
}

/** `ORDER BY` of a plan, the id last. */
export function orderBySql({ keys, descending }: OrderPlan): SQL {
  const direction = sql.raw(descending ? ' DESC' : ' ASC');
  return sql.join([...keys.map((key) => sql`${key.expression}${direction}`), sql`p.id${direction}`], sql`, `);
}

/** The key values of a row, as text, for its cursor (selected beside the row). */
export function cursorValuesSql({ keys }: OrderPlan): SQL {
  return sql`json_build_array(${sql.join(
    keys.map((key) => sql`(${key.expression})::text`),
    sql`, `,
  )}, p.id::text)`;
}

/** Where a page after the cursor's row starts: a row comparison the index can seek to. */
export function afterCursorSql({ keys, descending }: OrderPlan, values: readonly string[]): SQL {
  const left = sql.join([...keys.map((key) => key.expression), sql`p.id`], sql`, `);
  const right = sql.join(
    [...keys.map((key, n) => sql`${values[n]}::${sql.raw(key.type)}`), sql`${values[keys.length]}::uuid`],
    sql`, `,
  );
  return descending ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/** Where the next page starts: the order it continues and the last row's key values and id. */
export interface ListingCursor {
  order: ListingOrder;
  values: string[];
}

const ORDERS: readonly ListingOrder[] = [...LISTING_SORTS, 'newest', 'rank'];
const INVALID_CURSOR = 'Invalid cursor: use the nextCursor of the previous page';

/** An opaque, URL-safe cursor. */
export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, ...cursor.values])).toString('base64url');
}

const VALUE_PATTERNS: Record<OrderKey['type'] | 'uuid', RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  int: /^-?\d{1,10}$/,
  float8: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/,
  real: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/**
 * The cursor `text` holds; 400 for anything that is not one this server wrote for an order of the listing: each key
 * value must read as its type (so no cast of a cursor value can fail in the database).
 */
export function decodeCursor(text: string, typesOf: (order: ListingOrder) => OrderKey['type'][]): ListingCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse('invalid_cursor', INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || !parsed.every((value) => typeof value === 'string'))
    throw refuse('invalid_cursor', INVALID_CURSOR);
  const [order, ...values] = parsed as string[];
  if (!ORDERS.includes(order as ListingOrder)) throw refuse('invalid_cursor', INVALID_CURSOR);
  const types = [...typesOf(order as ListingOrder), 'uuid' as const];
  const valid = values.length === types.length && values.every((value, n) => VALUE_PATTERNS[types[n]!].test(value));
  if (!valid) throw refuse('invalid_cursor', INVALID_CURSOR);
  return { order: order as ListingOrder, values };
}

/** The types of the keys of `order`, as its cursor carries them. */
export const keyTypes = (order: ListingOrder): OrderKey['type'][] =>
  orderPlan(order, sql`0`).keys.map((key) => key.type);
