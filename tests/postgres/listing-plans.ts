// What the listing scale test reads of the server's statements: each statement the routes run, captured with its
// parameters, and its plan as EXPLAIN (FORMAT JSON) gives it.
import type { Sql } from 'postgres';
import type { Database } from '../../packages/server/src/db/database';
import { isPlannedOnce } from '../../packages/server/src/db/prepared-statements';

/** A statement as sent: text with $n placeholders and the parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** One node of a JSON plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows': number;
  'Actual Loops': number;
  /** What a scan tests of each row it reads, past its index's condition. */
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

type Executor = { execute(query: unknown): Promise<unknown> };
type Dialect = { sqlToQuery(query: unknown): { sql: string; params: unknown[] } };

/**
 * `db` with every `execute` (in transactions too) recorded into `statements` before it runs: the routes' listing
 * statements all go through `execute`.
 */
export function capturingDatabase(db: Database, statements: Statement[]): Database {
  const dialect = (db as unknown as { dialect: Dialect }).dialect;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (property === 'execute') {
          return (query: unknown) => {
            const { sql, params } = dialect.sqlToQuery(query);
            statements.push({ text: sql, params });
            return (value as Executor['execute']).call(object, query);
          };
        }
        if (property === 'transaction') {
          return (work: (tx: object) => Promise<unknown>, ...rest: unknown[]) =>
            (value as (...args: unknown[]) => Promise<unknown>).call(object, (tx: object) => work(wrap(tx)), ...rest);
        }
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(db);
}

/**
 * The plan of `statement` as it ran (EXPLAIN ANALYZE), with the trigram threshold the typo search sets. A statement
 * marked planned once is explained as its generic plan, the one PostgreSQL may keep for it after five runs (it keeps
 * it only when no costlier than the custom ones, but that is its estimate): that plan must be as good.
 */
export async function explain(client: Sql, statement: Statement): Promise<PlanNode> {
  return client.begin(async (tx) => {
    await tx.unsafe(`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    const params = statement.params as never[];
    let rows;
    if (isPlannedOnce(statement.text)) {
      await tx.unsafe(`SET LOCAL plan_cache_mode = force_generic_plan`);
      // PREPARE alone cannot tell every parameter's type: take those the server's own Parse found.
      const { types } = await tx.unsafe(statement.text, params).describe();
      const typeNames = await Promise.all(
        types.map(
          async (oid) => (await tx.unsafe('SELECT format_type($1::oid, NULL) AS name', [oid]))[0]!.name as string,
        ),
      );
      // Sent as a simple query: in an extended one, the $n of the body would be taken for its own parameters.
      await tx.unsafe(`PREPARE planned_once(${typeNames.join(', ')}) AS ${statement.text}`).simple();
      // EXECUTE takes no bound parameters: its arguments are written as literals.
      const literal = (value: unknown) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`);
      const args = typeNames.map((name, n) => `${literal(params[n])}::${name}`).join(', ');
      rows = await tx.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE planned_once${args ? `(${args})` : ''}`);
      await tx.unsafe('DEALLOCATE planned_once');
    } else {
      rows = await tx.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, params);
    }
    const plan = (rows[0] as unknown as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
    return plan;
  }) as Promise<PlanNode>;
}

/** Every node of a plan, depth first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The order a listing page statement sorts by, when it is a column an index holds (not a search's relevance). */
export function indexedOrderOf(text: string): string | undefined {
  if (/ts_rank|similarity\(/.test(text)) return undefined;
  return /ORDER BY p\.(created_at|price|discount|rating_average)/.exec(text)?.[1];
}

/**
 * Rows a sequential scan of products may read: a listing's statements are bounded by the page or by the capped count
 * (10,000 + 1 matches), and a filter matching one product in 2.5 still finds those within this many. A scan that
 * reads more grows with the catalogue instead of the page.
 */
export const MAX_SCANNED_ROWS = 25_000;

const rowsRead = (node: PlanNode) =>
  (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];

/**
 * What is wrong with a plan as it ran: a sequential scan of products that read more than MAX_SCANNED_ROWS rows, or,
 * when an index should serve the order, a Sort of that order over more rows than a page (at most 100 + 1 rows).
 */
export function planProblems(plan: PlanNode, order: string | undefined): string[] {
  const problems: string[] = [];
  for (const node of nodesOf(plan)) {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products' && rowsRead(node) > MAX_SCANNED_ROWS) {
      problems.push(`Seq Scan on products read ${rowsRead(node)} rows`);
    }
    const sortsOrder = node['Sort Key']?.some((key) => order !== undefined && key.includes(`p.${order}`));
    const input = node.Plans?.[0]?.['Plan Rows'] ?? 0;
    if (node['Node Type'] === 'Sort' && sortsOrder && input > 101) {
      problems.push(`Sort by ${order} over ~${input} rows instead of reading the index in order`);
    }
  }
  return problems;
}
