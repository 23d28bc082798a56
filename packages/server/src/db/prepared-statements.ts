import { type SQL, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';

/**
 * Makes every statement with parameters a named prepared statement on its connection, as postgres.js does for its
 * own tagged templates but not for `unsafe()`, which is how Drizzle sends every query it was not given a name for.
 *
 * Why: postgres.js sends an unprepared statement with parameters in two round trips (Parse + Describe to learn the
 * parameter types, then Bind + Execute), each a socket write, and PostgreSQL parses it every time. Prepared once per
 * connection, a repeat is one write and one round trip. Socket writes were the Node process's largest cost per
 * listing request (a CPU profile at 1M products, cache off: 1 ms of its 5-6 ms).
 *
 * The statement texts are bounded: a statement's text depends on which filters a request has and how many values
 * each list holds (at most the schema's limits), not on the values; and postgres.js replaces each connection after
 * 30 to 60 minutes (`max_lifetime`), with the statements it prepared. Plans stay custom (`plan_cache_mode` is set to
 * `force_custom_plan` on each connection in connect.ts): a generic plan cannot see how selective a brand or a
 * category is: with PostgreSQL's default (`auto`), a search for a common word switched to a generic plan after five
 * runs and cost 148 ms of the database's time per request instead of 9.5 (1M products).
 *
 * Except for a statement marked `plannedOnce`, which goes to `plannedOnceClient`, whose connections keep PostgreSQL's
 * default: see `plannedOnce`.
 */
export function preparedByDefault(client: Sql, plannedOnceClient?: Sql): Sql {
  const prepareAll = (sql: Sql, routed?: Sql): Sql => {
    const unsafe = sql.unsafe.bind(sql);
    const unsafePlannedOnce = routed?.unsafe.bind(routed);
    sql.unsafe = ((query: string, args?: unknown[], options?: object) =>
      (unsafePlannedOnce && isPlannedOnce(query) ? unsafePlannedOnce : unsafe)(query, args as never, {
        ...options,
        prepare: true,
      })) as Sql['unsafe'];
    return sql;
  };
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const work = args[args.length - 1] as (sql: Sql) => unknown;
    return begin(...args.slice(0, -1), (sql: Sql) => work(prepareAll(sql)));
  }) as Sql['begin'];
  return prepareAll(client, plannedOnceClient);
}

const PLANNED_ONCE = '/* planned once */ ';

/**
 * Marks a statement whose best plan is the same whatever its values: a listing without filters or search (the
 * whole catalogue, a category, a shop, a deal: one index serves each sort whichever category or shop it is). On
 * PostgreSQL it runs on connections with PostgreSQL's default `plan_cache_mode` (`auto`), where a prepared statement
 * is planned for its first five runs and then keeps a generic plan when that is no costlier, instead of being
 * planned again on every run. Measured at 1M products: planning the first page of the whole catalogue took 2.3 of
 * its 3.3 ms in the database (`pgbench`, one connection); under 16 connections, cache off, the database's time per
 * request went from 3.8 to 1.45 ms and p99 from 114 to 69 ms. Values that choose the plan must be in the text, not
 * parameters (a page's LIMIT: product-page.ts). Inside a transaction, or on PGlite, the mark is a comment.
 */
export const plannedOnce = (statement: SQL): SQL => sql`${sql.raw(PLANNED_ONCE)}${statement}`;

/** Whether a statement's text was marked by `plannedOnce`. */
export const isPlannedOnce = (text: string): boolean => text.startsWith(PLANNED_ONCE);
