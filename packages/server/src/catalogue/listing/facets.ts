import type { FacetCount, ListingFacets } from '@sauda/commerce';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/migrate';
import { type CountScope, type KeptFilter, keptCountSql, keptFilterCountSql } from './kept-counts';
import { whereSql } from './where';

export type { ListingFacets };

/**
 * Matches are counted up to this (unless their count is kept: see kept-counts.ts); past it the total reads "1,000+".
 * A count reads one index entry per match where the index holds the conditions' columns, a row per match where it
 * cannot (a full-text match): measured on 1M products, counting up to 10,000 cost 50-250 ms a call, up to 1,000 a
 * few milliseconds.
 */
export const TOTAL_CAP = 1_000;
/**
 * Facets of a filtered or searched listing count the options of the first this many matches: all of them in a demo
 * catalogue's category, a sample of a big one (flagged `exact: false`); a listing with neither reads its kept ones.
 * Unnesting and grouping the options is the costly part of a first page: 1,000 rows took 5 ms of the database's time
 * at 1M products, this many a third of it.
 */
export const FACET_SAMPLE = 300;
/** Options per facet, most common first: the panel shows five and 'Show More'. In the text: a fixed number. */
const OPTIONS_PER_FACET = sql.raw('100');

/** A facet's options as JSON, most common first, from `options` (rows of `value` and `count`, already in that order). */
const optionsJson = (options: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
    ORDER BY f.count DESC, f.value COLLATE "C"), '[]') FROM (${options}) f)`;

/** Options of `values` (names as the catalogue writes them) with their counts, most common first. */
function optionCounts(values: SQL, from: SQL): SQL {
  return optionsJson(sql`SELECT ${values} AS value, count(*)::int AS count
    FROM ${from} GROUP BY 1 ORDER BY 2 DESC, (${values}) COLLATE "C" LIMIT ${OPTIONS_PER_FACET}`);
}

/** What `countAndFacetsSql` selects. */
export interface CountedRow {
  total: number;
  sampled?: number;
  brands?: FacetCount[];
  colors?: FacetCount[];
  sizes?: FacetCount[];
  price?: { min: number; max: number } | null;
}

/** How a listing's matches are counted and summarised. */
export interface CountOptions {
  withFacets: boolean;
  scope?: CountScope;
  /** The conditions are a kept scope and one facet's filter: the count is kept, exact (the facets still sampled). */
  keptFilter?: KeptFilter;
  /**
   * Every condition is on columns a b-tree index holds (where.ts, `countableFromIndex`): the capped count can read
   * that index alone (an index-only scan: 0.3 ms for 1,001 matches of a price range at 1M products, against 1 ms or
   * more fetching their rows), so it does not share the sample's read of the rows.
   */
  countsFromIndex?: boolean;
  /**
   * The conditions are one full-text match of one word's spellings and nothing else: the full-text index may hand
   * the count and the facets a sample of its matches when they are many (see SEARCH_INDEX_SAMPLE).
   */
  oneSearchWord?: boolean;
}

/**
 * A search for one common word ("embroidered": 51,100 of 1M products) spent most of its time building the bitmap of
 * every match in the full-text index, only to count the first 1,001 and sample 301 of them: 16-20 ms of the
 * database's time per request at 1M products, 3 at the demo's 1,500. With PostgreSQL's `gin_fuzzy_search_limit` at
 * this value the index returns a random sample of about this many matches instead (1 ms for the index, 4-7 ms in
 * all), for this statement only (set in its own transaction). The count stays right: GIN samples only when every
 * entry of the query has more than entries × this many matches, so for one word's spellings (ORed, no other
 * condition) the sample still holds far more than TOTAL_CAP + 1 rows and the total reads "1,000+", as it would; with
 * fewer, nothing is dropped and the count is exact. Not for several words (ANDed samples could miss matches) or with
 * a filter (the sample's share of it could be under the cap).
 * The facets, drawn from a sample either way (`exact: false`), come from a random one instead of the first found.
 */
export const SEARCH_INDEX_SAMPLE = 3_000;

/** The count, exact or capped, and the facets when asked. */
export interface Counted {
  total: number;
  isExact: boolean;
  facets: ListingFacets | null;
}

/** The kept options of one facet of a kept `scope` (product_facet_counts, migration 0012), most common first. */
function keptOptionCounts([scope, key]: CountScope, facet: 'brand' | 'color' | 'size'): SQL {
  return optionsJson(sql`SELECT value, count::int AS count FROM product_facet_counts
    WHERE scope = ${scope} AND key = ${key} AND facet = ${facet} AND count > 0
    ORDER BY count DESC, value COLLATE "C" LIMIT ${OPTIONS_PER_FACET}`);
}

/**
 * The exact count and facets of a kept `scope`: each read from what the catalogue's triggers keep, and the price
 * bounds from the ends of the scope's price index (min and max alone, so PostgreSQL reads one entry at each end).
 */
function keptCountAndFacetsSql(scope: CountScope, where: SQL): SQL {
  return sql`SELECT (${keptCountSql(scope)}) AS total,
      ${keptOptionCounts(scope, 'brand')} AS brands, ${keptOptionCounts(scope, 'color')} AS colors,
      ${keptOptionCounts(scope, 'size')} AS sizes,
      (SELECT CASE WHEN b.low IS NOT NULL THEN json_build_object('min', b.low, 'max', b.high) END
        FROM (SELECT min(p.price) AS low, max(p.price) AS high FROM products p ${where}) b) AS price`;
}

/**
 * A one-row statement: the count of the matches of `conditions`, exact from `product_counts` for a kept `scope` and
 * from `product_facet_counts` for a kept filter, else counted up to TOTAL_CAP (+1, to know there are more); and, when
 * asked, the facets: exact from `product_facet_counts` for a kept scope, else of the first FACET_SAMPLE matches.
 * Each of its reads stops at its cap, never every match; unless the count reads an index alone, the capped count and
 * the facets' sample share one read of the matches (a full-text match's bitmap, the costly part of a search, is
 * built once).
 */
export function countAndFacetsSql(conditions: readonly SQL[], options: CountOptions): SQL {
  const { withFacets, scope, keptFilter } = options;
  const where = whereSql(conditions);
  if (scope) return withFacets ? keptCountAndFacetsSql(scope, where) : keptCountSql(scope);
  const capped = sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM products p ${where} LIMIT ${TOTAL_CAP + 1}) c`;
  const counting = keptFilter ? keptFilterCountSql(keptFilter) : capped;
  if (!withFacets) return counting;
  const columns = sql`p.brand, p.colors, p.sizes, p.price FROM products p ${where}`;
  // Rows read anyway (a brand, a colour, a size, a full-text match: no index holds them alone) are read once, for the
  // count and the sample; else the count reads an index alone, and the sample its own rows.
  const oneRead = !keptFilter && !options.countsFromIndex;
  const matches = oneRead ? sql`m AS (SELECT ${columns} LIMIT ${TOTAL_CAP + 1}),` : sql``;
  const sampled = oneRead ? sql`SELECT * FROM m` : sql`SELECT ${columns}`;
  const total = oneRead ? sql`SELECT count(*)::int FROM m` : counting;
  return sql`WITH ${matches} s AS (${sampled} LIMIT ${FACET_SAMPLE + 1})
    SELECT (${total}) AS total, (SELECT count(*)::int FROM s) AS sampled,
      ${optionCounts(sql`s.brand`, sql`s`)} AS brands,
      ${optionCounts(sql`colour`, sql`s, unnest(s.colors) AS colour`)} AS colors,
      ${optionCounts(sql`size`, sql`s, unnest(s.sizes) AS size`)} AS sizes,
      (SELECT json_build_object('min', min(s.price), 'max', max(s.price)) FROM s HAVING count(*) > 0) AS price`;
}

/** The count and facets of a row of `countAndFacetsSql`. */
export function readCounted(row: CountedRow | undefined, { withFacets, scope, keptFilter }: CountOptions): Counted {
  const total = Number(row?.total ?? 0);
  const isExact = scope !== undefined || keptFilter !== undefined || total <= TOTAL_CAP;
  return {
    total: isExact ? total : TOTAL_CAP,
    isExact,
    facets: withFacets
      ? {
          brands: row?.brands ?? [],
          colors: row?.colors ?? [],
          sizes: row?.sizes ?? [],
          price: row?.price ?? null,
          exact: scope !== undefined || Number(row?.sampled ?? 0) <= FACET_SAMPLE,
        }
      : null,
  };
}

/** The count and facets of `conditions` on their own (a search needs them before it can choose its order). */
export async function countAndFacets(
  db: Database,
  conditions: readonly SQL[],
  options: CountOptions,
): Promise<Counted> {
  const statement = countAndFacetsSql(conditions, options);
  const rows = options.oneSearchWord
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('gin_fuzzy_search_limit', ${String(SEARCH_INDEX_SAMPLE)}, true)`);
        return tx.execute(statement);
      })
    : await db.execute(statement);
  const [row] = rowsOf<CountedRow>(rows);
  return readCounted(row, options);
}
